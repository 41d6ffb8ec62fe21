// Package cache wraps go-redis: its parameters flow into key positions, so
// its callers' arguments are keys too, in any package.
package cache

import (
	"context"
	"strconv"

	"github.com/redis/go-redis/v9"
)

// Cache is a thin layer over a go-redis client.
type Cache struct{ rdb redis.UniversalClient }

// New returns a Cache over rdb.
func New(rdb redis.UniversalClient) *Cache { return &Cache{rdb: rdb} }

// Get reads key.
func (c *Cache) Get(ctx context.Context, key string) (string, error) {
	return c.rdb.Get(ctx, key).Result()
}

// Forget deletes the keys.
func Forget(ctx context.Context, rdb redis.Cmdable, keys ...string) error {
	return rdb.Del(ctx, keys...).Err()
}

// UserKey returns the key of a user's profile.
func UserKey(id int) string { return "cache:user:" + strconv.Itoa(id) + ":Profile" } // want `key "cache:user:<int>:Profile" segment "Profile" is not snake_case`

// OrderKey is the key of an order's items; it renders through String.
type OrderKey int

func (k OrderKey) String() string { return "cache:order:" + strconv.Itoa(int(k)) + ":Items" } // want `key "cache:order:<int>:Items" segment "Items" is not snake_case`
