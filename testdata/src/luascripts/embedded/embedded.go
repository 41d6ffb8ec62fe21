// Package embedded runs a script whose source is an embedded file.
package embedded

import (
	"context"
	_ "embed"

	"github.com/redis/go-redis/v9"
)

//go:embed publish.lua
var publishSource string

func Publish(ctx context.Context, rdb *redis.Client) error {
	return rdb.Eval(ctx, publishSource, []string{"channel:news"}).Err()
}
