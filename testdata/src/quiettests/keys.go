// Package quiettests is checked with the defaults and with tests: true.
// Findings in its _test.go file are quiet by default; its keys still
// count for the rules that look at every key of the package.
package quiettests

import (
	"context"
	"fmt"

	"github.com/redis/go-redis/v9"
)

func Save(ctx context.Context, rdb *redis.Client, id int) {
	rdb.HSet(ctx, "app:config:main", "k", "v")
	rdb.Get(ctx, "Bad:key") // want `key "Bad:key" segment "Bad" is not snake_case`
	rdb.Set(ctx, fmt.Sprintf("session:%d:token", id), "t", 0)
}
