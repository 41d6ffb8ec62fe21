// Package lockobjects takes distributed locks with redsync and redislock:
// the lock object keeps the key it was made with, and its later calls
// (Lock, Unlock, Extend, Refresh, Release) act on that key, wherever the
// lock travels.
package lockobjects

import (
	"context"
	"strconv"
	"time"

	"github.com/bsm/redislock"
	"github.com/go-redsync/redsync/v4"
	"github.com/go-redsync/redsync/v4/redis/goredis/v9"
	"github.com/redis/go-redis/v9"
)

// Orders locks an order with a mutex made in place.
func Orders(rdb *redis.Client, order int) error {
	rs := redsync.New(goredis.NewPool(rdb))
	m := rs.NewMutex("lock:order:" + strconv.Itoa(order))
	if err := m.Lock(); err != nil {
		return err
	}
	defer m.Unlock()
	_, err := m.Extend()
	return err
}

// Jobs keeps its mutex in a field: made in the constructor, released in
// another method.
type Jobs struct {
	mu *redsync.Mutex
}

func NewJobs(rs *redsync.Redsync, queue string) *Jobs { // want NewJobs:`constructs\(mu: "lock:Jobs:<string>"\)` NewJobs:`sink\(1→SET lock:Jobs:<string>\)`
	return &Jobs{mu: rs.NewMutex("lock:Jobs:" + queue)} // want `segment "Jobs" is not snake_case`
}

func (j *Jobs) Run() error { // want Run:`sink\(-1→SET <string>; -1→DEL <string>\)`
	if err := j.mu.TryLock(); err != nil {
		return err
	}
	_, err := j.mu.Unlock()
	return err
}

// Owner reads the lock's name back as a key.
func Owner(ctx context.Context, rdb *redis.Client, m *redsync.Mutex) string { // want Owner:`sink\(2→GET <string>:owner\)`
	return rdb.Get(ctx, m.Name()+":owner").Val()
}

// Payments obtains a lock and releases it when done.
func Payments(ctx context.Context, locker *redislock.Client, id int) error {
	lock, err := locker.Obtain(ctx, "lock:payment:"+strconv.Itoa(id), time.Second, nil)
	if err != nil {
		return err
	}
	defer lock.Release(ctx)
	return lock.Refresh(ctx, time.Minute, nil)
}

// acquire obtains the lock of an invoice; its caller releases it.
func acquire(ctx context.Context, rdb *redis.Client, id int) (*redislock.Lock, error) {
	return redislock.Obtain(ctx, rdb, "lock:Invoice:"+strconv.Itoa(id), time.Second, nil) // want `segment "Invoice" is not snake_case`
}

func Invoices(ctx context.Context, rdb *redis.Client, id int) error {
	lock, err := acquire(ctx, rdb, id)
	if err != nil {
		return err
	}
	if _, err := lock.TTL(ctx); err != nil {
		return err
	}
	rdb.Del(ctx, lock.Key()+":pending")
	return lock.Release(ctx)
}

// Batches hands the mutex's Unlock on as a method value.
func Batches(rs *redsync.Redsync, batch int) (func() (bool, error), error) {
	m := rs.NewMutex("lock:batch:" + strconv.Itoa(batch))
	if err := m.Lock(); err != nil {
		return nil, err
	}
	unlock := m.Unlock
	unlock()
	return unlock, nil
}
