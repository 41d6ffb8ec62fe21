// Package tokens caches the access tokens of an API. Each source builds
// its cache key from its own configuration, set when it is made, not
// from what its callers pass: the key is a site here, where it is built.
// "// keys:" lists the templates of the line's site.
package tokens

import (
	"context"

	"github.com/redis/go-redis/v9"
)

// Source hands out the access token of an application.
type Source interface {
	Token(ctx context.Context) (string, error) // want Token:`sink\(-1→GET <string>app_token:<string>; -1→GET <string>stable_token:<string>\)`
}

// AppToken is the token of one application.
type AppToken struct {
	rdb    *redis.Client
	prefix string
	appID  string
}

// NewAppToken returns the source of an application's token, its cache
// keys under prefix.
func NewAppToken(rdb *redis.Client, prefix, appID string) Source { // want NewAppToken:`constructs\(appID: "<string>"; prefix: "<string>"\)`
	return &AppToken{rdb: rdb, prefix: prefix, appID: appID}
}

func (t *AppToken) Token(ctx context.Context) (string, error) { // want Token:`sink\(-1→GET <string>app_token:<string>\)`
	return t.rdb.Get(ctx, t.prefix+"app_token:"+t.appID).Result() // keys: <string>app_token:<string>
}

// Refresh reads the token again through Token, on the same object: it
// passes its receiver on, and is no site of the key itself.
func (t *AppToken) Refresh(ctx context.Context) (string, error) { // want Refresh:`sink\(-1→GET <string>app_token:<string>\)`
	return t.Token(ctx)
}

// StableToken is the token that survives a refresh elsewhere.
type StableToken struct {
	rdb    *redis.Client
	prefix string
	appID  string
}

// NewStableToken returns the source of an application's stable token.
func NewStableToken(rdb *redis.Client, prefix, appID string) Source { // want NewStableToken:`constructs\(appID: "<string>"; prefix: "<string>"\)`
	return &StableToken{rdb: rdb, prefix: prefix, appID: appID}
}

func (t *StableToken) Token(ctx context.Context) (string, error) { // want Token:`sink\(-1→GET <string>stable_token:<string>\)`
	return t.rdb.Get(ctx, t.prefix+"stable_token:"+t.appID).Result() // keys: <string>stable_token:<string>
}

// Scopes are the scopes an application may be granted.
type Scopes struct {
	rdb    *redis.Client
	prefix string
}

// NewScopes returns the scopes kept under prefix.
func NewScopes(rdb *redis.Client, prefix string) *Scopes { // want NewScopes:`constructs\(prefix: "<string>"\)`
	return &Scopes{rdb: rdb, prefix: prefix}
}

// Granted returns the scopes both offered and granted: two keys, the
// collection and its subset, built from the one prefix.
func (s *Scopes) Granted(ctx context.Context) ([]string, error) { // want Granted:`sink\(-1→SINTER <string>offered; -1→SINTER <string>granted\)`
	return s.rdb.SInter(ctx, s.prefix+"offered", s.prefix+"granted").Result() // keys: <string>offered <string>granted
}
