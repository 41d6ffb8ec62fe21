package goredisv9

import (
	"context"
	"fmt"

	"github.com/redis/go-redis/v9"
)

const incrScript = `return redis.call("INCRBY", KEYS[1], ARGV[1])`

// Generic sends commands through Do: which arguments are keys comes from
// the command table.
func Generic(ctx context.Context, rdb *redis.Client, id int) {
	rdb.Do(ctx, "get", fmt.Sprintf("user:%d:name", id))
	rdb.Do(ctx, "GET", "User:Name")                               // want `segment "User" is not snake_case` `segment "Name" is not snake_case`
	rdb.Do(ctx, "set", "user:name", "Value With Spaces")          // the value is not a key
	rdb.Do(ctx, "zunionstore", "rank:all", 2, "rank:a", "Rank:B") // want `segment "Rank" is not snake_case` `segment "B" is not snake_case`
	rdb.Do(ctx, "keys", "*")                                      // want `command KEYS is forbidden`
}

// Scripts passes keys to Eval; the script body and ARGV are not keys.
func Scripts(ctx context.Context, rdb redis.Cmdable, id int) {
	rdb.Eval(ctx, incrScript, []string{"counter:" + fmt.Sprint(id)}, 1)
	rdb.Eval(ctx, incrScript, []string{"counter:Total"}, "Not A Key") // want `segment "Total" is not snake_case`
	rdb.EvalSha(ctx, "sha", []string{"counter:a", "counter b"})       // want `contains a space` `key "counter b" has 1 segment`
}

// MSet alternates keys and values, or takes a map.
func MSet(ctx context.Context, rdb redis.Cmdable) {
	rdb.MSet(ctx, "config:a", "Value A", "config:b", "Value B")
	rdb.MSet(ctx, "config:c", "1", "Config:D", "2")                   // want `segment "Config" is not snake_case` `segment "D" is not snake_case`
	rdb.MSet(ctx, map[string]any{"config:e": "x y", "config:F": 1})   // want `segment "F" is not snake_case`
	rdb.MSetNX(ctx, []string{"config:g", "Value G", "config.h", "1"}) // want `uses "\." between words instead of ":"` `key "config.h" has 1 segment`
}
