// Package scriptargs runs redigo scripts on argument slices built by
// appends: the keys first (as many as NewScript was told), then the
// script's other arguments, some appended in a loop.
package scriptargs

import (
	"github.com/gomodule/redigo/redis"
)

const removeSrc = `return redis.call('ZREM', KEYS[1], ARGV[1])`

const moveSrc = `return redis.call('LMOVE', KEYS[1], KEYS[2], 'LEFT', 'RIGHT')`

type queue struct {
	pool *redis.Pool
	name string
	move *redis.Script
}

func newQueue(pool *redis.Pool, name string) *queue {
	return &queue{pool: pool, name: name, move: redis.NewScript(2, moveSrc)}
}

// forget removes a job from the dead set: one key, then the job's id.
func (q *queue) forget(id string) error {
	script := redis.NewScript(1, removeSrc)
	args := make([]interface{}, 0, 2)
	args = append(args, "jobs:"+q.name+":dead")
	args = append(args, id)
	conn := q.pool.Get()
	defer conn.Close()
	_, err := script.Do(conn, args...)
	return err
}

// retry moves a job back: two keys, then as many ids as it is given.
func (q *queue) retry(ids []string) error {
	args := []interface{}{"jobs:" + q.name + ":retry"}
	args = append(args, "jobs:"+q.name+":ready")
	for _, id := range ids {
		args = append(args, id)
	}
	conn := q.pool.Get()
	defer conn.Close()
	_, err := q.move.Do(conn, args...)
	return err
}

// requeue gives the script fewer known arguments than it has keys: the
// second key is among those appended in the loop.
func (q *queue) requeue(extra []string) error {
	args := []interface{}{"jobs:" + q.name + ":retry"}
	for _, k := range extra {
		args = append(args, k)
	}
	conn := q.pool.Get()
	defer conn.Close()
	_, err := q.move.Do(conn, args...)
	return err
}
