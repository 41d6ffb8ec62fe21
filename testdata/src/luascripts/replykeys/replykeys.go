// Package replykeys runs scripts that name keys by what they read back:
// a task id from a schedule completed with a prefix passed in ARGV, and
// set keys kept as the members of a set.
package replykeys

import (
	"context"

	"github.com/redis/go-redis/v9"
)

type Store struct{ rdb *redis.Client }

// forwardScript moves the due tasks of a schedule: each id it reads back
// names a task hash under the prefix passed in ARGV[2].
var forwardScript = redis.NewScript( // want forwardScript:`script\(KEYS \?, calls 2\)`
	"local ids = redis.call('ZRANGEBYSCORE', KEYS[1], '-inf', ARGV[1])\n" +
		"for _, id in ipairs(ids) do\n" +
		"  redis.call('HSET', ARGV[2] .. id, 'state', 'pending')\n" +
		"end\n" +
		"return #ids")

// forward runs the script with the keys and the prefix its caller gives.
func (s *Store) forward(ctx context.Context, scheduled, taskPrefix string, now int64) error {
	return forwardScript.Run(ctx, s.rdb, []string{scheduled}, now, taskPrefix).Err()
}

// Forward passes one queue's schedule and task prefix: the task hash has
// the prefix's shape, in the slot of the schedule.
func (s *Store) Forward(ctx context.Context, queue string, now int64) error { // want Forward:`sink\(1→EVALSHA jobs:\{<string>\}:scheduled\)`
	return s.forward(ctx, "jobs:{"+queue+"}:scheduled", "jobs:{"+queue+"}:t:", now)
}

// ForwardRetries gives the task hash the same shape: it is listed once.
func (s *Store) ForwardRetries(ctx context.Context, queue string, now int64) error { // want ForwardRetries:`sink\(1→EVALSHA jobs:\{<string>\}:retry\)`
	return s.forward(ctx, "jobs:{"+queue+"}:retry", "jobs:{"+queue+"}:t:", now)
}

// expireScript walks a reply by index.
var expireScript = redis.NewScript( // want expireScript:`script\(KEYS \?, calls 2\)`
	"local res = redis.call('LRANGE', KEYS[1], 0, -1)\n" +
		"for i = 1, #res do redis.call('EXPIRE', 'jobs:done:' .. res[i], 60) end\n" + // want `script touches key "jobs:done:<\? element of the reply of LRANGE>" not passed in KEYS \(line 2\)`
		"return #res")

func (s *Store) Expire(ctx context.Context) error {
	return expireScript.Run(ctx, s.rdb, []string{"jobs:done"}).Err()
}

// reclaimScript deletes the sets whose names a set of sets holds: keys
// read back from Redis, which the script is not given in KEYS.
var reclaimScript = redis.NewScript( // want reclaimScript:`script\(KEYS \?, calls 2\)`
	"for _, key in ipairs(redis.call('ZRANGEBYSCORE', KEYS[1], '-inf', ARGV[1])) do\n" +
		"  redis.call('DEL', key)\n" + // want `script touches key "<\? element of the reply of ZRANGEBYSCORE>" read back from Redis, not passed in KEYS \(line 2\)`
		"end")

func (s *Store) Reclaim(ctx context.Context, queue string, now int64) error { // want Reclaim:`sink\(1→EVALSHA jobs:\{<string>\}:sets\)`
	return reclaimScript.Run(ctx, s.rdb, []string{"jobs:{" + queue + "}:sets"}, now).Err()
}

// closeScript moves a queue's open batch into a set of its own and keeps
// that set's key, given in KEYS, as a member of the queue's set of batches.
var closeScript = redis.NewScript( // want closeScript:`script\(KEYS \?, calls 2\)`
	"redis.call('RENAME', KEYS[1], KEYS[2])\n" +
		"redis.call('ZADD', KEYS[3], ARGV[1], KEYS[2])")

func (s *Store) Close(ctx context.Context, queue, batch string, deadline int64) error { // want Close:`sink\(1→EVALSHA jobs:\{<string>\}:open; .*1→EVALSHA jobs:\{<string>\}:batches\)`
	keys := []string{"jobs:{" + queue + "}:open", "jobs:{" + queue + "}:batch:" + batch, "jobs:{" + queue + "}:batches"}
	return closeScript.Run(ctx, s.rdb, keys, deadline).Err()
}

// CloseNow closes a batch with no delay: the set of batches gets a key of
// the same shape, listed once.
func (s *Store) CloseNow(ctx context.Context, queue, batch string) error { // want CloseNow:`sink\(1→EVALSHA jobs:\{<string>\}:open; .*1→EVALSHA jobs:\{<string>\}:batches\)`
	keys := []string{"jobs:{" + queue + "}:open", "jobs:{" + queue + "}:batch:" + batch, "jobs:{" + queue + "}:batches"}
	return closeScript.Run(ctx, s.rdb, keys, 0).Err()
}

// expireBatchesScript deletes the batches past their deadline: keys it
// reads back from the set that closeScript keeps them in, which have
// that script's shape of the batch's key.
var expireBatchesScript = redis.NewScript( // want expireBatchesScript:`script\(KEYS \?, calls 3\)`
	"for _, key in ipairs(redis.call('ZRANGEBYSCORE', KEYS[1], '-inf', ARGV[1])) do\n" +
		"  redis.call('DEL', key)\n" + // want `script touches key "<\? element of the reply of ZRANGEBYSCORE>" read back from Redis, not passed in KEYS \(line 2\)`
		"end\n" +
		"redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', ARGV[1])")

func (s *Store) ExpireBatches(ctx context.Context, queue string, now int64) error { // want ExpireBatches:`sink\(1→EVALSHA jobs:\{<string>\}:batches\)`
	return expireBatchesScript.Run(ctx, s.rdb, []string{"jobs:{" + queue + "}:batches"}, now).Err()
}

// tagScript tags each batch of the set of batches: a member completed
// into a key is text, not the shape of the key it is.
var tagScript = redis.NewScript( // want tagScript:`script\(KEYS \?, calls 2\)`
	"for _, id in ipairs(redis.call('ZRANGE', KEYS[1], 0, -1)) do redis.call('SET', 'tag:' .. id, 1) end") // want `script touches key "tag:<\? element of the reply of ZRANGE>" not passed in KEYS \(line 1\)`

func (s *Store) Tag(ctx context.Context, queue string) error { // want Tag:`sink\(1→EVALSHA jobs:\{<string>\}:batches\)`
	return tagScript.Run(ctx, s.rdb, []string{"jobs:{" + queue + "}:batches"}).Err()
}
