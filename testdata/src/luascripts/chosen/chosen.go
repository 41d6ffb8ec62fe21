// Package chosen runs one of two scripts, as a flag chooses, with the
// same keys and prefix: the call runs either, and the keys each builds
// are keys of the call.
package chosen

import (
	"context"

	"github.com/redis/go-redis/v9"
)

func pendingKey(queue string) string { return "app:{" + queue + "}:pending" }
func taskPrefix(queue string) string { return "app:{" + queue + "}:t:" }

// dropAll deletes a queue's tasks and its list.
var dropAll = redis.NewScript( // want dropAll:`script\(KEYS \?, calls 3\)`
	"for _, id in ipairs(redis.call('LRANGE', KEYS[1], 0, -1)) do redis.call('DEL', ARGV[1] .. id) end\n" +
		"return redis.call('DEL', KEYS[1])")

// dropTasks deletes a queue's tasks and their index.
var dropTasks = redis.NewScript( // want dropTasks:`script\(KEYS \?, calls 3\)`
	"for _, id in ipairs(redis.call('LRANGE', KEYS[1], 0, -1)) do redis.call('DEL', ARGV[1] .. id) end\n" +
		"return redis.call('DEL', ARGV[1] .. 'Index')") // want `key "app:\{<string>\}:t:Index" segment "Index" is not snake_case`

// Drop runs the script the flag chooses.
func Drop(ctx context.Context, rdb *redis.Client, queue string, all bool) error { // want Drop:`sink\(2→EVALSHA app:\{<string>\}:pending\)`
	var script *redis.Script
	if all {
		script = dropAll
	} else {
		script = dropTasks
	}
	return script.Run(ctx, rdb, []string{pendingKey(queue)}, taskPrefix(queue)).Err()
}
