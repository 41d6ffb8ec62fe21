// Package loopslices builds the keys of a call in a counted loop, two
// appends at a time: the slice reaches its own assignments around the
// loop. That cycle is cut where it closes, and the keys read after it are
// rebuilt.
package loopslices

import (
	"context"

	"github.com/redis/go-redis/v9"
)

func purge(ctx context.Context, rdb *redis.Client, queue string, n int) {
	var keys []string
	for i := 0; i < n; i++ {
		keys = append(keys, "jobs:"+queue+":done")
		keys = append(keys, "jobs:"+queue+":failed")
	}
	rdb.Del(ctx, keys...)
}

func size(ctx context.Context, rdb *redis.Client) {
	rdb.LLen(ctx, "jobs:default:pending")
}
