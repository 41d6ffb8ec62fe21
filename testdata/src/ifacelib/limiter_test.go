package ifacelib_test

import (
	"context"

	"github.com/redis/go-redis/v9"

	"ifacelib"
)

// fake implements the client on the test's own Redis.
type fake struct{ rdb *redis.Client }

func (f fake) Read(ctx context.Context, key string) (string, error) { // want Read:`sink\(1→GET <string>\)`
	return f.rdb.Get(ctx, key).Result()
}

func (f fake) DoRead(ctx context.Context, cmd string, args ...any) (any, error) {
	return nil, nil
}

func (f fake) Close() error { return nil }

var _ ifacelib.RedisClient = fake{}

func useLimiter(ctx context.Context, rdb *redis.Client) {
	_, _ = ifacelib.New(fake{rdb}).Count(ctx, 1)
}
