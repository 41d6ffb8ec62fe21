// Package store has command wrappers of redigo, and functions that are not
// ones; the test analyzer names each wrapper at its declaration.
package store

import "github.com/gomodule/redigo/redis"

// Store sends commands on its pool.
type Store struct{ pool *redis.Pool }

// Do sends the command it is given.
func (s *Store) Do(name string, args ...interface{}) (interface{}, error) { // want `wrapper command\(0, redigo\)` Do:`command\(0, redigo\)`
	conn := s.pool.Get()
	defer conn.Close()
	return conn.Do(name, args...)
}

// Prefixed puts the store's namespace before the first argument, the key.
func (s *Store) Prefixed(name string, args ...interface{}) (interface{}, error) { // want `wrapper command\(0, redigo, first argument "app:"…""\)` Prefixed:`command\(0, redigo, first argument "app:"…""\)`
	args[0] = "app:" + args[0].(string)
	return s.pool.Get().Do(name, args...)
}

// Get sends its own command: it is no command wrapper.
func (s *Store) Get(args ...interface{}) (interface{}, error) {
	return s.pool.Get().Do("GET", args...)
}

// Twice writes the first argument twice: what its keys are is not known,
// so it is no command wrapper of its callers' keys.
func (s *Store) Twice(name string, args ...interface{}) (interface{}, error) {
	args[0] = "a:" + args[0].(string)
	args[0] = "b:" + args[0].(string)
	return s.pool.Get().Do(name, args...)
}

// Doer is what Store does, for callers that take any implementation.
type Doer interface {
	Do(name string, args ...interface{}) (interface{}, error) // want Do:`command\(0, redigo\)`
}
