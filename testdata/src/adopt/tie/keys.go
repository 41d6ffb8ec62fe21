// Package tie has as many snake_case as camelCase keys, and as many ':' as
// '/' separators: the case tie goes to snake_case; each separator of a third
// of the keys or more is allowed, one per key, ':' the one fixes write.
package tie

import (
	"context"
	"os"

	"github.com/redis/go-redis/v9"
)

func Use(ctx context.Context, rdb *redis.Client) {
	id := os.Getenv("ID")
	rdb.Get(ctx, "user_profile:"+id)
	rdb.Get(ctx, "order_item:"+id)
	rdb.Get(ctx, "userProfile/"+id)
	rdb.Get(ctx, "orderItem/"+id)
}
