// Package syntaxerrs does not parse: editors hand the analyzer the partial
// syntax tree, with bad expressions and statements where Redis keys are.
package syntaxerrs

import (
	"context"
	"fmt"

	"github.com/redis/go-redis/v9"
)

func good(ctx context.Context, rdb *redis.Client) {
	rdb.Get(ctx, "User:fine")
}

func bad(ctx context.Context, rdb *redis.Client, id int) {
	rdb.Get(ctx, "user:" + )
	rdb.Get(ctx, fmt.Sprintf("user:%d", id)
	rdb.Set(ctx, "user:" + id +, 1, 0)
	k := "user:" +
	rdb.Get(ctx, k)
	rdb.Del(ctx, []string{"a", "b"...)
	for i := range {
		rdb.Get(ctx, fmt.Sprint("loop:", i))
	}
	rdb.Get(ctx, ))
}

func (rdb *redis.Client) Half(ctx context.Context, key string {
	rdb.Get(ctx, key)
}

func unfinished(ctx context.Context, rdb *redis.Client) {
	rdb.Get(ctx, "User:after")
