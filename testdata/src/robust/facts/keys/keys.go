// Package keys exports generic producers, wrappers and values that the
// package use imports, so that they travel as facts.
package keys

import (
	"context"
	"fmt"

	"github.com/redis/go-redis/v9"
)

const Prefix = "Facts"

var Dynamic = fmt.Sprint("dyn")

var Table = map[string]string{"a": "Table:a"}

func For[T any](id T) string { return fmt.Sprintf("%s:%v", Prefix, id) }

func Rec(n int) string {
	if n == 0 {
		return Prefix
	}
	return Rec(n-1) + ":r"
}

type Repo[T any] struct{ RDB redis.Cmdable }

func (r Repo[T]) Load(ctx context.Context, id T) { r.RDB.Get(ctx, For(id)) }

func (r *Repo[T]) Store(ctx context.Context, key string, v T) { r.RDB.Set(ctx, "Store:"+key, v, 0) }

func Send(ctx context.Context, c redis.Cmdable, keys ...string) {
	c.Del(ctx, keys...)
	Send2(ctx, c, keys...)
}

func Send2(ctx context.Context, c redis.Cmdable, keys ...string) {
	if len(keys) > 0 {
		Send(ctx, c, keys[1:]...)
	}
}

type Loader interface {
	Load(ctx context.Context, key string)
}
