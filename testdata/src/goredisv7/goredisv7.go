// Package goredisv7 calls go-redis v7, whose methods take no context.
package goredisv7

import (
	"github.com/go-redis/redis/v7"
)

func calls(rdb *redis.Client, cluster *redis.ClusterClient, uni redis.UniversalClient, cmd redis.Cmdable) {
	rdb.Get("Client:user")                                                                // want `key "Client:user" segment "Client" is not snake_case`
	cluster.Get("Cluster:user")                                                           // want `key "Cluster:user" segment "Cluster" is not snake_case`
	uni.Get("Universal:user")                                                             // want `key "Universal:user" segment "Universal" is not snake_case`
	cmd.Get("Cmdable:user")                                                               // want `key "Cmdable:user" segment "Cmdable" is not snake_case`
	rdb.Do("get", "Do:user")                                                              // want `key "Do:user" segment "Do" is not snake_case`
	rdb.MSet("Mset:a", "Value One")                                                       // want `key "Mset:a" segment "Mset" is not snake_case`
	rdb.Eval("return 1", []string{"Eval:key"})                                            // want `key "Eval:key" segment "Eval" is not snake_case`
	rdb.XAdd(&redis.XAddArgs{Stream: "Xadd:stream"})                                      // want `key "Xadd:stream" segment "Xadd" is not snake_case`
	rdb.ZUnionStore("Zstore:dest", &redis.ZStore{Keys: []string{"zstore:a", "Zstore:b"}}) // want `key "Zstore:dest" segment "Zstore" is not snake_case` `key "Zstore:b" segment "Zstore" is not snake_case`
	_, _ = rdb.Pipelined(func(pipe redis.Pipeliner) error {
		pipe.Incr("Pipe:count") // want `key "Pipe:count" segment "Pipe" is not snake_case`
		return nil
	})
	rdb.FlushAll() // want `command FLUSHALL is forbidden: it deletes every key of every database`
}
