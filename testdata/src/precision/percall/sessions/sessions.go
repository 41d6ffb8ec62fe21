// Package sessions keeps sessions under a configurable prefix. All reads
// every session back through Find on its own receiver: the receiver is
// whatever object its caller holds, so the key has the prefixes the
// package's objects are made with, as in Find itself.
// "// keys:" lists the templates of the line's site.
package sessions

import "github.com/gomodule/redigo/redis"

// Store keeps the sessions.
type Store struct {
	pool   *redis.Pool
	prefix string
}

// New returns a store under the default prefix.
func New(pool *redis.Pool) *Store { return NewWithPrefix(pool, "session:") } // want New:`constructs\(prefix: "session:"\)`

// NewWithPrefix returns a store under the caller's prefix.
func NewWithPrefix(pool *redis.Pool, prefix string) *Store { // want NewWithPrefix:`constructs\(prefix: "<string>"\)`
	return &Store{pool: pool, prefix: prefix}
}

// Find returns a session's data.
func (s *Store) Find(token string) ([]byte, error) { // want Find:`sink\(0→GET <string><string>\)`
	conn := s.pool.Get()
	defer conn.Close()
	return redis.Bytes(conn.Do("GET", s.prefix+token)) // keys: session:<string> <string><string>
}

// All returns every session by its token.
func (s *Store) All() (map[string][]byte, error) { // want All:`sink\(-1→GET <string><string>\)`
	conn := s.pool.Get()
	defer conn.Close()
	keys, err := redis.Strings(conn.Do("KEYS", s.prefix+"*")) // want `command KEYS is forbidden`
	if err != nil {
		return nil, err
	}
	out := make(map[string][]byte)
	for _, key := range keys {
		token := key[len(s.prefix):]
		data, err := s.Find(token) // keys: session:<string> <string><string>
		if err != nil {
			return nil, err
		}
		out[token] = data
	}
	return out, nil
}

// Remote is a store whose prefix the package never sets: its callers
// set it. Its key is unknown at Get and at the call on its own receiver.
type Remote struct {
	Pool   *redis.Pool
	Prefix string
}

// Get returns a session's data.
func (r *Remote) Get(token string) ([]byte, error) { // want Get:`sink\(0→GET <string><string>\)`
	conn := r.Pool.Get()
	defer conn.Close()
	return redis.Bytes(conn.Do("GET", r.Prefix+token)) // keys: <string><string>
}

// Current returns the current session's data.
func (r *Remote) Current() ([]byte, error) { // want Current:`sink\(-1→GET <string>current\)`
	return r.Get("current") // keys: <string>current
}
