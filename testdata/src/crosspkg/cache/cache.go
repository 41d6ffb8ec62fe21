// Package cache wraps go-redis in a module whose path has no dot.
package cache

import (
	"context"

	"github.com/redis/go-redis/v9"
)

// Cache wraps a go-redis client.
type Cache struct {
	rdb *redis.Client
}

// Get reads a string value.
func (c *Cache) Get(key string) (string, error) { // want Get:`sink\(0→GET <string>\)`
	return c.rdb.Get(context.Background(), key).Result()
}
