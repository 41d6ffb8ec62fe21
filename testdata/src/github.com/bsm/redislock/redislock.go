// Package redislock is a small stand-in for github.com/bsm/redislock with
// the exported signatures of v0.9.4 (ObtainMulti and Keys of v0.10.0): a
// lock that keeps the key it was obtained with.
package redislock

import (
	"context"
	"time"

	"github.com/redis/go-redis/v9"
)

type RedisClient interface {
	redis.Scripter
}

type Client struct{ client RedisClient }

func New(client RedisClient) *Client { return &Client{client: client} }

func (c *Client) Obtain(ctx context.Context, key string, ttl time.Duration, opt *Options) (*Lock, error) {
	return &Lock{Client: c, keys: []string{key}}, nil
}

func (c *Client) ObtainMulti(ctx context.Context, keys []string, ttl time.Duration, opt *Options) (*Lock, error) {
	return &Lock{Client: c, keys: keys}, nil
}

func Obtain(ctx context.Context, client RedisClient, key string, ttl time.Duration, opt *Options) (*Lock, error) {
	return New(client).Obtain(ctx, key, ttl, opt)
}

func ObtainMulti(ctx context.Context, client RedisClient, keys []string, ttl time.Duration, opt *Options) (*Lock, error) {
	return New(client).ObtainMulti(ctx, keys, ttl, opt)
}

type Lock struct {
	*Client
	keys []string
}

func (l *Lock) Key() string                                                        { return l.keys[0] }
func (l *Lock) Keys() []string                                                     { return l.keys }
func (l *Lock) Token() string                                                      { return "" }
func (l *Lock) Metadata() string                                                   { return "" }
func (l *Lock) TTL(ctx context.Context) (time.Duration, error)                     { return 0, nil }
func (l *Lock) Refresh(ctx context.Context, ttl time.Duration, opt *Options) error { return nil }
func (l *Lock) Release(ctx context.Context) error                                  { return nil }

type Options struct {
	Metadata string
	Token    string
}
