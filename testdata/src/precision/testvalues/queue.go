// Package testvalues is a job queue whose namespace the application
// configures; only its tests pass literal namespaces. A production key takes
// its values from production code: the tests' empty namespace must
// not reach the production sites below, in the package with its tests as in
// the package alone.
package testvalues

import (
	"context"

	"github.com/redis/go-redis/v9"
)

// Config is the queue's configuration, read from the application's file.
type Config struct {
	Namespace string
}

// keys builds the queue's keys under a namespace.
type keys struct {
	ns string
}

func newKeys(ns string) keys { return keys{ns: ns} }

func (k keys) pending() string { return k.ns + ":pending" }

// Queue is a named queue.
type Queue struct {
	rdb  *redis.Client
	keys keys
	ns   string
}

// Open returns the queue the configuration names.
func Open(rdb *redis.Client, cfg Config) *Queue { // want Open:`constructs\(ns: "<string>"\)`
	return newQueue(rdb, cfg.Namespace)
}

func newQueue(rdb *redis.Client, ns string) *Queue {
	return &Queue{rdb: rdb, keys: newKeys(ns), ns: ns}
}

func (q *Queue) Push(ctx context.Context, job string) error {
	return q.rdb.LPush(ctx, q.keys.pending(), job).Err()
}

// heartbeatKey is the key of the queue's heartbeat.
func heartbeatKey(ns string) string { return ns + ":heartbeat" }

// Start beats the queue's heartbeat until ctx is done.
func (q *Queue) Start(ctx context.Context) { // want Start:`sink\(-1→SET <string>:heartbeat\)`
	go q.heartbeat(ctx)
}

func (q *Queue) heartbeat(ctx context.Context) {
	for ctx.Err() == nil {
		q.rdb.Set(ctx, heartbeatKey(q.ns), "1", 0)
	}
}

// statsPrefix is where the queues' counters live.
var statsPrefix = "queue:stats"

// reap removes the pending jobs of a queue that stopped beating.
func reap(ctx context.Context, q *Queue) {
	q.rdb.Del(ctx, heartbeatKey(q.ns))
	q.rdb.Incr(ctx, statsPrefix+":reaped")
}

// Watch reaps the queues that stop beating.
func Watch(ctx context.Context, queues []*Queue) {
	for _, q := range queues {
		go reap(ctx, q)
	}
}
