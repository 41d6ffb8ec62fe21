// Package goredisv9 calls every kind of go-redis v9 receiver with a key
// that breaks one rule, so each call must be recognised as a key site.
package goredisv9

import (
	"context"

	"github.com/redis/go-redis/v9"
)

func clients(ctx context.Context, rdb *redis.Client, cluster *redis.ClusterClient, uni redis.UniversalClient, cmd redis.Cmdable) {
	rdb.Get(ctx, "Client:user")                            // want `key "Client:user" segment "Client" is not snake_case`
	cluster.Get(ctx, "Cluster:user")                       // want `key "Cluster:user" segment "Cluster" is not snake_case`
	uni.Get(ctx, "Universal:user")                         // want `key "Universal:user" segment "Universal" is not snake_case`
	cmd.Get(ctx, "Cmdable:user")                           // want `key "Cmdable:user" segment "Cmdable" is not snake_case`
	redis.NewClient(&redis.Options{}).Get(ctx, "New:user") // want `key "New:user" segment "New" is not snake_case`
}

func moreReceivers(ctx context.Context, ring *redis.Ring, rdb *redis.Client) {
	ring.Get(ctx, "Ring:user")       // want `key "Ring:user" segment "Ring" is not snake_case`
	rdb.Conn().Get(ctx, "Conn:user") // want `key "Conn:user" segment "Conn" is not snake_case`
}

// A per-group interface such as StringCmdable or HashCmdable is what
// small consumers accept.
func groups(ctx context.Context, s redis.StringCmdable, h redis.HashCmdable) {
	s.Set(ctx, "String:user", "v", 0) // want `key "String:user" segment "String" is not snake_case`
	h.HGet(ctx, "Hash:user", "Field") // want `key "Hash:user" segment "Hash" is not snake_case`
}

func pipelines(ctx context.Context, rdb *redis.Client) {
	_, _ = rdb.Pipelined(ctx, func(pipe redis.Pipeliner) error {
		pipe.Incr(ctx, "Pipelined:count") // want `key "Pipelined:count" segment "Pipelined" is not snake_case`
		return nil
	})
	pipe := rdb.Pipeline()
	pipe.Incr(ctx, "Pipeline:count") // want `key "Pipeline:count" segment "Pipeline" is not snake_case`
	_ = rdb.Watch(ctx, func(tx *redis.Tx) error {
		tx.Get(ctx, "Tx:user") // want `key "Tx:user" segment "Tx" is not snake_case`
		return nil
	}, "Watched:user") // want `key "Watched:user" segment "Watched" is not snake_case`
}

func generic(ctx context.Context, rdb *redis.Client) {
	rdb.Do(ctx, "get", "Do:user")                                        // want `key "Do:user" segment "Do" is not snake_case`
	rdb.Do(ctx, "zunionstore", "Zunion:dest", 2, "zunion:a", "Zunion:b") // want `key "Zunion:dest" segment "Zunion" is not snake_case` `key "Zunion:b" segment "Zunion" is not snake_case`
	rdb.Do(ctx, "set", "do:user", "Not A Key")
}

func multi(ctx context.Context, rdb *redis.Client) {
	rdb.MSet(ctx, "Mset:a", "Value One", "mset:b", "value")         // want `key "Mset:a" segment "Mset" is not snake_case`
	rdb.MSet(ctx, map[string]interface{}{"MsetMap:a": "Value One"}) // want `key "MsetMap:a" segment "MsetMap" is not snake_case`
	rdb.MSet(ctx, []string{"MsetSlice:a", "Value One"})             // want `key "MsetSlice:a" segment "MsetSlice" is not snake_case`
	rdb.MSetNX(ctx, "Msetnx:a", 1)                                  // want `key "Msetnx:a" segment "Msetnx" is not snake_case`
	rdb.Del(ctx, "del:a", "Del:b")                                  // want `key "Del:b" segment "Del" is not snake_case`
	rdb.Rename(ctx, "rename:from", "Rename:to")                     // want `key "Rename:to" segment "Rename" is not snake_case`
}

func scripts(ctx context.Context, rdb *redis.Client) {
	rdb.Eval(ctx, "return redis.call('GET', KEYS[1])", []string{"Eval:key"}, "Arg Value") // want `key "Eval:key" segment "Eval" is not snake_case`
	rdb.EvalSha(ctx, "sha", []string{"EvalSha:key"})                                      // want `key "EvalSha:key" segment "EvalSha" is not snake_case`
	s := redis.NewScript("return 1")
	s.Run(ctx, rdb, []string{"Run:key"}, "arg") // want `key "Run:key" segment "Run" is not snake_case`
}

func streams(ctx context.Context, rdb *redis.Client) {
	rdb.XAdd(ctx, &redis.XAddArgs{Stream: "Xadd:stream", Values: map[string]interface{}{"Some Field": 1}}) // want `key "Xadd:stream" segment "Xadd" is not snake_case`
	rdb.XRead(ctx, &redis.XReadArgs{Streams: []string{"Xread:stream", "0-0"}})                             // want `key "Xread:stream" segment "Xread" is not snake_case`
	rdb.XLen(ctx, "Xlen:stream")                                                                           // want `key "Xlen:stream" segment "Xlen" is not snake_case`
}

func sorted(ctx context.Context, rdb *redis.Client) {
	rdb.ZUnionStore(ctx, "Zstore:dest", &redis.ZStore{Keys: []string{"zstore:a", "Zstore:b"}, Weights: []float64{1, 2}}) // want `key "Zstore:dest" segment "Zstore" is not snake_case` `key "Zstore:b" segment "Zstore" is not snake_case`
	rdb.ZInterStore(ctx, "zinter:dest", &redis.ZStore{Keys: []string{"zinter:a", "Zinter:b"}})                           // want `key "Zinter:b" segment "Zinter" is not snake_case`
	rdb.ZAdd(ctx, "Zadd:board", redis.Z{Score: 1, Member: "Some Member"})                                                // want `key "Zadd:board" segment "Zadd" is not snake_case`
}
