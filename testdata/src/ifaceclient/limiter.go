// Package ifaceclient is a rate limiter that reaches Redis only through
// an interface of its own: its users implement it, and its tests do with
// go-redis (limiter_test.go). The interface's methods are sinks where an
// implementation in the package forwards to a client, and DoRead, which
// takes the command name, is a generic wrapper: each call with a literal
// name is a call of that command.
package ifaceclient

import (
	"context"
	"strconv"
)

// RedisClient is what the limiter needs of a Redis client.
type RedisClient interface {
	Get(ctx context.Context, key string) (string, error)              // want Get:`sink\(1→GET <string>\)`
	DoRead(ctx context.Context, cmd string, args ...any) (any, error) // want DoRead:`command\(1, go-redis\)`
}

// Limiter counts the hits of each user.
type Limiter struct{ client RedisClient }

// Count reads a user's hits.
func (l *Limiter) Count(ctx context.Context, user int) (string, error) {
	return l.client.Get(ctx, "rate:"+strconv.Itoa(user))
}

// Windows lists every window of every user.
func (l *Limiter) Windows(ctx context.Context) (any, error) {
	return l.client.DoRead(ctx, "KEYS", "rate:*") // want `command KEYS`
}

// Hits reads one field of a user's window.
func (l *Limiter) Hits(ctx context.Context, user int) (any, error) {
	return l.client.DoRead(ctx, "HGET", "Rate:"+strconv.Itoa(user), "hits") // want `key \(through ifaceclient.RedisClient.DoRead\) "Rate:<int>" segment "Rate" is not snake_case`
}

// Reset deletes the keys its caller names: every argument of DEL is a
// key, so Reset is a wrapper of its own.
func (l *Limiter) Reset(ctx context.Context, args []any) (any, error) { // want Reset:`sink\(1...→DEL <string>\)`
	return l.client.DoRead(ctx, "DEL", args...)
}
