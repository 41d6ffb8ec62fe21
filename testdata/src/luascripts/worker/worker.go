// Package worker keeps its redigo scripts in the fields its constructor
// sets.
package worker

import "github.com/gomodule/redigo/redis"

type Worker struct {
	fetch *redis.Script
	ack   *redis.Script
}

func New() *Worker {
	w := &Worker{ack: redis.NewScript(1, "return redis.call('LREM', KEYS[1], 1, ARGV[1])")}
	w.fetch = redis.NewScript(1, "return redis.call('RPOPLPUSH', KEYS[1], KEYS[1] .. ':InProgress')") // want `script touches key "<KEYS\[1\]>:InProgress" not passed in KEYS \(line 1\)` `key "jobs:mail:InProgress" segment "InProgress" is not snake_case`
	return w
}

func (w *Worker) Fetch(c redis.Conn) (interface{}, error) {
	return w.fetch.Do(c, "jobs:mail")
}

func (w *Worker) Ack(c redis.Conn, job string) error {
	_, err := w.ack.Do(c, "jobs:Mail:in_progress", job) // want `key "jobs:Mail:in_progress" segment "Mail" is not snake_case`
	return err
}
