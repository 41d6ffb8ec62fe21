// Package cmdwrapper keeps sessions with redigo through a wrapper that
// takes the command name, as many redigo stores do: each call of do with a
// literal name is a call of that command, its keys where the command
// table puts them.
package cmdwrapper

import (
	"strconv"

	"github.com/gomodule/redigo/redis"
)

// Store keeps sessions.
type Store struct{ pool *redis.Pool }

// do sends one command on a connection of the pool.
func (s *Store) do(commandName string, args ...interface{}) (interface{}, error) {
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
	_, err := s.do("SETEX", "Session:"+strconv.Itoa(id), 3600, data) // want `key \(through cmdwrapper.Store.do\) "Session:<int>" segment "Session" is not snake_case`
	return err
}

// Forget removes the session whose name it is given: Forget is a wrapper
// of its own, its callers' keys are checked.
func (s *Store) Forget(name string) error { // want Forget:`sink\(0→DEL session:<string>\)`
	_, err := s.do("DEL", "session:"+name)
	return err
}

// Logout forgets a user's session.
func Logout(s *Store, user int) error {
	return s.Forget("user " + strconv.Itoa(user)) // want `key \(through cmdwrapper.Store.Forget\) "session:user <int>" contains a space`
}

// Everything lists all keys: KEYS blocks the server.
func (s *Store) Everything() ([]string, error) {
	return redis.Strings(s.do("KEYS", "*")) // want `command KEYS`
}
