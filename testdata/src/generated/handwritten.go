package generated

import (
	"context"

	"github.com/redis/go-redis/v9"
)

func handwrittenKeys(ctx context.Context, rdb *redis.Client) {
	rdb.Get(ctx, "User:profile") // want `key "User:profile" segment "User" is not snake_case`
}
