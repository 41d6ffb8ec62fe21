// Package cmdprefix keeps sessions with redigo through a wrapper that
// takes the command name and prefixes the key, its first argument, before
// sending the command.
package cmdprefix

import (
	"strconv"

	"github.com/gomodule/redigo/redis"
)

// Store keeps sessions under a prefix.
type Store struct {
	pool   *redis.Pool
	prefix string
}

// NewStore returns the store of the application's sessions.
func NewStore(pool *redis.Pool) *Store { return &Store{pool: pool, prefix: "app:"} }

// do prefixes the key and sends one command.
func (s *Store) do(commandName string, args ...interface{}) (interface{}, error) {
	if len(args) > 0 {
		args[0] = s.prefix + args[0].(string)
	}
	conn := s.pool.Get()
	defer conn.Close()
	return conn.Do(commandName, args...)
}

// Load reads a session.
func (s *Store) Load(id int) (string, error) {
	return redis.String(s.do("GET", "session:"+strconv.Itoa(id)))
}

// Save writes a session with its lifetime.
func (s *Store) Save(id int, data string) error {
	_, err := s.do("SETEX", "Session:"+strconv.Itoa(id), 3600, data) // want `key \(through cmdprefix.Store.do\) "app:Session:<int>" segment "Session" is not snake_case`
	return err
}
