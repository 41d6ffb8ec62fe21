// Package goredisv6 calls go-redis v6 (github.com/go-redis/redis), whose
// methods take no context and whose commands are declared on *cmdable.
package goredisv6

import (
	"github.com/go-redis/redis"
)

func calls(rdb *redis.Client, cluster *redis.ClusterClient, uni redis.UniversalClient, cmd redis.Cmdable) {
	rdb.Get("Client:user")                           // want `key "Client:user" segment "Client" is not snake_case`
	cluster.Get("Cluster:user")                      // want `key "Cluster:user" segment "Cluster" is not snake_case`
	uni.Get("Universal:user")                        // want `key "Universal:user" segment "Universal" is not snake_case`
	cmd.Get("Cmdable:user")                          // want `key "Cmdable:user" segment "Cmdable" is not snake_case`
	rdb.Do("get", "Do:user")                         // want `key "Do:user" segment "Do" is not snake_case`
	cluster.Do("get", "ClusterDo:user")              // want `key "ClusterDo:user" segment "ClusterDo" is not snake_case`
	rdb.MSet("Mset:a", "Value One")                  // want `key "Mset:a" segment "Mset" is not snake_case`
	rdb.Eval("return 1", []string{"Eval:key"})       // want `key "Eval:key" segment "Eval" is not snake_case`
	rdb.XAdd(&redis.XAddArgs{Stream: "Xadd:stream"}) // want `key "Xadd:stream" segment "Xadd" is not snake_case`
	// v6's ZUnionStore takes the source keys as its last, variadic parameter.
	rdb.ZUnionStore("Zstore:dest", redis.ZStore{Weights: []float64{1, 2}}, "zstore:a", "Zstore:b") // want `key "Zstore:dest" segment "Zstore" is not snake_case` `key "Zstore:b" segment "Zstore" is not snake_case`
	_ = rdb.Watch(func(tx *redis.Tx) error {
		tx.Get("Tx:user") // want `key "Tx:user" segment "Tx" is not snake_case`
		return nil
	}, "Watched:user") // want `key "Watched:user" segment "Watched" is not snake_case`
	rdb.FlushDB() // want `command FLUSHDB is forbidden: it deletes every key of the database`
}
