// Package queue keeps items in a list, and for a queue that keeps each
// item once, in a set beside it. The set's name is the list's with the
// configured suffix, or "_members" when that suffix is empty.
package queue

import (
	"context"

	"github.com/redis/go-redis/v9"

	"normalised/settings"
)

// names are the keys of one queue, made once from its configuration.
type names struct {
	list, set string
	// owner is the caller's own name for the queue: no code fills it.
	owner string
}

// namesOf builds the keys of the queue called name.
func namesOf(name, owner string, q settings.Queue) *names {
	q = q.Normalised()
	n := &names{owner: owner}
	n.list = q.Namespace + name + q.ListSuffix
	n.set = n.list + q.SetSuffix
	if n.set == n.list {
		n.set += "_members"
	}
	return n
}

// stats name the queue's counters: their prefix ends in ':' once the
// pointer receiver has normalised it.
type stats struct {
	prefix string
}

func (s *stats) normalise() {
	if s.prefix != "" {
		s.prefix += ":"
	}
}

// Queue pushes and pops items.
type Queue struct {
	rdb   *redis.Client
	names *names
	stats stats
}

// New returns the queue called name.
func New(rdb *redis.Client, name, owner string, q settings.Queue) *Queue {
	qu := &Queue{rdb: rdb, names: namesOf(name, owner, q), stats: stats{prefix: "queue_stats"}}
	qu.stats.normalise()
	return qu
}

// Push adds an item once.
func (q *Queue) Push(ctx context.Context, item string) error {
	if err := q.rdb.SAdd(ctx, q.names.set, item).Err(); err != nil {
		return err
	}
	q.rdb.Incr(ctx, q.stats.prefix+"pushed")
	return q.rdb.RPush(ctx, q.names.list, item).Err()
}

// Owner reads the owner's record of the queue.
func (q *Queue) Owner(ctx context.Context) string {
	return q.rdb.Get(ctx, q.names.owner).Val()
}
