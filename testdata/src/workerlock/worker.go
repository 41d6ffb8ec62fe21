// Package workerlock runs workers that each hold a lease while they work.
package workerlock

import (
	"context"
	"fmt"
	"time"

	"github.com/redis/go-redis/v9"

	"workerlock/lock"
)

type pool struct {
	rdb   *redis.Client
	queue string
}

func (p *pool) acquire(ctx context.Context, id int) *lock.Lease {
	key := fmt.Sprintf("jobs:%s:worker_lock:%d", p.queue, id)
	l, err := lock.Acquire(ctx, p.rdb, key, "token", time.Minute)
	if err != nil {
		return nil
	}
	return l
}

func (p *pool) work(ctx context.Context, id int) {
	var lease *lock.Lease
	defer func() {
		if lease != nil {
			_ = lease.Release(ctx)
		}
	}()
	for ctx.Err() == nil {
		if lease == nil {
			lease = p.acquire(ctx, id)
		}
		time.Sleep(time.Second)
	}
}

func Run(ctx context.Context, rdb *redis.Client, queue string) { // want Run:`sink\(2→SETNX jobs:<string>:worker_lock:<int>\)`
	p := &pool{rdb: rdb, queue: queue}
	for i := 0; i < 4; i++ {
		go p.work(ctx, i)
	}
}
