// Package redis is a stand-in for github.com/go-redsync/redsync/v4/redis:
// the pool interface the mutexes reach Redis through.
package redis

import (
	"context"
	"time"
)

type Pool interface {
	Get(ctx context.Context) (Conn, error)
}

type Conn interface {
	Get(name string) (string, error)
	Set(name string, value string) (bool, error)
	SetNX(name string, value string, expiry time.Duration) (bool, error)
	PTTL(name string) (time.Duration, error)
	Close() error
}
