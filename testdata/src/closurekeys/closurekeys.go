// Package closurekeys carries keys into a store through function values:
// closures kept in a variable or passed to a helper, and a store's method
// taken as a method value. The call through the function value is a key
// site with the key the caller passes.
package closurekeys

import (
	"context"
	"strconv"
	"time"

	"github.com/redis/go-redis/v9"
)

// Store takes locks in Redis.
type Store struct {
	rdb *redis.Client
}

func (s *Store) Lock(ctx context.Context, key string) error { // want Lock:`sink\(1→SETNX <string>\)`
	return s.rdb.SetNX(ctx, key, 1, time.Minute).Err()
}

// A closure held in a variable, called with the key.
func Jobs(ctx context.Context, s *Store, id int) error {
	lock := func(key string) error { return s.Lock(ctx, key) }
	return lock("jobs:Lock:" + strconv.Itoa(id)) // want `key \(through closurekeys.Store.Lock\) "jobs:Lock:<int>" segment "Lock" is not snake_case`
}

// withRetry calls the function it is given with the key it is given: a
// wrapper of its key, through the function value.
func withRetry(key string, try func(string) error) error {
	var err error
	for range 3 {
		if err = try(key); err == nil {
			return nil
		}
	}
	return err
}

// A closure passed to a helper that calls it with the key.
func Orders(ctx context.Context, rdb *redis.Client, id int) error {
	return withRetry("orders:Pending:"+strconv.Itoa(id), func(key string) error { // want `key \(through closurekeys.withRetry\) "orders:Pending:<int>" segment "Pending" is not snake_case`
		return rdb.Del(ctx, key).Err()
	})
}

// Service keeps its store; a method value of it is passed on.
type Service struct {
	Store *Store
}

func (v *Service) Reports(ctx context.Context, id int) error {
	lock := v.Store.Lock
	return lock(ctx, "reports:Lock:"+strconv.Itoa(id)) // want `key \(through closurekeys.Store.Lock\) "reports:Lock:<int>" segment "Lock" is not snake_case`
}

// Worker keeps the closure that locks in a field, set by its constructor.
type Worker struct {
	lock func(key string) error
}

func NewWorker(ctx context.Context, s *Store) *Worker {
	return &Worker{lock: func(key string) error { return s.Lock(ctx, key) }}
}

func (w *Worker) Run(id int) error {
	return w.lock("worker:Run:" + strconv.Itoa(id)) // want `key \(through closurekeys.Store.Lock\) "worker:Run:<int>" segment "Run" is not snake_case`
}
