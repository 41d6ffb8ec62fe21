// Package wrapusers calls the wrappers of package cache: the keys it passes
// are checked as if it called go-redis itself.
package wrapusers

import (
	"context"

	"github.com/redis/go-redis/v9"

	"example.com/integration/cache"
)

// Use calls the wrappers with good and bad keys.
func Use(ctx context.Context, c *cache.Cache, rdb redis.Cmdable) {
	c.Get(ctx, "wrap:user:name")
	c.Get(ctx, "Bad Key")                                // want `key \(through cache\.Cache\.Get\) "Bad Key" contains a space` `segment "Bad" is not snake_case` `segment "Key" is not snake_case` `"Bad Key" has 1 segment`
	cache.Forget(ctx, rdb, "wrap:user:a", "wrap:User:b") // want `segment "User" is not snake_case`
}
