// Package a wraps go-redis; its external test imports b, which imports
// a, so that with tests go list gives b a test variant, "b [a.test]".
package a

import (
	"context"

	"github.com/redis/go-redis/v9"
)

// Get reads the string at key.
func Get(ctx context.Context, rdb *redis.Client, key string) string {
	return rdb.Get(ctx, key).Val()
}
