// Package marks separates levels with ':'; one key helper takes a mark per
// gateway and joins it with '/'. The marks are one key family: one vote.
package marks

import (
	"context"
	"os"

	"github.com/redis/go-redis/v9"
)

func limitKey(gateway string) string { return "ratelimit/" + gateway }

func Use(ctx context.Context, rdb *redis.Client) {
	id := os.Getenv("ID")
	rdb.Get(ctx, "user:"+id+":profile")
	rdb.HSet(ctx, "order:status:"+id, "k", "v")
	rdb.Get(ctx, "session:"+id)
	rdb.Incr(ctx, limitKey("gw"))
	rdb.Incr(ctx, limitKey("ga"))
	rdb.Incr(ctx, limitKey("gb"))
	rdb.Incr(ctx, limitKey("gc"))
}
