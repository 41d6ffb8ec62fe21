// Package implorder calls the client through an interface with two
// implementations whose keys read alike ("<string><string>") but are
// built from different values (a receiver's field, the environment):
// the site's key is one of them, the same in every run.
package implorder

import (
	"context"
	"os"

	"github.com/redis/go-redis/v9"
)

// Store is implemented by both stores below.
type Store interface {
	Release(id string) error // want Release:`sink\(0→SET <string><string>\)`
}

type redisStore struct {
	rdb    *redis.Client
	prefix string
}

func (s *redisStore) Release(id string) error { // want Release:`sink\(0→SET <string><string>\)`
	return s.rdb.Set(context.Background(), s.prefix+id, "data", 0).Err()
}

type virtualStore struct {
	rdb *redis.Client
	ns  string
}

func (s *virtualStore) Release(id string) error { // want Release:`sink\(0→SET <string><string>\)`
	return s.rdb.Set(context.Background(), os.Getenv(s.ns)+id, "data", 0).Err()
}

// Open returns a store the program does not know at compile time.
func Open(name string) (Store, error) { return nil, nil }

// Flush releases a store it opens.
func Flush(name string) error {
	st, err := Open(name)
	if err != nil {
		return err
	}
	return st.Release(os.Getenv("SESSION_ID"))
}
