// Package lockmaps keeps the locks it holds in maps, to extend them all
// from time to time and release each by its job: a lock read back from a
// map is one of the locks stored into it, with the key it was made with.
package lockmaps

import (
	"context"
	"strconv"
	"sync"

	"github.com/go-redsync/redsync/v4"
)

// Registry holds the locks of running jobs.
type Registry struct {
	rs *redsync.Redsync
	// held maps a job to its lock.
	held sync.Map
	// byName maps a report's name to its lock.
	byName map[string]*redsync.Mutex
	// adopted holds locks callers hand in: made elsewhere.
	adopted sync.Map
	// shared is handed to a function that may store any lock into it.
	shared sync.Map
}

// Take locks a job and keeps its lock.
func (r *Registry) Take(ctx context.Context, job int) error {
	m := r.rs.NewMutex("lock:job:" + strconv.Itoa(job))
	if err := m.LockContext(ctx); err != nil {
		return err
	}
	r.held.Store(job, m)
	return nil
}

// Report locks a report by name.
func (r *Registry) Report(name string) error { // want Report:`sink\(0→SET lock:report:<string>\)`
	m := r.rs.NewMutex("lock:report:" + name)
	r.byName[name] = m
	return m.Lock()
}

// Release unlocks a job's lock, read back from the sync.Map.
func (r *Registry) Release(job int) {
	if v, ok := r.held.LoadAndDelete(job); ok {
		v.(*redsync.Mutex).Unlock()
	}
}

// ExtendAll extends every job's lock, each read back by Range.
func (r *Registry) ExtendAll() {
	var all []*redsync.Mutex
	r.held.Range(func(_, v any) bool {
		if m, ok := v.(*redsync.Mutex); ok {
			all = append(all, m)
		}
		return true
	})
	for _, m := range all {
		m.Extend()
	}
}

// Finish unlocks a report's lock, read back from the plain map.
func (r *Registry) Finish(name string) {
	if m, ok := r.byName[name]; ok {
		m.Unlock()
	}
}

// Adopt keeps a lock made by the caller.
func (r *Registry) Adopt(key string, m *redsync.Mutex) {
	r.adopted.Store(key, m)
}

// Drop unlocks an adopted lock: its key is the caller's.
func (r *Registry) Drop(key string) {
	if v, ok := r.adopted.Load(key); ok {
		v.(*redsync.Mutex).Unlock()
	}
}

// Share keeps a job's lock in the shared map, which fill may write too.
func (r *Registry) Share(job int, fill func(*sync.Map)) {
	r.shared.Store(job, r.rs.NewMutex("lock:job:"+strconv.Itoa(job)))
	fill(&r.shared)
}

// Unshare unlocks a lock of the shared map: any lock fill stored.
func (r *Registry) Unshare(job int) {
	if v, ok := r.shared.Load(job); ok {
		v.(*redsync.Mutex).Unlock()
	}
}
