// Package lockrows takes redsync mutexes the ways a scheduler's locker
// does: made and locked in one method, made in a branch, or made and
// handed to the caller. A mutex's SET is one row, at the call that sends
// it; a mutex the package never locks keeps its row where its name is
// given.
package lockrows

import (
	"context"
	"strconv"

	"github.com/go-redsync/redsync/v4"
)

// Locker locks jobs under a prefix.
type Locker struct {
	rs     *redsync.Redsync
	prefix string
}

func NewLocker(rs *redsync.Redsync) *Locker { return &Locker{rs: rs, prefix: "cron:lock:"} }

// Lock makes the job's mutex and locks it.
func (l *Locker) Lock(ctx context.Context, job string) (*redsync.Mutex, error) { // want Lock:`producer\("cron:lock:<string>"\)` Lock:`sink\(1→SET cron:lock:<string>\)`
	mu := l.rs.NewMutex(l.prefix + job)
	if err := mu.LockContext(ctx); err != nil {
		return nil, err
	}
	return mu, nil
}

// Shard picks the mutex in a branch, then locks whichever it made.
func Shard(rs *redsync.Redsync, shard int, global bool) error {
	var mu *redsync.Mutex
	if global {
		mu = rs.NewMutex("shard:global")
	} else {
		mu = rs.NewMutex("shard:" + strconv.Itoa(shard))
	}
	return mu.Lock()
}

// Mutex hands its mutex to the caller, who locks it elsewhere.
func Mutex(rs *redsync.Redsync, id int) *redsync.Mutex { // want Mutex:`producer\("report:<int>"\)`
	return rs.NewMutex("report:" + strconv.Itoa(id))
}
