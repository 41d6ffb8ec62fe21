// Package deepkeys nests its keys too deep behind a helper; a test of the
// package reaches the same key first in file order.
package deepkeys

import (
	"context"

	"github.com/redis/go-redis/v9"
)

func get(ctx context.Context, rdb *redis.Client, id string) string {
	return rdb.Get(ctx, "app:"+"cache:v1:"+"user:"+"profile:"+"field:"+id).Val() // want `key "app:cache:v1:user:profile:field:<string>" has 7 segments, more than max-depth 6`
}

func Name(ctx context.Context, rdb *redis.Client) string {
	return get(ctx, rdb, "name") // want `key \(through deepkeys.get\) "app:cache:v1:user:profile:field:name" has 7 segments, more than max-depth 6`
}
