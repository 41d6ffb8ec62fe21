// Package handed runs its scripts through one runner method that takes
// the script, KEYS and ARGV, and hands a script in KEYS the prefix of the
// task keys it builds: the prefix is no key, the keys built from it are.
package handed

import (
	"context"

	"github.com/redis/go-redis/v9"
)

type Queue struct{ rdb *redis.Client }

func pendingKey(queue string) string { return "app:{" + queue + "}:pending" }
func taskPrefix(queue string) string { return "app:{" + queue + "}:t:" }
func donePrefix(queue string) string { return "app:{" + queue + "}:done:" }
func markPrefix(queue string) string { return "app:{" + queue + "}:m:" } // want `key \(through handed.Queue.run\) "app:\{<string>\}:m:" ends with the separator ":"`

// purge deletes a queue's tasks under the prefix in KEYS[2].
var purge = redis.NewScript( // want purge:`script\(KEYS \?, calls 4\)`
	"local ids = redis.call('LRANGE', KEYS[1], 0, -1)\n" +
		"for _, id in ipairs(ids) do redis.call('DEL', KEYS[2] .. id) end\n" +
		"redis.call('DEL', KEYS[2] .. 'Index')\n" + // want `key "app:\{<string>\}:t:Index" segment "Index" is not snake_case`
		"return redis.call('DEL', KEYS[1])")

// run runs the script it is handed.
func (q *Queue) run(ctx context.Context, s *redis.Script, keys []string, args ...any) error {
	return s.Run(ctx, q.rdb, keys, args...).Err()
}

// Purge runs purge through the runner.
func (q *Queue) Purge(ctx context.Context, queue string) error { // want Purge:`sink\(1→EVALSHA app:\{<string>\}:pending\)`
	return q.run(ctx, purge, []string{pendingKey(queue), taskPrefix(queue)})
}

// drain deletes a queue's finished tasks under the prefix in KEYS[2].
var drain = redis.NewScript( // want drain:`script\(KEYS \?, calls 3\)`
	"local ids = redis.call('LRANGE', KEYS[1], 0, -1)\n" +
		"for _, id in ipairs(ids) do redis.call('DEL', KEYS[2] .. id) end\n" +
		"return redis.call('DEL', KEYS[1])")

// Drain runs drain in place.
func (q *Queue) Drain(ctx context.Context, queue string) error { // want Drain:`sink\(1→EVALSHA app:\{<string>\}:pending\)`
	return drain.Run(ctx, q.rdb, []string{pendingKey(queue), donePrefix(queue)}).Err()
}

// touch uses KEYS[1] as a prefix and as a key: it is a key.
var touch = redis.NewScript("redis.call('SET', KEYS[1] .. 'x', 1)\nreturn redis.call('GET', KEYS[1])") // want touch:`script\(KEYS \?, calls 2\)`

// Touch runs touch with a prefix as its key.
func (q *Queue) Touch(ctx context.Context, queue string) error { // want Touch:`sink\(1→EVALSHA app:\{<string>\}:m:\)`
	return q.run(ctx, touch, []string{markPrefix(queue)})
}

// runQuiet hands on the script it is handed: which one, its callers say.
func (q *Queue) runQuiet(ctx context.Context, s *redis.Script, keys []string) {
	_ = q.run(ctx, s, keys)
}
