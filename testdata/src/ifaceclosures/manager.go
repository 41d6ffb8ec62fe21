// Package ifaceclosures keeps sessions in a store interface that only its
// importers implement, through closures: the manager hands the ticket a
// closure that saves under the key it is given, and the ticket calls it
// with its id. The keys the interface's calls send are those of the
// calls of the closures.
package ifaceclosures

import (
	"context"
	"encoding/hex"
	"fmt"
)

// Store is where the sessions are kept.
type Store interface {
	Save(ctx context.Context, key string, data []byte) error // want Save:`calls\(1\)`
	Clear(ctx context.Context, key string) error             // want Clear:`calls\(1\)`
}

type ticket struct{ id string }

func newTicket(cookie string, raw []byte) *ticket {
	return &ticket{id: fmt.Sprintf("%s:%s", cookie, hex.EncodeToString(raw))}
}

// saveSession saves the session under the ticket's id, through saver.
func (t *ticket) saveSession(data []byte, saver func(key string, data []byte) error) error {
	return saver(t.id, data)
}

// Manager saves sessions in its store.
type Manager struct{ Store Store }

func (m *Manager) Save(ctx context.Context, raw, data []byte) error {
	t := newTicket("session", raw)
	return t.saveSession(data, func(key string, data []byte) error {
		return m.Store.Save(ctx, key, data)
	})
}

// Clear deletes a session in a goroutine that takes the key.
func (m *Manager) Clear(ctx context.Context, user int) {
	go func(key string) {
		_ = m.Store.Clear(ctx, key)
	}(fmt.Sprintf("session:%d", user))
}
