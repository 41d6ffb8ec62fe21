// Package onlykeys passes text that breaks every naming rule everywhere a
// command takes something other than a key: values, fields, members,
// channels and patterns are never checked (script bodies: package
// scripts). The first call
// of each client has a bad key too, to show that its call is seen.
package onlykeys

import (
	"context"

	redigo "github.com/gomodule/redigo/redis"
	"github.com/redis/go-redis/v9"
	"github.com/redis/rueidis"
)

const bad = "Not A::Key {*}"

func goredis(ctx context.Context, rdb *redis.Client) {
	rdb.Set(ctx, "User:name", bad, 0) // want `key "User:name" segment "User" is not snake_case`
	rdb.HSet(ctx, "user:profile", bad, bad)
	rdb.HGet(ctx, "user:profile", bad)
	rdb.SAdd(ctx, "user:tags", bad)
	rdb.ZAdd(ctx, "game:board", redis.Z{Score: 1, Member: bad})
	rdb.LPush(ctx, "user:queue", bad, bad)
	rdb.Publish(ctx, bad, bad)
	rdb.SPublish(ctx, bad, bad)
	rdb.Subscribe(ctx, bad)
	rdb.Scan(ctx, 0, bad, 10)
	rdb.HScan(ctx, "user:profile", 0, bad, 10)
	rdb.ScriptLoad(ctx, bad)
	rdb.XAdd(ctx, &redis.XAddArgs{Stream: "user:events", ID: "*", Values: map[string]interface{}{bad: bad}})
	rdb.XGroupCreate(ctx, "user:events", bad, "$")
	rdb.Do(ctx, "set", "user:name", bad)
	rdb.Do(ctx, "publish", bad, bad)
}

func redigoCalls(c redigo.Conn) {
	c.Do("SET", "User:name", bad) // want `key "User:name" segment "User" is not snake_case`
	c.Do("HSET", "user:profile", bad, bad, bad, bad)
	c.Do("PUBLISH", bad, bad)
	c.Do("SCAN", 0, "MATCH", bad)
	c.Do("EVAL", bad, 1, "user:name", bad)
}

func rueidisCalls(ctx context.Context, client rueidis.Client) {
	client.Do(ctx, client.B().Set().Key("User:name").Value(bad).Build()) // want `key "User:name" segment "User" is not snake_case`
	client.Do(ctx, client.B().Publish().Channel(bad).Message(bad).Build())
	client.Do(ctx, client.B().Scan().Cursor(0).Match(bad).Build())
}
