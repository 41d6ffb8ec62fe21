// Package app calls the command wrappers of another package, directly and
// through an interface.
package app

import "cmdwrappersunit/store"

func use(s *store.Store, d store.Doer) {
	s.Do("GET", "k")          // want `GET through Do`
	s.Prefixed("GET", "user") // want `GET through Prefixed, key app:user`
	d.Do("DEL", "x")          // want `DEL through Do`
	s.Get("k")
	s.Twice("GET", "k")
}
