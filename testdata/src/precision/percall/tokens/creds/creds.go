// Package creds caches an access token under the prefix its constructor's
// caller gives: the prefix is known only in that caller's package.
package creds

import (
	"context"

	"github.com/redis/go-redis/v9"
)

// Token caches an access token.
type Token struct {
	rdb    *redis.Client
	prefix string
}

// New returns the token cached under prefix.
func New(rdb *redis.Client, prefix string) *Token { // want New:`constructs\(prefix: "<string>"\)`
	return &Token{rdb: rdb, prefix: prefix}
}

// Get returns the token.
func (t *Token) Get(ctx context.Context) (string, error) { // want Get:`sink\(-1→GET <string>:token\)`
	return t.rdb.Get(ctx, t.prefix+":token").Result() // keys: <string>:token
}
