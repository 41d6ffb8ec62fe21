// Package ratelimit counts requests per caller in fixed windows; the
// counters' key space comes from the configuration.
package ratelimit

import (
	"context"
	"time"

	"github.com/redis/go-redis/v9"
)

// Config chooses the counters' key prefix, the limit and the window.
type Config struct {
	Prefix string
	Limit  int64
	Window time.Duration
}

// Limiter allows at most Limit requests per caller in each window.
type Limiter struct {
	rdb    *redis.Client
	prefix string
	limit  int64
	window time.Duration
}

// NewLimiter returns a limiter configured by cfg.
func NewLimiter(rdb *redis.Client, cfg Config) *Limiter { // want NewLimiter:`constructs\(prefix: "<string>"\)`
	l := &Limiter{rdb: rdb, prefix: cfg.Prefix, limit: cfg.Limit, window: cfg.Window}
	return l
}

// Allow counts one request of caller and reports whether it is allowed.
func (l *Limiter) Allow(ctx context.Context, caller string) (bool, error) { // want Allow:`sink\(1→INCR <string>:<string>; 1→EXPIRE <string>:<string>\)`
	key := l.prefix + ":" + caller
	n, err := l.rdb.Incr(ctx, key).Result()
	if err != nil {
		return false, err
	}
	if n == 1 {
		l.rdb.Expire(ctx, key, l.window)
	}
	return n <= l.limit, nil
}
