package selfkeys

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

// Home loads the home page from the store it makes: only its key.
func Home(ctx context.Context, rdb *redis.Client) (string, error) {
	var s Store = &docStore{rdb: rdb}
	return s.Load(ctx, "home") // keys: doc:home
}

// Audit loads from whichever store it is given: every store's key.
func Audit(ctx context.Context, s Store) (string, error) {
	return s.Load(ctx, "home") // keys: audit:home doc:home
}
