// Package redigo sends commands through every redigo entry point: which
// arguments are keys comes from the command table.
package redigo

import (
	"context"
	"time"

	"github.com/gomodule/redigo/redis"
)

func conn(ctx context.Context, c redis.Conn, cc redis.ConnWithContext, ct redis.ConnWithTimeout) {
	c.Do("GET", "Do:user") // want `key "Do:user" segment "Do" is not snake_case`
	c.Do("set", "profile:user", "Not A Key")
	c.Send("INCR", "Send:count")                                         // want `key "Send:count" segment "Send" is not snake_case`
	cc.DoContext(ctx, "GET", "DoContext:user")                           // want `key "DoContext:user" segment "DoContext" is not snake_case`
	ct.DoWithTimeout(time.Second, "GET", "DoWithTimeout:user")           // want `key "DoWithTimeout:user" segment "DoWithTimeout" is not snake_case`
	redis.DoContext(c, ctx, "GET", "FuncDoContext:user")                 // want `key "FuncDoContext:user" segment "FuncDoContext" is not snake_case`
	redis.DoWithTimeout(c, time.Second, "GET", "FuncDoWithTimeout:user") // want `key "FuncDoWithTimeout:user" segment "FuncDoWithTimeout" is not snake_case`
	c.Do("MGET", "mget:a", "Mget:b")                                     // want `key "Mget:b" segment "Mget" is not snake_case`
	c.Do("HSET", "hset:user", "Some Field", "Some Value")
	c.Do("RENAME", "rename:from", "Rename:to") // want `key "Rename:to" segment "Rename" is not snake_case`
}

func args(c redis.Conn, id int) {
	c.Do("MSET", redis.Args{}.Add("Args:a", "value").Add("args:b", "Another Value")...) // want `key "Args:a" segment "Args" is not snake_case`
	a := redis.Args{}.Add("ArgsVar:a").AddFlat(id)                                      // want `key "ArgsVar:a" segment "ArgsVar" is not snake_case`
	c.Do("HGET", a...)
	c.Do("DEL", []interface{}{"del:a", "Del:b"}...) // want `key "Del:b" segment "Del" is not snake_case`
}

var getScript = redis.NewScript(1, "return redis.call('GET', KEYS[1])") // want getScript:`script\(KEYS 1, calls 1\)`

func scripts(c redis.Conn) {
	s := redis.NewScript(2, "return redis.call('RENAME', KEYS[1], KEYS[2])")
	s.Do(c, "script:a", "Script:b", "Not A Key")         // want `key "Script:b" segment "Script" is not snake_case`
	s.Send(c, "script:a", "ScriptSend:b")                // want `key "ScriptSend:b" segment "ScriptSend" is not snake_case`
	getScript.Do(c, "Global:user", "Not A Key")          // want `key "Global:user" segment "Global" is not snake_case`
	redis.NewScript(1, "return 1").Do(c, "InPlace:user") // want `key "InPlace:user" segment "InPlace" is not snake_case`
}

func commands(c redis.Conn) {
	c.Do("KEYS", "user:*") // want `command KEYS is forbidden: it blocks Redis while it walks every key; iterate with SCAN`
	c.Do("flushall")       // want `command FLUSHALL is forbidden: it deletes every key of every database`
}
