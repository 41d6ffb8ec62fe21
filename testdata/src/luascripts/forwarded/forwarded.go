// Package forwarded runs its scripts inside functions that take the keys
// and the prefix from their callers: a key a script builds from the
// prefix lies in the slot of the keys passed in KEYS when every call
// passes the same queue's tag to both.
package forwarded

import (
	"context"

	"github.com/redis/go-redis/v9"
)

type Store struct{ rdb *redis.Client }

func pendingKey(queue string) string    { return "app:{" + queue + "}:pending" }
func taskPrefix(queue string) string    { return "app:{" + queue + "}:t:" }
func archivePrefix(queue string) string { return "archive:" + queue + ":t:" }

// touchTasks marks each task of a list under the prefix it is given.
var touchTasks = redis.NewScript( // want touchTasks:`script\(KEYS \?, calls 2\)`
	"local ids = redis.call('LRANGE', KEYS[1], 0, -1)\n" +
		"for _, id in ipairs(ids) do redis.call('HSET', ARGV[1] .. id, 'seen', 1) end\n" +
		"return ids")

func (s *Store) touch(ctx context.Context, list, prefix string) error {
	return touchTasks.Run(ctx, s.rdb, []string{list}, prefix).Err()
}

// Touch passes the list and the prefix of one queue: one slot.
func (s *Store) Touch(ctx context.Context, queue string) error { // want Touch:`sink\(1→EVALSHA app:\{<string>\}:pending\)`
	pending := pendingKey(queue)
	return s.touch(ctx, pending, taskPrefix(queue))
}

// sweepTasks is the same script, run by a function one of whose callers
// passes a prefix without the queue's tag.
var sweepTasks = redis.NewScript( // want sweepTasks:`script\(KEYS \?, calls 2\)`
	"local ids = redis.call('LRANGE', KEYS[1], 0, -1)\n" +
		"for _, id in ipairs(ids) do redis.call('HSET', ARGV[1] .. id, 'seen', 1) end\n" + // want `script touches key "<ARGV\[1\]><\? element of the reply of LRANGE>" not passed in KEYS \(line 2\)`
		"return ids")

func (s *Store) sweep(ctx context.Context, list, prefix string) error {
	return sweepTasks.Run(ctx, s.rdb, []string{list}, prefix).Err()
}

// Sweep sweeps a queue's tasks, then its archive's.
func (s *Store) Sweep(ctx context.Context, queue string) error { // want Sweep:`sink\(1→EVALSHA app:\{<string>\}:pending\)`
	if err := s.sweep(ctx, pendingKey(queue), taskPrefix(queue)); err != nil {
		return err
	}
	return s.sweep(ctx, pendingKey(queue), archivePrefix(queue))
}
