// Package jobs queues background jobs in Redis lists. A queue's keys are
// "<namespace>:<name>:pending"; the namespace is an option.
package jobs

import (
	"context"

	"github.com/redis/go-redis/v9"
)

// Queue is one named list of pending jobs.
type Queue struct {
	rdb       *redis.Client
	namespace string
	name      string
}

// An Option changes how a queue is made.
type Option func(*Queue)

// WithNamespace puts the queue's keys under ns instead of "jobs".
func WithNamespace(ns string) Option { // want WithNamespace:`option\(namespace: "<string>"\)`
	return func(q *Queue) { q.namespace = ns }
}

// NewQueue returns the queue called name.
func NewQueue(rdb *redis.Client, name string, opts ...Option) *Queue { // want NewQueue:`constructs\(name: "<string>"; namespace: "jobs"\)`
	q := &Queue{rdb: rdb, namespace: "jobs", name: name}
	for _, o := range opts {
		o(q)
	}
	return q
}

// Push adds a job to the queue.
func (q *Queue) Push(ctx context.Context, payload string) error { // want Push:`sink\(-1→LPUSH <string>:<string>:pending\)`
	return q.rdb.LPush(ctx, q.namespace+":"+q.name+":pending", payload).Err()
}
