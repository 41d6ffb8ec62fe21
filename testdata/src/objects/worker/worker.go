// Package worker moves jobs between Redis lists and keeps sessions under
// the key space buckets.Sessions names; the media buckets are for the
// object store and never reach Redis.
package worker

import (
	"context"

	"github.com/redis/go-redis/v9"

	"objects/buckets"
)

type queue struct {
	name string
	dead string
}

type Worker struct {
	rdb *redis.Client
}

func (w *Worker) Session(ctx context.Context, sid string) (string, error) { // want Session:`sink\(1→GET sessions:<string>\)`
	return w.rdb.Get(ctx, buckets.Sessions.Name+":"+sid).Result()
}

// Retry puts a job back on the pending list.
func (w *Worker) Retry(ctx context.Context, id string) error {
	q := queue{name: "jobs:pending", dead: "jobs:dead"}
	return w.rdb.LPush(ctx, q.name, id).Err()
}

// Bury moves a mail job to the mail queue's dead list, named badly.
func (w *Worker) Bury(ctx context.Context, id string) error {
	mail := &queue{name: "mail:pending", dead: "Mail:Dead"} // want `key "Mail:Dead" segment "Mail" is not snake_case` `key "Mail:Dead" segment "Dead" is not snake_case`
	return w.rdb.LPush(ctx, mail.dead, id).Err()
}
