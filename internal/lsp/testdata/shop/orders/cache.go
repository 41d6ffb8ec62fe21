package orders

import (
	"context"

	"github.com/redis/go-redis/v9"
)

// Get reads a cached value: a wrapper of go-redis, each of whose calls is
// a key site.
func Get(ctx context.Context, rdb *redis.Client, key string) string {
	return rdb.Get(ctx, key).Val()
}

// Banner reads the shop's banner.
func Banner(ctx context.Context, rdb *redis.Client) string {
	return Get(ctx, rdb, "shop:banner")
}
