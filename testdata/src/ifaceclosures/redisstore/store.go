// Package redisstore implements the session store with go-redis.
package redisstore

import (
	"context"

	"github.com/redis/go-redis/v9"

	"ifaceclosures"
)

// Store is an ifaceclosures.Store.
type Store struct{ rdb *redis.Client }

var _ ifaceclosures.Store = Store{}

func (s Store) Save(ctx context.Context, key string, data []byte) error { // want Save:`sink\(1→SET <string>\)`
	return s.rdb.Set(ctx, key, data, 0).Err()
}

func (s Store) Clear(ctx context.Context, key string) error { // want Clear:`sink\(1→DEL <string>\)`
	return s.rdb.Del(ctx, key).Err()
}
