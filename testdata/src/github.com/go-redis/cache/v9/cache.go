// Package cache is a small stand-in for github.com/go-redis/cache/v9 with
// its exported signatures: a cache of marshalled values in Redis, whose
// methods call one another as the library's do.
package cache

import (
	"context"
	"encoding/json"
	"time"

	"github.com/redis/go-redis/v9"
)

type rediser interface {
	Set(ctx context.Context, key string, value interface{}, ttl time.Duration) *redis.StatusCmd
	Get(ctx context.Context, key string) *redis.StringCmd
	Del(ctx context.Context, keys ...string) *redis.IntCmd
}

type Options struct {
	Redis rediser
}

type Item struct {
	Ctx   context.Context
	Key   string
	Value interface{}
	TTL   time.Duration
}

func (item *Item) Context() context.Context {
	if item.Ctx == nil {
		return context.Background()
	}
	return item.Ctx
}

type Cache struct {
	opt *Options
}

func New(opt *Options) *Cache {
	return &Cache{opt: opt}
}

func (cd *Cache) Set(item *Item) error {
	b, err := json.Marshal(item.Value)
	if err != nil {
		return err
	}
	return cd.opt.Redis.Set(item.Context(), item.Key, b, item.TTL).Err()
}

func (cd *Cache) Get(ctx context.Context, key string, value interface{}) error {
	b, err := cd.opt.Redis.Get(ctx, key).Bytes()
	if err != nil {
		return err
	}
	return json.Unmarshal(b, value)
}

// Once reads the item, and stores it when it is missing or unreadable.
func (cd *Cache) Once(item *Item) error {
	if err := cd.Get(item.Context(), item.Key, item.Value); err == nil {
		return nil
	}
	_ = cd.Delete(item.Context(), item.Key)
	return cd.Set(item)
}

func (cd *Cache) Delete(ctx context.Context, key string) error {
	return cd.opt.Redis.Del(ctx, key).Err()
}
