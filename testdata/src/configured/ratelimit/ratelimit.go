// Package ratelimit declares the options and defaults of its stores,
// which live in other packages.
package ratelimit

// DefaultPrefix is the prefix of the keys of a store made with defaults.
const DefaultPrefix = "limiter"

// StoreOptions configure a store.
type StoreOptions struct {
	Prefix string
}
