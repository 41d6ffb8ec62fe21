// Package tokens caches access tokens under a prefix each client's
// constructor chooses. A client's methods get the token through the
// configuration they were made with: the key is built inside the token's
// Get from its own fields, and a call that passes nothing of it is no
// site; where a function makes the client and calls it, the call is.
// "// keys:" lists the templates of the line's site.
package tokens

import (
	"context"

	"github.com/redis/go-redis/v9"

	"precision/percall/tokens/creds"
)

// Token hands out an access token.
type Token interface {
	Get(ctx context.Context) (string, error) // want Get:`sink\(-1→GET <string>:access_token; -1→GET <string>:token\)`
}

type appToken struct {
	rdb    *redis.Client
	prefix string
}

// NewAppToken returns the token cached under prefix.
func NewAppToken(rdb *redis.Client, prefix string) Token { // want NewAppToken:`constructs\(prefix: "<string>"\)`
	return &appToken{rdb: rdb, prefix: prefix}
}

func (t *appToken) Get(ctx context.Context) (string, error) { // want Get:`sink\(-1→GET <string>:access_token\)`
	return t.rdb.Get(ctx, t.prefix+":access_token").Result() // keys: work:access_token mini:access_token fresh:access_token warm:access_token <string>:access_token
}

// Config is what a client is made with; its token is embedded.
type Config struct {
	Token
	AppID string
}

// WorkClient sends messages with the work token.
type WorkClient struct {
	cfg *Config
}

// NewWorkClient returns a client of the work token.
func NewWorkClient(rdb *redis.Client, id string) *WorkClient {
	return &WorkClient{cfg: &Config{Token: NewAppToken(rdb, "work"), AppID: id}}
}

// Send gets the token through the embedded field of its configuration.
func (c *WorkClient) Send(ctx context.Context) error {
	_, err := c.cfg.Get(ctx)
	return err
}

// MiniClient sends messages with the mini-program token, held in a field.
type MiniClient struct {
	token  Token
	ticket *ticket
}

// NewMiniClient returns a client of the mini-program token.
func NewMiniClient(rdb *redis.Client) *MiniClient {
	return &MiniClient{token: NewAppToken(rdb, "mini"), ticket: newTicket(rdb, "mini")}
}

// The kinds of ticket.
const (
	CorpTicket  = "corp"
	AgentTicket = "agent"
)

type ticket struct {
	rdb    *redis.Client
	prefix string
}

func newTicket(rdb *redis.Client, prefix string) *ticket {
	return &ticket{rdb: rdb, prefix: prefix}
}

func (t *ticket) get(ctx context.Context, kind string) (string, error) {
	key := t.prefix + ":corp_ticket"
	if kind == AgentTicket {
		key = t.prefix + ":agent_ticket"
	}
	return t.rdb.Get(ctx, key).Result() // keys: mini:corp_ticket mini:agent_ticket
}

// CorpTicket gets the corp ticket: the call's constant chooses its key.
func (c *MiniClient) CorpTicket(ctx context.Context) (string, error) {
	return c.ticket.get(ctx, CorpTicket) // keys: mini:corp_ticket
}

// Send gets the token through the field.
func (c *MiniClient) Send(ctx context.Context) error {
	_, err := c.token.Get(ctx)
	return err
}

// Refresh makes the client a new token and gets it: the call's receiver
// is what the method has just stored, a site (its key has the tokens the
// package stores into the field, which is not followed in order).
func (c *MiniClient) Refresh(ctx context.Context, rdb *redis.Client) error {
	c.token = NewAppToken(rdb, "fresh")
	_, err := c.token.Get(ctx) // keys: mini:access_token fresh:access_token
	return err
}

// Warm makes a work client's configuration and gets its token.
func Warm(ctx context.Context, rdb *redis.Client) error {
	cfg := &Config{Token: NewAppToken(rdb, "warm")}
	_, err := cfg.Get(ctx) // keys: warm:access_token
	return err
}

// OpenClient holds a token of another package, made with its prefix.
type OpenClient struct {
	token *creds.Token
}

// NewOpenClient returns a client of the open-platform token.
func NewOpenClient(rdb *redis.Client) *OpenClient {
	return &OpenClient{token: creds.New(rdb, "open")}
}

// Send gets the token: the call holds the prefix that the token's
// package does not see, and is a site with it.
func (c *OpenClient) Send(ctx context.Context) error {
	_, err := c.token.Get(ctx) // keys: open:token
	return err
}
