// Package app registers its process under its host name; when the system
// cannot tell the name, a literal stands for it, and that literal is a
// value of the keys as the name is, though the keys are named by a helper
// of another package.
package app

import (
	"context"
	"fmt"
	"os"

	"github.com/redis/go-redis/v9"

	"valuefacts/keys"
)

func hostname() string {
	host, err := os.Hostname()
	if err != nil {
		host = "unknown-host"
	}
	return host
}

// A Server is one process of the registry.
type Server struct {
	host  string
	id    string
	store *keys.Store
	cfg   *keys.Config
}

func newServer(store *keys.Store) *Server {
	host := hostname()
	return &Server{
		host:  host,
		id:    fmt.Sprintf("%s:%d", host, os.Getpid()),
		store: store,
		cfg:   &keys.Config{Host: host},
	}
}

func (s *Server) run(ctx context.Context, rdb *redis.Client) {
	rdb.Set(ctx, keys.ServerKey(s.host, os.Getpid()), 1, 0)
	rdb.SMembers(ctx, keys.WorkersKey(s.id))
	rdb.Get(ctx, keys.Join("registry", "hosts", s.host))
	rdb.Get(ctx, s.cfg.LoadKey())
	s.store.ClearServer(ctx, s.host, os.Getpid())
}

// spelled keys are judged by the words they spell, through the helpers
// too.
func spelled(ctx context.Context, rdb *redis.Client, store *keys.Store) {
	rdb.Set(ctx, keys.ServerKey("Main-Host", 1), 1, 0) // want `segment "Main-Host" is not snake_case`
	rdb.Get(ctx, keys.Join("registry", "Hosts"))       // want `segment "Hosts" is not snake_case`
	store.ClearServer(ctx, "Spare-Host", 2)            // want `segment "Spare-Host" is not snake_case`
}
