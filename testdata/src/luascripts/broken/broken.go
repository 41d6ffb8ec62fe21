// Package broken runs a script that does not parse.
package broken

import (
	"context"

	"github.com/redis/go-redis/v9"
)

var get = redis.NewScript("return redis.call('GET', KEYS[1]") // want get:`script\(the Lua script does not parse: syntax error: the script ends after "\]"\)`

func Get(ctx context.Context, rdb *redis.Client) error {
	return get.Run(ctx, rdb, []string{"cache:Entry"}).Err() // want `key "cache:Entry" segment "Entry" is not snake_case`
}
