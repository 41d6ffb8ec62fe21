// Package upper writes UPPERCASE words under one prefix, with hash tags.
package upper

import (
	"context"
	"os"

	"github.com/redis/go-redis/v9"
)

func Use(ctx context.Context, rdb *redis.Client) {
	uid := os.Getenv("UID")
	rdb.Get(ctx, "PRO:USER:UID:"+uid)
	rdb.Get(ctx, "PRO:{ORDER:"+uid+"}:ITEMS")
	rdb.Get(ctx, "PRO:{ORDER:"+uid+"}:TOTAL")
}
