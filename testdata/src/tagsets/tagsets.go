// Package tagsets stores an entry under its key and records it in a set
// per tag, the tags coming from the caller's options: the wrapper that
// writes the tag sets fixes the key of each, whatever tags it is given.
package tagsets

import (
	"context"
	"fmt"
	"time"

	"github.com/redis/go-redis/v9"
)

// Settings are what the options of a call set.
type Settings struct {
	Tags []string
	TTL  time.Duration
}

// Option changes the settings of one call.
type Option func(*Settings)

// WithTags tags the entry.
func WithTags(tags ...string) Option {
	return func(s *Settings) { s.Tags = append(s.Tags, tags...) }
}

func settings(opts []Option) *Settings {
	s := &Settings{TTL: time.Hour}
	for _, o := range opts {
		o(s)
	}
	return s
}

// Cache is a tag-aware cache.
type Cache struct{ rdb *redis.Client }

// Put stores the entry, then adds its key to the set of each tag.
func (c *Cache) Put(ctx context.Context, key string, value []byte, opts ...Option) error { // want Put:`sink\(1→SET entry:<string>\)`
	s := settings(opts)
	if err := c.rdb.Set(ctx, "entry:"+key, value, s.TTL).Err(); err != nil {
		return err
	}
	if tags := s.Tags; len(tags) > 0 {
		c.tagAll(ctx, key, tags)
	}
	return nil
}

// Forget drops the sets of the tags it is given, known here.
func (c *Cache) Forget(ctx context.Context) {
	c.dropAll(ctx, []string{"news", "sports"})
}

func (c *Cache) tagAll(ctx context.Context, key string, tags []string) {
	for _, tag := range tags {
		c.rdb.SAdd(ctx, fmt.Sprintf("tagset:%s", tag), key)
	}
}

func (c *Cache) dropAll(ctx context.Context, tags []string) {
	for _, tag := range tags {
		c.rdb.Unlink(ctx, "tagset:"+tag)
	}
}
