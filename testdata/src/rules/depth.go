package rules

import (
	"context"

	"github.com/redis/go-redis/v9"
)

func depths(ctx context.Context, rdb *redis.Client) {
	rdb.Get(ctx, "profile")       // want `key "profile" has 1 segment, fewer than min-depth 2`
	rdb.Get(ctx, "a:b:c:d:e:f:g") // want `key "a:b:c:d:e:f:g" has 7 segments, more than max-depth 6`
	rdb.Get(ctx, "a:b:c:d:e:f")   // six levels are allowed
}
