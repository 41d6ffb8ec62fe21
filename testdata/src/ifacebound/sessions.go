// Package ifacebound keeps sessions through a store interface that only
// its importers implement: the keys it passes are keys only where a store
// that sends them to Redis is known, so the naming rules judge them
// there, at the implementing method.
package ifacebound

import (
	"context"
	"strconv"
)

// Store is what the sessions need of a key-value store.
type Store interface {
	Save(ctx context.Context, key string, data []byte) error // want Save:`calls\(2\)`
	Load(ctx context.Context, key string) ([]byte, error)    // want Load:`calls\(1\)`
	Do(ctx context.Context, cmd string, args ...any) error   // want Do:`calls\(1\)`
}

// Sessions stores each user's session.
type Sessions struct{ store Store }

func New(store Store) *Sessions { return &Sessions{store: store} }

// Save, Renew and Load spell the same key: one problem.
func (s *Sessions) Save(ctx context.Context, user int, data []byte) error {
	return s.store.Save(ctx, "session:"+strconv.Itoa(user)+":Data", data)
}

func (s *Sessions) Renew(ctx context.Context, user int, data []byte) error {
	return s.store.Save(ctx, "session:"+strconv.Itoa(user)+":Data", data)
}

func (s *Sessions) Load(ctx context.Context, user int) ([]byte, error) {
	return s.store.Load(ctx, "session:"+strconv.Itoa(user)+":Data")
}

func (s *Sessions) Touch(ctx context.Context, user int) error {
	return s.store.Do(ctx, "EXPIRE", "Session:"+strconv.Itoa(user), 60)
}
