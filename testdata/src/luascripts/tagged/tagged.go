// Package tagged keeps tasks under a queue's hash tag: its scripts build
// task keys from a prefix passed in ARGV that holds the tag of the keys
// passed in KEYS, so on a cluster they live where the script runs.
package tagged

import (
	"context"

	"github.com/redis/go-redis/v9"
)

func pendingKey(queue string) string    { return "app:{" + queue + "}:pending" }
func taskPrefix(queue string) string    { return "app:{" + queue + "}:t:" }
func archivePrefix(queue string) string { return "archive:" + queue + ":t:" }

// listTasks reads each pending task's hash under the prefix it is given.
var listTasks = redis.NewScript( // want listTasks:`script\(KEYS \?, calls 2\)`
	"local ids = redis.call('LRANGE', KEYS[1], 0, -1)\n" +
		"for _, id in ipairs(ids) do redis.call('HGETALL', ARGV[1] .. id) end\n" +
		"return ids")

// Tasks passes the task prefix of the same queue: its tag proves one slot.
func Tasks(ctx context.Context, rdb *redis.Client, queue string) error { // want Tasks:`sink\(2→EVALSHA app:\{<string>\}:pending\)`
	return listTasks.Run(ctx, rdb, []string{pendingKey(queue)}, taskPrefix(queue)).Err()
}

// archiveTasks is the same script, run with a prefix that has no tag.
var archiveTasks = redis.NewScript( // want archiveTasks:`script\(KEYS \?, calls 2\)`
	"local ids = redis.call('LRANGE', KEYS[1], 0, -1)\n" +
		"for _, id in ipairs(ids) do redis.call('HGETALL', ARGV[1] .. id) end\n" + // want `script touches key "<ARGV\[1\]><\? element of the reply of LRANGE>" not passed in KEYS \(line 2\)`
		"return ids")

// Archive passes a prefix without the queue's tag: another slot.
func Archive(ctx context.Context, rdb *redis.Client, queue string) error { // want Archive:`sink\(2→EVALSHA app:\{<string>\}:pending\)`
	return archiveTasks.Run(ctx, rdb, []string{pendingKey(queue)}, archivePrefix(queue)).Err()
}
