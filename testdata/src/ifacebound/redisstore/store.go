// Package redisstore implements the sessions' store with go-redis, under
// a prefix of its own whose problem its own call reports. The problem of
// the key the sessions spell is reported once, at the first method that
// sends it.
package redisstore

import (
	"context"

	"github.com/redis/go-redis/v9"

	"ifacebound"
)

// Store is an ifacebound.Store.
type Store struct{ rdb *redis.Client }

var _ ifacebound.Store = Store{}

func (s Store) Save(ctx context.Context, key string, data []byte) error { // want Save:`sink\(1→SET App:<string>\)`
	return s.rdb.Set(ctx, "App:"+key, data, 0).Err() // want `segment "App" is not snake_case`
}

func (s Store) Load(ctx context.Context, key string) ([]byte, error) { // want Load:`sink\(1→GET App:<string>\)` `key \(called through ifacebound.Store\) "App:session:<int>:Data" segment "Data" is not snake_case`
	return s.rdb.Get(ctx, "App:"+key).Bytes() // want `segment "App" is not snake_case`
}

func (s Store) Do(ctx context.Context, cmd string, args ...any) error { // want Do:`command\(1, go-redis\)` `key \(called through ifacebound.Store\) "Session:<int>" segment "Session" is not snake_case`
	return s.rdb.Do(ctx, append([]any{cmd}, args...)...).Err()
}
