// Package redsync is a small stand-in for github.com/go-redsync/redsync/v4
// with the exported signatures of v4.13.0 that the tests use: a mutex
// whose name is its Redis key.
package redsync

import (
	"context"
	"time"

	"github.com/go-redsync/redsync/v4/redis"
)

type Redsync struct{ pools []redis.Pool }

func New(pools ...redis.Pool) *Redsync { return &Redsync{pools: pools} }

type Option interface{ Apply(*Mutex) }

type OptionFunc func(*Mutex)

func (f OptionFunc) Apply(mutex *Mutex) { f(mutex) }

func WithExpiry(expiry time.Duration) Option { return OptionFunc(func(*Mutex) {}) }

func (r *Redsync) NewMutex(name string, options ...Option) *Mutex {
	return &Mutex{name: name}
}

type Mutex struct{ name string }

func (m *Mutex) Name() string                                    { return m.name }
func (m *Mutex) Value() string                                   { return "" }
func (m *Mutex) Until() time.Time                                { return time.Time{} }
func (m *Mutex) TryLock() error                                  { return nil }
func (m *Mutex) TryLockContext(ctx context.Context) error        { return nil }
func (m *Mutex) Lock() error                                     { return nil }
func (m *Mutex) LockContext(ctx context.Context) error           { return nil }
func (m *Mutex) Unlock() (bool, error)                           { return true, nil }
func (m *Mutex) UnlockContext(ctx context.Context) (bool, error) { return true, nil }
func (m *Mutex) Extend() (bool, error)                           { return true, nil }
func (m *Mutex) ExtendContext(ctx context.Context) (bool, error) { return true, nil }
func (m *Mutex) Valid() (bool, error)                            { return true, nil }
func (m *Mutex) ValidContext(ctx context.Context) (bool, error)  { return true, nil }
