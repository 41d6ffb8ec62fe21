// Package entrypoints is a library: its exported functions build keys from
// their parameters and have no caller in the module.
package entrypoints

import (
	"context"

	"github.com/redis/go-redis/v9"
)

type Queues struct{ rdb *redis.Client }

// Pause is an entry point: its key is listed with the name as a hole.
func (q *Queues) Pause(ctx context.Context, name string) error { // want Pause:`sink\(1→SET queue:\{<string>\}:paused\)`
	return q.rdb.Set(ctx, "queue:{"+name+"}:paused", 1, 0).Err()
}

// Get passes its key through whole: its callers' keys are the sites.
func Get(ctx context.Context, rdb *redis.Client, key string) string { // want Get:`sink\(2→GET <string>\)`
	return rdb.Get(ctx, key).Val()
}

// unpause is not reachable from outside: its callers in the package are
// the sites.
func (q *Queues) unpause(ctx context.Context, name string) error {
	return q.rdb.Del(ctx, "queue:{"+name+"}:paused").Err()
}

type queues struct{ rdb *redis.Client }

// Len is exported on an unexported type.
func (q *queues) Len(ctx context.Context, name string) int64 { // want Len:`sink\(1→LLEN queue:\{<string>\}:ready\)`
	return q.rdb.LLen(ctx, "queue:{"+name+"}:ready").Val()
}
