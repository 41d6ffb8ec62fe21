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
