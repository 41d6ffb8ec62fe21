package ifaceclient

import (
	"context"

	"github.com/redis/go-redis/v9"
)

// goRedis implements RedisClient with go-redis.
type goRedis struct{ rdb *redis.Client }

func (g goRedis) Get(ctx context.Context, key string) (string, error) { // want Get:`sink\(1→GET <string>\)`
	return g.rdb.Get(ctx, key).Result()
}

func (g goRedis) DoRead(ctx context.Context, cmd string, args ...any) (any, error) { // want DoRead:`command\(1, go-redis\)`
	return g.rdb.Do(ctx, append([]any{cmd}, args...)...).Result()
}

var _ RedisClient = goRedis{}
