package cgocall

import (
	"context"

	"github.com/redis/go-redis/v9"
)

func plain(ctx context.Context, rdb *redis.Client) {
	rdb.Get(ctx, "User:plain")
	wrap(ctx, rdb, "Plain")
}
