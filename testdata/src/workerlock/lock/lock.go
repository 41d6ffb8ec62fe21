// Package lock is a lease on one key, released by a script that deletes
// the key only while it still holds the lease's token.
package lock

import (
	"context"
	"time"

	"github.com/redis/go-redis/v9"
)

var release = redis.NewScript(`if redis.call("get", KEYS[1]) == ARGV[1] then return redis.call("del", KEYS[1]) end return 0`)

// A Lease is held on one key until it is released or expires.
type Lease struct {
	rdb   *redis.Client
	key   string
	token string
}

// Acquire takes the lease on key for ttl.
func Acquire(ctx context.Context, rdb *redis.Client, key, token string, ttl time.Duration) (*Lease, error) {
	ok, err := rdb.SetNX(ctx, key, token, ttl).Result()
	if err != nil || !ok {
		return nil, err
	}
	return &Lease{rdb: rdb, key: key, token: token}, nil
}

// Release gives the lease up.
func (l *Lease) Release(ctx context.Context) error {
	return release.Run(ctx, l.rdb, []string{l.key}, l.token).Err()
}
