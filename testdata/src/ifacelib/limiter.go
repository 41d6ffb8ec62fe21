// Package ifacelib is a rate limiter that reaches Redis only through an
// interface of its own, implemented in another package of the module
// (goredisclient) and in its external tests (package ifacelib_test): its
// analysis sees no implementation, so it exports its calls of the
// interface's methods for the packages that hold them.
package ifacelib

import (
	"context"
	"strconv"
)

// RedisClient is what the limiter needs of a Redis client.
type RedisClient interface {
	Read(ctx context.Context, key string) (string, error)             // want Read:`calls\(2\)`
	DoRead(ctx context.Context, cmd string, args ...any) (any, error) // want DoRead:`calls\(2\)`
	Close() error
}

// Limiter counts the hits of each user.
type Limiter struct{ client RedisClient }

// New returns a limiter on client.
func New(client RedisClient) *Limiter { return &Limiter{client: client} }

// Count reads a user's hits.
func (l *Limiter) Count(ctx context.Context, user int) (string, error) {
	return l.client.Read(ctx, "rate:"+strconv.Itoa(user))
}

// Peek reads a key its caller names.
func (l *Limiter) Peek(ctx context.Context, key string) (string, error) {
	return l.client.Read(ctx, key)
}

// Hits reads one field of a user's window.
func (l *Limiter) Hits(ctx context.Context, user int) (any, error) {
	return l.client.DoRead(ctx, "HGET", "Rate:"+strconv.Itoa(user), "hits")
}

// Windows lists every window of every user.
func (l *Limiter) Windows(ctx context.Context) (any, error) {
	return l.client.DoRead(ctx, "KEYS", "rate:*")
}

// Close closes the client.
func (l *Limiter) Close() error { return l.client.Close() }
