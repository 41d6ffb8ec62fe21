// Package strictwrapper is checked with strict: true. A wrapper whose key
// is its parameter is checked at each call, so the parameter inside the
// wrapper is not unresolved; a call that passes an unknown key is.
package strictwrapper

import (
	"context"

	"github.com/redis/go-redis/v9"
)

type store struct {
	rdb *redis.Client
}

func (s *store) get(ctx context.Context, key string) string {
	return s.rdb.Get(ctx, key).Val()
}

func (s *store) getAll(ctx context.Context, keys ...string) []interface{} {
	return s.rdb.MGet(ctx, keys...).Val()
}

func (s *store) profile(ctx context.Context, id string) string {
	return s.get(ctx, "user:profile:"+id)
}

func lookup() string { return "" }

func calls(ctx context.Context, s *store) {
	s.get(ctx, "user:session:1")
	s.get(ctx, lookup()) // want `key of GET could not be rebuilt, so it is not checked`
	s.getAll(ctx, "user:a:1", "user:b:1")
	s.profile(ctx, "1")
	s.profile(ctx, lookup()) // a key with a known prefix is rebuilt
}
