// Package ratestore counts requests in Redis; its default constructor
// passes the package's default prefix in an options struct, and both
// constructors return the interface the limiter uses.
package ratestore

import (
	"context"
	"strings"

	"github.com/redis/go-redis/v9"

	"configured/ratelimit"
)

// Counter counts a client's requests.
type Counter interface {
	Increment(ctx context.Context, key string) (int64, error) // want Increment:`sink\(1→INCR <string>:<string>\)`
}

// Store is the Redis counter.
type Store struct {
	Prefix string // want Prefix:`value\("limiter" \| "<string>"\)`
	client *redis.Client
}

// NewStore returns a store with the default options.
func NewStore(client *redis.Client) (Counter, error) { // want NewStore:`constructs\(Prefix: "limiter"\)`
	return NewStoreWithOptions(client, ratelimit.StoreOptions{Prefix: ratelimit.DefaultPrefix})
}

// NewStoreWithOptions returns a store configured by options.
func NewStoreWithOptions(client *redis.Client, options ratelimit.StoreOptions) (Counter, error) { // want NewStoreWithOptions:`constructs\(Prefix: "<string>"\)`
	store := &Store{client: client, Prefix: options.Prefix}
	return store, nil
}

// Increment counts one request of key.
func (s *Store) Increment(ctx context.Context, key string) (int64, error) { // want Increment:`sink\(1→INCR <string>:<string>\)`
	return s.client.Incr(ctx, s.cacheKey(key)).Result()
}

func (s *Store) cacheKey(key string) string {
	var b strings.Builder
	b.WriteString(s.Prefix)
	b.WriteString(":")
	b.WriteString(key)
	return b.String()
}
