// Package paramlists wraps the client's multi-key commands: its wrappers
// pass their parameters on as MSET pairs, XREAD streams and key slices,
// and their callers' keys are checked.
package paramlists

import (
	"context"
	"strconv"

	"github.com/redis/go-redis/v9"
)

type Redis struct{ rdb *redis.Client }

// Mset takes keys and values alternately, as MSET does.
func (r *Redis) Mset(ctx context.Context, fieldsAndValues ...any) error { // want Mset:`sink\(1\.\.\.→MSET <string>\)`
	return r.rdb.MSet(ctx, fieldsAndValues...).Err()
}

// ReadGroup takes streams, then as many IDs.
func (r *Redis) ReadGroup(ctx context.Context, group, consumer string, streams ...string) ([]redis.XStream, error) { // want ReadGroup:`sink\(3\.\.\.→XREADGROUP <string>\)`
	return r.rdb.XReadGroup(ctx, &redis.XReadGroupArgs{Group: group, Consumer: consumer, Streams: streams}).Result()
}

// Read spreads its streams into XREAD STREAMS.
func (r *Redis) Read(ctx context.Context, streams ...string) ([]redis.XStream, error) { // want Read:`sink\(1\.\.\.→XREAD <string>\)`
	return r.rdb.XReadStreams(ctx, streams...).Result()
}

// DelPrefixed rewrites its keys before deleting them.
func (r *Redis) DelPrefixed(ctx context.Context, keys ...string) error { // want DelPrefixed:`sink\(1\.\.\.→DEL app:<string>\)`
	prefixed := make([]string, len(keys))
	for i, k := range keys {
		prefixed[i] = "app:" + k
	}
	return r.rdb.Del(ctx, prefixed...).Err()
}

// pair assembles its keys by index.
func pair(ctx context.Context, rdb *redis.Client, a, b int) {
	keys := make([]string, 2)
	keys[0] = "pair:" + strconv.Itoa(a)
	keys[1] = "Pair:" + strconv.Itoa(b) // want `key "Pair:<int>" segment "Pair" is not snake_case`
	rdb.MGet(ctx, keys...)
}

func use(ctx context.Context, r *Redis) {
	_ = r.DelPrefixed(ctx, "session:1", "Session:2")                                       // want `key \(through paramlists\.Redis\.DelPrefixed\) "app:Session:2" segment "Session" is not snake_case`
	_ = r.Mset(ctx, "user:1", "Ann Lee", "User:2", "Bob")                                  // want `key \(through paramlists\.Redis\.Mset\) "User:2" segment "User" is not snake_case`
	_, _ = r.ReadGroup(ctx, "workers", "w1", "events:orders", "events:Payments", ">", ">") // want `key \(through paramlists\.Redis\.ReadGroup\) "events:Payments" segment "Payments" is not snake_case`
	_, _ = r.Read(ctx, "events:Orders", "0")                                               // want `key \(through paramlists\.Redis\.Read\) "events:Orders" segment "Orders" is not snake_case`
	pairs := []any{"user:3", "Some Value", "user:4", "x"}
	_ = r.Mset(ctx, pairs...)
}
