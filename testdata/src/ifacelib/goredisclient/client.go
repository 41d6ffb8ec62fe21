// Package goredisclient implements the limiter's client with go-redis,
// under a prefix of its own.
package goredisclient

import (
	"context"

	"github.com/redis/go-redis/v9"

	"ifacelib"
)

// Client is an ifacelib.RedisClient.
type Client struct{ rdb *redis.Client }

var _ ifacelib.RedisClient = Client{}

func (c Client) Read(ctx context.Context, key string) (string, error) { // want Read:`sink\(1→GET app:<string>\)`
	return c.rdb.Get(ctx, "app:"+key).Result()
}

func (c Client) DoRead(ctx context.Context, cmd string, args ...any) (any, error) { // want DoRead:`command\(1, go-redis\)` `key \(called through ifacelib.RedisClient\) "Rate:<int>" segment "Rate" is not snake_case`
	return c.rdb.Do(ctx, append([]any{cmd}, args...)...).Result()
}

func (c Client) Close() error { return c.rdb.Close() }
