// Package selfkeys calls an API with the tokens of package tokens. A
// call that reads a token builds no key of its own: it repeats the
// source's key only where this package makes the source, and then only
// the key of the source it makes. "// keys:" lists the templates of the
// line's site.
package selfkeys

import (
	"context"
	"os"

	"github.com/redis/go-redis/v9"

	"precision/selfkeys/tokens"
)

// Client calls the API for one application.
type Client struct {
	tokens tokens.Source
}

// New returns a client whose tokens are cached under "shop:".
func New(rdb *redis.Client, appID string) *Client {
	return &Client{tokens: tokens.NewAppToken(rdb, "shop:", appID)}
}

// SetTokens replaces the client's source: any Source may reach its calls.
func (c *Client) SetTokens(src tokens.Source) { c.tokens = src }

// Orders and Refunds read the token of whatever source the client holds.
func (c *Client) Orders(ctx context.Context) error {
	_, err := c.tokens.Token(ctx)
	return err
}

func (c *Client) Refunds(ctx context.Context) error {
	_, err := c.tokens.Token(ctx)
	return err
}

// Ping reads the token of a stable source it makes: only that source's
// key, with the prefix chosen here.
func Ping(ctx context.Context, rdb *redis.Client) error {
	src := tokens.NewStableToken(rdb, "ping:", os.Getenv("APP_ID"))
	_, err := src.Token(ctx) // keys: ping:stable_token:<string>
	return err
}

// Warm reads the token of an application source whose prefix already
// ends with the separator: the key it reads has an empty segment.
func Warm(ctx context.Context, rdb *redis.Client) error {
	src := tokens.NewAppToken(rdb, "warm::", os.Getenv("APP_ID")) // want `key \(through tokens.Source.Token\) "warm::app_token:<string>" has an empty segment`
	_, err := src.Token(ctx)                                      // keys: warm::app_token:<string>
	return err
}

// Granted reads the scopes under a prefix that ends with the separator:
// both keys of the call have the empty segment, one problem.
func Granted(ctx context.Context, rdb *redis.Client) ([]string, error) {
	scopes := tokens.NewScopes(rdb, "warm::") // want `key \(through tokens.Scopes.Granted\) "warm::offered" has an empty segment`
	return scopes.Granted(ctx)                // keys: warm::offered warm::granted
}
