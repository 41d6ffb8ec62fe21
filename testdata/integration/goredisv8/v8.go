// Package goredisv8 calls the real go-redis v8, whose API matches v9 for
// the basics.
package goredisv8

import (
	"context"
	"fmt"
	"strconv"
	"time"

	"github.com/go-redis/redis/v8"
)

const prefix = "v8:user:"

// Client uses *redis.Client and its generic Do.
func Client(ctx context.Context, rdb *redis.Client, id int) {
	rdb.Get(ctx, prefix+strconv.Itoa(id))
	rdb.Get(ctx, prefix+"Name") // want `segment "Name" is not snake_case`
	rdb.Set(ctx, fmt.Sprintf("v8:user:%d", id), "v", time.Minute)
	rdb.Do(ctx, "del", "v8:user:1", "v8:User:2") // want `segment "User" is not snake_case`
	rdb.Keys(ctx, "v8:*")                        // want `command KEYS is forbidden`
}

// Cluster uses *redis.ClusterClient.
func Cluster(ctx context.Context, rdb *redis.ClusterClient, f float64) {
	rdb.ZAdd(ctx, "v8:rank:all", &redis.Z{Score: f, Member: "m"})
	rdb.ZAdd(ctx, fmt.Sprintf("v8:rank:%v", f), &redis.Z{Score: f, Member: "m"}) // want `holds a <float> value that can render "\." instead of the separator ":"`
}

// Interfaces uses redis.UniversalClient and redis.Cmdable.
func Interfaces(ctx context.Context, u redis.UniversalClient, c redis.Cmdable) {
	u.SMembers(ctx, "v8:set:members")
	u.SMembers(ctx, "v8:set:Members")                                   // want `segment "Members" is not snake_case`
	c.Eval(ctx, "return 1", []string{"v8:script:key", "v8:script key"}) // want `contains a space`
	c.MSet(ctx, "v8:config:a", "1", "v8.config.b", "2")                 // want `key "v8\.config\.b" uses "\." between words` `key "v8\.config\.b" has 1 segment`
}

// Pipelines uses Pipelined, TxPipelined and Watch with a *redis.Tx.
func Pipelines(ctx context.Context, rdb *redis.Client, name string) error {
	if _, err := rdb.Pipelined(ctx, func(pipe redis.Pipeliner) error {
		pipe.Incr(ctx, "v8:hits:"+name)
		pipe.Incr(ctx, "v8:Hits:"+name) // want `segment "Hits" is not snake_case`
		return nil
	}); err != nil {
		return err
	}
	if _, err := rdb.TxPipelined(ctx, func(pipe redis.Pipeliner) error {
		pipe.Del(ctx, "v8:tx:a", "v8:tx:") // want `ends with the separator ":"`
		return nil
	}); err != nil {
		return err
	}
	return rdb.Watch(ctx, func(tx *redis.Tx) error {
		tx.Get(ctx, "v8:watch:Value") // want `segment "Value" is not snake_case`
		return nil
	}, "v8:watch:value", "v8::watch") // want `has an empty segment`
}
