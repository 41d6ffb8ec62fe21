// Package app makes its stores with their packages' default
// constructors.
package app

import (
	"context"

	"github.com/redis/go-redis/v9"

	"configured/sessions"
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
