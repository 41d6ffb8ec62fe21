// Package limits counts with a rueidis Lua script.
package limits

import (
	"context"

	"github.com/redis/rueidis"
)

var incr = rueidis.NewLuaScript("local n = redis.call('INCRBY', KEYS[1], ARGV[1]) redis.call('SADD', 'limits:Names', KEYS[1]) return n") // want incr:`script\(KEYS \?, calls 2\)` `script touches key "limits:Names" not passed in KEYS \(line 1\)` `key "limits:Names" segment "Names" is not snake_case`

func Incr(ctx context.Context, c rueidis.Client) error {
	return incr.Exec(ctx, c, []string{"limits:count:login"}, []string{"1"}).Error()
}
