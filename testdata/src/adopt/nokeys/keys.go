// Package nokeys talks to Redis without a key.
package nokeys

import (
	"context"

	"github.com/redis/go-redis/v9"
)

func Use(ctx context.Context, rdb *redis.Client) {
	rdb.Ping(ctx)
}
