// Package app makes its stores with their packages' default
// constructors.
package app

import (
	"context"

	"github.com/redis/go-redis/v9"

	"configured/ratestore"
	"configured/sessions"
	"configured/tokens"
)

// Session returns the data of a session, from a store made with the
// package's default prefix.
func Session(ctx context.Context, rdb *redis.Client, token string) ([]byte, error) { // want Session:`sink\(2→GET session:<string>\)`
	return sessions.New(rdb).Find(ctx, token)
}

// Legacy reads a session under a prefix of its own.
func Legacy(ctx context.Context, rdb *redis.Client, token string) ([]byte, error) { // want Legacy:`sink\(2→GET legacy:session:<string>\)`
	return sessions.NewWithPrefix(rdb, "legacy:session:").Find(ctx, token)
}

// CacheKeyPrefix is the prefix of the application's cached tokens.
const CacheKeyPrefix = "gowechat"

// Token returns the application's access token, through the interface
// its constructor returns.
func Token(ctx context.Context, rdb *redis.Client) (string, error) {
	h := tokens.NewDefaultAccessToken(rdb, "app", CacheKeyPrefix)
	return h.Token(ctx) // want `key \(through tokens.AccessTokenHandle.Token\) "gowechat_access_token_app" has 1 segment, fewer than min-depth 2`
}

// Hit counts a request of ip in a store made with the defaults.
func Hit(ctx context.Context, rdb *redis.Client, ip string) (int64, error) { // want Hit:`sink\(2→INCR limiter:<string>\)`
	store, err := ratestore.NewStore(rdb)
	if err != nil {
		return 0, err
	}
	return store.Increment(ctx, ip)
}
