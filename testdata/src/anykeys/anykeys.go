// Package anykeys is a cache store whose keys are typed any, as store
// interfaces shared by several backends declare them.
package anykeys

import (
	"context"

	"github.com/redis/go-redis/v9"
)

type Store struct{ client *redis.Client }

func (s *Store) Get(ctx context.Context, key any) (any, error) { // want Get:`sink\(1→GET <string>\)`
	return s.client.Get(ctx, key.(string)).Result()
}

func (s *Store) Delete(ctx context.Context, key any) error { // want Delete:`sink\(1→DEL <string>\)`
	return s.client.Del(ctx, key.(string)).Err()
}

func profile(ctx context.Context, s *Store) {
	_, _ = s.Get(ctx, "Profile:1") // want `key \(through anykeys\.Store\.Get\) "Profile:1" segment "Profile" is not snake_case`
	_ = s.Delete(ctx, "profile:1")
}
