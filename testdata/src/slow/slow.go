// Package slow is checked with the default slow commands.
package slow

import (
	"context"

	redigo "github.com/gomodule/redigo/redis"
	"github.com/redis/go-redis/v9"
)

func slow(ctx context.Context, rdb *redis.Client, c redigo.Conn) {
	rdb.HGetAll(ctx, "user:profile:1")              // want `command HGETALL is slow on large values: it reads the whole hash at once; iterate with HSCAN`
	rdb.SMembers(ctx, "user:tags:1")                // want `command SMEMBERS is slow on large values: it reads the whole set at once; iterate with SSCAN`
	rdb.LRange(ctx, "user:recent_orders", 0, -1)    // want `command LRANGE is slow on large values: 0 -1 reads the whole list at once; read it in pages`
	rdb.LRange(ctx, "user:recent_orders", 0, 9)     // a page is fine
	rdb.ZRange(ctx, "game:leaderboard", 0, -1)      // want `command ZRANGE is slow on large values: 0 -1 reads the whole sorted set at once; iterate with ZSCAN or read it in pages`
	rdb.ZRange(ctx, "game:leaderboard", 0, 99)      // a page is fine
	rdb.SInter(ctx, "user:tags:1", "user:tags:2")   // want `command SINTER is slow on large values: it can walk whole sets; iterate with SSCAN`
	rdb.Do(ctx, "hgetall", "user:profile:1")        // want `command HGETALL is slow on large values: it reads the whole hash at once; iterate with HSCAN`
	c.Do("LRANGE", "user:recent_orders", 0, -1)     // want `command LRANGE is slow on large values: 0 -1 reads the whole list at once; read it in pages`
	c.Do("LRANGE", "user:recent_orders", "0", "-1") // want `command LRANGE is slow on large values: 0 -1 reads the whole list at once; read it in pages`
	rdb.HGet(ctx, "user:profile:1", "name")         // not slow
	rdb.Keys(ctx, "user:*")                         // forbidden still // want `command KEYS is forbidden: it blocks Redis while it walks every key; iterate with SCAN`
}
