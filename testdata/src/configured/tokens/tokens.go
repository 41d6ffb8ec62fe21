// Package tokens caches access tokens in Redis; its constructor returns
// the interface the token's users hold.
package tokens

import (
	"context"

	"github.com/redis/go-redis/v9"
)

// AccessTokenHandle gives an application's access token.
type AccessTokenHandle interface {
	Token(ctx context.Context) (string, error) // want Token:`sink\(-1→GET <string>_access_token_<string>\)`
}

// DefaultAccessToken reads the token cached under its prefix.
type DefaultAccessToken struct {
	rdb            *redis.Client
	appID          string
	cacheKeyPrefix string
}

// NewDefaultAccessToken returns the handle of appID's token, cached under
// cacheKeyPrefix.
func NewDefaultAccessToken(rdb *redis.Client, appID, cacheKeyPrefix string) AccessTokenHandle { // want NewDefaultAccessToken:`constructs\(appID: "<string>"; cacheKeyPrefix: "<string>"\)`
	return &DefaultAccessToken{rdb: rdb, appID: appID, cacheKeyPrefix: cacheKeyPrefix}
}

// Token returns the cached token.
func (t *DefaultAccessToken) Token(ctx context.Context) (string, error) { // want Token:`sink\(-1→GET <string>_access_token_<string>\)`
	return t.rdb.Get(ctx, t.cacheKeyPrefix+"_access_token_"+t.appID).Result()
}
