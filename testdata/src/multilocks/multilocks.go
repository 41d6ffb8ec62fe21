// Package multilocks takes one lock over several keys with redislock's
// ObtainMulti: every key of the list is set in one script, and the lock's
// later calls (Refresh, Release, TTL) act on all of them.
package multilocks

import (
	"context"
	"time"

	"github.com/bsm/redislock"
	"github.com/redis/go-redis/v9"
)

// Transfer locks both accounts of a transfer, then releases them.
func Transfer(ctx context.Context, locker *redislock.Client, from, to string) error { // want Transfer:`sink\(2→SET lock:account:<string>; 3→SET lock:Account:<string>; 2→DEL lock:account:<string>; 3→DEL lock:Account:<string>; 2→PEXPIRE lock:account:<string>; 3→PEXPIRE lock:Account:<string>\)`
	keys := []string{"lock:account:" + from, "lock:Account:" + to} // want `segment "Account" is not snake_case`
	lock, err := locker.ObtainMulti(ctx, keys, time.Second, nil)
	if err != nil {
		return err
	}
	defer lock.Release(ctx)
	return lock.Refresh(ctx, time.Minute, nil)
}

// Batch locks a list of jobs with the package function, and reads the
// keys back from the lock.
func Batch(ctx context.Context, rdb *redis.Client, job string) error { // want Batch:`sink\(2→SET lock:job:<string>; 2→SET lock:job:<string>:lease; 2→PTTL lock:job:<string>; 2→PTTL lock:job:<string>:lease; 2→DEL lock:job:<string>:pending; 2→DEL lock:job:<string>:lease:pending; 2→DEL lock:job:<string>; 2→DEL lock:job:<string>:lease\)`
	lock, err := redislock.ObtainMulti(ctx, rdb, []string{"lock:job:" + job, "lock:job:" + job + ":lease"}, time.Second, nil)
	if err != nil {
		return err
	}
	if _, err := lock.TTL(ctx); err != nil {
		return err
	}
	for _, k := range lock.Keys() {
		rdb.Del(ctx, k+":pending")
	}
	return lock.Release(ctx)
}
