package rules

import (
	"context"

	"github.com/redis/go-redis/v9"
)

func commands(ctx context.Context, rdb *redis.Client) {
	rdb.Keys(ctx, "user:*")                      // want `command KEYS is forbidden: it blocks Redis while it walks every key; iterate with SCAN`
	rdb.FlushAll(ctx)                            // want `command FLUSHALL is forbidden: it deletes every key of every database`
	rdb.FlushDB(ctx)                             // want `command FLUSHDB is forbidden: it deletes every key of the database`
	rdb.FlushAllAsync(ctx)                       // want `command FLUSHALL is forbidden: it deletes every key of every database`
	rdb.Do(ctx, "keys", "user:*")                // want `command KEYS is forbidden: it blocks Redis while it walks every key; iterate with SCAN`
	rdb.Do(ctx, "FLUSHDB")                       // want `command FLUSHDB is forbidden: it deletes every key of the database`
	rdb.HGetAll(ctx, "user:profile:1")           // slow commands are opt-in
	rdb.LRange(ctx, "user:recent_orders", 0, -1) // slow commands are opt-in
}
