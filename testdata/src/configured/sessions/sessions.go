// Package sessions keeps session data in Redis under a prefix: New uses
// the package's default, NewWithPrefix the caller's.
package sessions

import (
	"context"

	"github.com/redis/go-redis/v9"
)

// Store reads and writes sessions by token.
type Store struct {
	rdb    *redis.Client
	prefix string
}

// New returns a store whose keys start with the default prefix.
func New(rdb *redis.Client) *Store { // want New:`constructs\(prefix: "session:"\)`
	return NewWithPrefix(rdb, "session:")
}

// NewWithPrefix returns a store whose keys start with prefix.
func NewWithPrefix(rdb *redis.Client, prefix string) *Store { // want NewWithPrefix:`constructs\(prefix: "<string>"\)`
	return &Store{rdb: rdb, prefix: prefix}
}

// Find returns the data of a session.
func (s *Store) Find(ctx context.Context, token string) ([]byte, error) { // want Find:`sink\(1→GET <string><string>\)`
	return s.rdb.Get(ctx, s.prefix+token).Bytes()
}
