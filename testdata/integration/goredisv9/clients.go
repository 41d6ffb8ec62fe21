// Package goredisv9 calls the real go-redis v9 through each of its client
// types and interfaces; the methods are declared on the unexported cmdable
// and reach these types by embedding.
package goredisv9

import (
	"context"
	"fmt"
	"strconv"
	"time"

	"github.com/redis/go-redis/v9"
)

const profilePrefix = "user:profile:"

// TypedPrefix is a typed constant; its value is folded like an untyped one.
const TypedPrefix string = "user:session:"

// Client uses *redis.Client.
func Client(ctx context.Context, rdb *redis.Client, id int, name string) {
	rdb.Get(ctx, profilePrefix+strconv.Itoa(id))
	rdb.Get(ctx, "User:Profile") // want `segment "User" is not snake_case` `segment "Profile" is not snake_case`
	rdb.Set(ctx, TypedPrefix+name, "v", time.Minute)
	rdb.Set(ctx, fmt.Sprintf("order:%d.items", id), "v", 0) // want `uses "\." between words instead of ":"`
	rdb.Del(ctx, "cart:"+name, "cart items:1")              // want `contains a space`
	rdb.Rename(ctx, "queue:jobs", "queue:jobs:old")
	rdb.Rename(ctx, "queue:jobs", "queue:"+"Jobs:Done") // want `segment "Jobs" is not snake_case` `segment "Done" is not snake_case`
	rdb.Keys(ctx, "user:*")                             // want `command KEYS is forbidden`
}

// Cluster uses *redis.ClusterClient.
func Cluster(ctx context.Context, rdb *redis.ClusterClient, name string) {
	rdb.HGet(ctx, "team:members:"+name, "Field Name")
	rdb.HSet(ctx, "team:Members", "f", "v")                       // want `segment "Members" is not snake_case`
	rdb.Expire(ctx, fmt.Sprintf("user:%q:name", name), time.Hour) // want `holds a <quoted> value`
	rdb.FlushAll(ctx)                                             // want `command FLUSHALL is forbidden`
}

// Universal uses the redis.UniversalClient interface.
func Universal(ctx context.Context, rdb redis.UniversalClient, at time.Time) {
	rdb.Incr(ctx, "stats:visits")
	rdb.Incr(ctx, fmt.Sprintf("stats:visits:%v", at)) // want `<time> value that renders a space and can render the separator ":"`
	rdb.LPush(ctx, "jobs:pending:", "job")            // want `ends with the separator ":"`
}

// Cmdable uses the redis.Cmdable interface.
func Cmdable(ctx context.Context, rdb redis.Cmdable, ids []int) {
	rdb.SAdd(ctx, "tags:all", "go")
	rdb.SAdd(ctx, "tags::all", "go")                                 // want `has an empty segment`
	rdb.Get(ctx, fmt.Sprintf("batch:%v", ids))                       // want `key "batch:<list>" holds a <list> value that renders '\[' and '\]', and can render a space`
	rdb.Exists(ctx, "feature:flags", "feature/x")                    // want `has 1 segment, fewer than min-depth 2` `key "feature/x" uses "/" between words`
	rdb.Get(ctx, fmt.Sprintf("filter:%v", struct{ A, B int }{1, 2})) // want `can render a space and "\{", an accidental hash tag`
}

// Strings uses a per-group interface, redis.StringCmdable.
func Strings(ctx context.Context, rdb redis.StringCmdable, id int64) {
	rdb.Get(ctx, "counter:"+strconv.FormatInt(id, 10))
	rdb.GetSet(ctx, "Counter:total", "0")  // want `segment "Counter" is not snake_case`
	rdb.Append(ctx, "log:{shard:log", "x") // want `has "\{" with no closing "\}"`
}
