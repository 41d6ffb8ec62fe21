// Package cache wraps go-redis the way wrapper libraries do: methods that
// take the key first and hide the context. Each method whose parameter
// reaches a key position is a key sink for its callers, in any package.
package cache

import (
	"context"

	"github.com/redis/go-redis/v9"

	"example.com/shop/keys"
)

// Store is what the application depends on; Cache implements it.
type Store interface {
	Get(key string) (string, error)                  // want Get:`sink\(0→GET <string>\)`
	Hset(key, field string, value interface{}) error // want Hset:`sink\(0→HSET <string>\)`
}

// Cache is a thin wrapper around a go-redis client.
type Cache struct {
	rdb redis.UniversalClient
}

// New returns a Cache on rdb.
func New(rdb redis.UniversalClient) *Cache {
	return &Cache{rdb: rdb}
}

// Get reads a string value.
func (c *Cache) Get(key string) (string, error) { // want Get:`sink\(0→GET <string>\)`
	return c.rdb.Get(context.Background(), key).Result()
}

// Hset writes one field of a hash; field and value are not keys.
func (c *Cache) Hset(key, field string, value interface{}) error { // want Hset:`sink\(0→HSET <string>\)`
	return c.rdb.HSet(context.Background(), key, field, value).Err()
}

// Eval runs a script on keys.
func (c *Cache) Eval(script string, keys []string, args ...interface{}) (interface{}, error) { // want Eval:`sink\(1\.\.\.→EVAL <string>\)`
	return c.rdb.Eval(context.Background(), script, keys, args...).Result()
}

// Del deletes keys.
func (c *Cache) Del(keys ...string) error { // want Del:`sink\(0\.\.\.→DEL <string>\)`
	return c.rdb.Del(context.Background(), keys...).Err()
}

// Purge deletes keys under the cache's namespace, prefixing each in a new
// slice as wrapper libraries do.
func (c *Cache) Purge(keys ...string) error { // want Purge:`sink\(0\.\.\.→DEL shop:cache:<string>\)`
	full := make([]string, 0, len(keys))
	for _, k := range keys {
		full = append(full, "shop:cache:"+k)
	}
	return c.rdb.Del(context.Background(), full...).Err()
}

// Profile reads a profile by id: the wrapper composes the key itself.
func (c *Cache) Profile(id string) (string, error) { // want Profile:`sink\(0→GET shop:profile:<string>\)`
	return c.Get("shop:profile:" + id)
}

// User reads a user through the key helper of another package.
func (c *Cache) User(id int) (string, error) {
	return c.Get(keys.User(id))
}

// Legacy reads a user under the legacy key.
func (c *Cache) Legacy(id int) (string, error) {
	return c.Get(keys.BadUser(id)) // want `key from keys\.BadUser\(\.\.\.\) "Shop:User:<int>" segment "Shop" is not snake_case` `key from keys\.BadUser\(\.\.\.\) "Shop:User:<int>" segment "User" is not snake_case`
}
