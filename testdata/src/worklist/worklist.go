// Package worklist is a cache whose wrappers are declared callers first:
// each is found only once the one it calls is, while the functions that
// call no wrapper need one look.
package worklist

import (
	"context"
	"strconv"

	"github.com/redis/go-redis/v9"
)

type store struct{ rdb *redis.Client }

func (s *store) profile(ctx context.Context, id int) string {
	return s.user(ctx, strconv.Itoa(id)+":profile")
}

func (s *store) user(ctx context.Context, rest string) string {
	return s.get(ctx, "shop:user:"+rest)
}

func (s *store) get(ctx context.Context, key string) string {
	return s.rdb.Get(ctx, key).Val()
}

func (s *store) config(ctx context.Context) string {
	return s.rdb.Get(ctx, "shop:config").Val()
}
