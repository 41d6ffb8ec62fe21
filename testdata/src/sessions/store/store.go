// Package store declares the session storage the web layer depends on;
// the Redis implementation lives in package redisstore.
package store

import "context"

// Store keeps session data by session id.
type Store interface {
	Load(ctx context.Context, sid string) (string, error)
	Save(ctx context.Context, sid, data string) error
}
