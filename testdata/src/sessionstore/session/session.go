// Package session is a session library: it declares the store its
// providers implement.
package session

// RawStore is one session's data.
type RawStore interface {
	Set(key, value string) error
	Get(key string) string
	ID() string
	Release() error
}
