// Package guards builds keys under an optional namespace: a non-empty
// namespace is followed by ":", an empty one adds nothing. The key without
// ":" after a non-empty namespace never exists, so it is never reported.
package guards

import (
	"context"

	"github.com/redis/go-redis/v9"
)

// prefix ends a non-empty namespace with ":".
func prefix(ns string) string {
	if ns != "" {
		ns += ":"
	}
	return ns
}

// colonPrefix ends a namespace with ":" unless it is empty or already
// ends with one.
func colonPrefix(namespace string) string {
	l := len(namespace)
	if (l > 0) && (namespace[l-1] != ':') {
		namespace = namespace + ":"
	}
	return namespace
}

func scheduledKey(ns string) string { return prefix(ns) + "scheduled" }

func retryKey(ns string) string { return colonPrefix(ns) + "retry" }

func Schedule(ctx context.Context, rdb *redis.Client, job string) {
	rdb.ZAdd(ctx, scheduledKey("jobs"), redis.Z{Member: job})
	rdb.LPush(ctx, retryKey("jobs"), job)
	rdb.LPush(ctx, retryKey("mail:"), job)
}

// A Pool is configured with its namespace.
type Pool struct {
	rdb       *redis.Client
	namespace string
}

func (p *Pool) Retry(ctx context.Context, job string) { // want Retry:`sink\(-1→LPUSH <string>:retry; -1→LPUSH <string>:dead\)`
	rdb := p.rdb
	ns := p.namespace
	if ns != "" {
		ns += ":"
	}
	rdb.LPush(ctx, ns+"retry", job)
	rdb.LPush(ctx, colonPrefix(p.namespace)+"dead", job)
}

// Flat keeps its keys at the top level when asked to: the empty namespace
// is passed here, and the one-segment key is reported.
func Flat(ctx context.Context, rdb *redis.Client, job string) {
	rdb.ZAdd(ctx, scheduledKey(""), redis.Z{Member: job}) // want `key "scheduled" has 1 segment, fewer than min-depth 2`
}
