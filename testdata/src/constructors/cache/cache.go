// Package cache keeps JSON values in Redis under a prefix that each
// caller chooses when it makes its cache.
package cache

import (
	"context"
	"encoding/json"
	"time"

	"github.com/redis/go-redis/v9"
)

// Cache stores values of one type under keys "<prefix>:<id>".
type Cache[T any] struct {
	rdb    *redis.Client
	prefix string
	ttl    time.Duration
}

// New returns a cache whose keys start with prefix.
func New[T any](rdb *redis.Client, prefix string, ttl time.Duration) *Cache[T] { // want New:`constructs\(prefix: "<string>"\)`
	return &Cache[T]{rdb: rdb, prefix: prefix, ttl: ttl}
}

func (c *Cache[T]) key(id string) string {
	return c.prefix + ":" + id
}

// Get reads the value stored under id.
func (c *Cache[T]) Get(ctx context.Context, id string) (T, error) { // want Get:`sink\(1→GET <string>:<string>\)`
	var v T
	data, err := c.rdb.Get(ctx, c.key(id)).Bytes()
	if err != nil {
		return v, err
	}
	err = json.Unmarshal(data, &v)
	return v, err
}

// Set stores v under id for the cache's time to live.
func (c *Cache[T]) Set(ctx context.Context, id string, v T) error { // want Set:`sink\(1→SET <string>:<string>\)`
	data, err := json.Marshal(v)
	if err != nil {
		return err
	}
	return c.rdb.Set(ctx, c.prefix+":"+id, data, c.ttl).Err()
}

// Forget drops the value stored under id.
func (c *Cache[T]) Forget(ctx context.Context, id string) error { // want Forget:`sink\(1→DEL <string>:<string>\)`
	return c.rdb.Del(ctx, c.key(id)).Err()
}
