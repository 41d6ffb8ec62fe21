// Package wrap is a module of someone else's that wraps go-redis.
package wrap

import (
	"context"

	"github.com/redis/go-redis/v9"
)

// Get reads the string at key.
func Get(ctx context.Context, rdb *redis.Client, key string) string {
	return rdb.Get(ctx, key).Val()
}
