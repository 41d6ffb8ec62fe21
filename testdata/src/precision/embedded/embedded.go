// Package embedded calls a store through services that embed it: the
// store's Load is promoted to the service, and a call reaches the store
// the service was made with. "// keys:" lists the templates of the line's
// site.
package embedded

import (
	"context"

	"github.com/redis/go-redis/v9"
)

// Store loads the application's documents.
type Store interface {
	Load(ctx context.Context, id string) (string, error) // want Load:`sink\(1→GET audit:<string>; 1→GET doc:<string>\)`
}

type docStore struct{ rdb *redis.Client }

func (s *docStore) Load(ctx context.Context, id string) (string, error) { // want Load:`sink\(1→GET doc:<string>\)`
	return s.rdb.Get(ctx, "doc:"+id).Result() // keys: doc:<string>
}

type auditStore struct{ rdb *redis.Client }

func (s *auditStore) Load(ctx context.Context, id string) (string, error) { // want Load:`sink\(1→GET audit:<string>\)`
	return s.rdb.Get(ctx, "audit:"+id).Result() // keys: audit:<string>
}

// NewDocStore returns the documents' store.
func NewDocStore(rdb *redis.Client) Store { return &docStore{rdb: rdb} }

// Service serves one page from the store it embeds.
type Service struct {
	Store
	page string
}

// NewService returns a service of page reading from s.
func NewService(page string, s Store) *Service { // want NewService:`constructs\(page: "<string>"\)`
	return &Service{Store: s, page: page}
}

// Home reads through a service made with the documents' store: only its
// key.
func Home(ctx context.Context, rdb *redis.Client) (string, error) {
	svc := NewService("home", NewDocStore(rdb))
	return svc.Load(ctx, "home") // keys: doc:home
}

// Audit reads through a service literal holding the audit store.
func Audit(ctx context.Context, rdb *redis.Client) (string, error) {
	svc := &Service{Store: &auditStore{rdb: rdb}, page: "audit"}
	return svc.Load(ctx, "audit") // keys: audit:audit
}

// Admin is a service of a service: the store is two embeddings down.
type Admin struct {
	*Service
}

// Dashboard reads through an admin wrapping a documents' service.
func Dashboard(ctx context.Context, rdb *redis.Client) (string, error) {
	admin := &Admin{Service: NewService("dash", NewDocStore(rdb))}
	return admin.Load(ctx, "dash") // keys: doc:dash
}

// Any reads through whichever service it is given: every store's key.
func Any(ctx context.Context, svc *Service) (string, error) {
	return svc.Load(ctx, "any") // keys: audit:any doc:any
}

// Token hands out an access token cached under its maker's prefix.
type Token interface {
	Get(ctx context.Context) (string, error) // want Get:`sink\(-1→GET <string>token\)`
}

type appToken struct {
	rdb    *redis.Client
	prefix string
}

// NewAppToken returns the token cached under prefix.
func NewAppToken(rdb *redis.Client, prefix string) Token { // want NewAppToken:`constructs\(prefix: "<string>"\)`
	return &appToken{rdb: rdb, prefix: prefix}
}

func (t *appToken) Get(ctx context.Context) (string, error) { // want Get:`sink\(-1→GET <string>token\)`
	return t.rdb.Get(ctx, t.prefix+"token").Result() // keys: warm::token cold:token <string>token
}

// API calls with the token it embeds.
type API struct {
	Token
}

// Warm reads the token of an API made here, whose prefix already ends
// with the separator: the call repeats the key, with that prefix.
func Warm(ctx context.Context, rdb *redis.Client) (string, error) {
	api := &API{Token: NewAppToken(rdb, "warm::")} // want `key "warm::token" has an empty segment`
	return api.Get(ctx)                            // keys: warm::token
}

// Cold reads the token of another API made here.
func Cold(ctx context.Context, rdb *redis.Client) (string, error) {
	api := &API{Token: NewAppToken(rdb, "cold:")}
	return api.Get(ctx) // keys: cold:token
}
