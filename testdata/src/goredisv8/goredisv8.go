// Package goredisv8 calls go-redis v8 (github.com/go-redis/redis/v8).
package goredisv8

import (
	"context"

	"github.com/go-redis/redis/v8"
)

func calls(ctx context.Context, rdb *redis.Client, cluster *redis.ClusterClient, uni redis.UniversalClient, cmd redis.Cmdable) {
	rdb.Get(ctx, "Client:user")                                                                // want `key "Client:user" segment "Client" is not snake_case`
	cluster.Get(ctx, "Cluster:user")                                                           // want `key "Cluster:user" segment "Cluster" is not snake_case`
	uni.Get(ctx, "Universal:user")                                                             // want `key "Universal:user" segment "Universal" is not snake_case`
	cmd.Get(ctx, "Cmdable:user")                                                               // want `key "Cmdable:user" segment "Cmdable" is not snake_case`
	rdb.Do(ctx, "get", "Do:user")                                                              // want `key "Do:user" segment "Do" is not snake_case`
	rdb.MSet(ctx, "Mset:a", "Value One")                                                       // want `key "Mset:a" segment "Mset" is not snake_case`
	rdb.Eval(ctx, "return 1", []string{"Eval:key"})                                            // want `key "Eval:key" segment "Eval" is not snake_case`
	rdb.XAdd(ctx, &redis.XAddArgs{Stream: "Xadd:stream"})                                      // want `key "Xadd:stream" segment "Xadd" is not snake_case`
	rdb.XRead(ctx, &redis.XReadArgs{Streams: []string{"Xread:stream", "0-0"}})                 // want `key "Xread:stream" segment "Xread" is not snake_case`
	rdb.ZUnionStore(ctx, "Zstore:dest", &redis.ZStore{Keys: []string{"zstore:a", "Zstore:b"}}) // want `key "Zstore:dest" segment "Zstore" is not snake_case` `key "Zstore:b" segment "Zstore" is not snake_case`
	_, _ = rdb.TxPipelined(ctx, func(pipe redis.Pipeliner) error {
		pipe.Incr(ctx, "Tx:count") // want `key "Tx:count" segment "Tx" is not snake_case`
		return nil
	})
	rdb.Keys(ctx, "user:*") // want `command KEYS is forbidden: it blocks Redis while it walks every key; iterate with SCAN`
}
