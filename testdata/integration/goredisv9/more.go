package goredisv9

import (
	"context"
	"strconv"

	"github.com/redis/go-redis/v9"
)

var incrBy = redis.NewScript(`return redis.call("INCRBY", KEYS[1], ARGV[1])`)

// Others covers the remaining client types and argument structs.
func Others(ctx context.Context, ring *redis.Ring, rdb *redis.Client, id int) {
	ring.Get(ctx, "ring:user:"+strconv.Itoa(id))
	ring.Get(ctx, "Ring:user") // want `segment "Ring" is not snake_case`

	conn := rdb.Conn()
	defer conn.Close()
	conn.Get(ctx, "conn:user:1")
	conn.Get(ctx, "conn:User:1") // want `segment "User" is not snake_case`

	rdb.ZUnionStore(ctx, "rank:total", &redis.ZStore{Keys: []string{"rank:day:1", "rank:Day:2"}})            // want `segment "Day" is not snake_case`
	rdb.XAdd(ctx, &redis.XAddArgs{Stream: "events:Orders", Values: map[string]any{"Field Name": 1}})         // want `segment "Orders" is not snake_case`
	rdb.XRead(ctx, &redis.XReadArgs{Streams: []string{"events:orders", "events:Users", "0", "0-Not:A Key"}}) // want `segment "Users" is not snake_case`
	incrBy.Run(ctx, rdb, []string{"script:Counter"}, 1)                                                      // want `segment "Counter" is not snake_case`
}

// Locals rebuilds a key from every assignment that reaches its use.
func Locals(ctx context.Context, rdb *redis.Client, admin bool, id int) {
	key := "member:" + strconv.Itoa(id)
	if admin {
		key = "Admin:" + strconv.Itoa(id) // want `segment "Admin" is not snake_case`
	}
	rdb.Get(ctx, key)

	name := "name"
	name += ":First" // want `segment "First" is not snake_case`
	rdb.Get(ctx, "member:"+name)
}
