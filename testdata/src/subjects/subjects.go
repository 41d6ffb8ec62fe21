// Package subjects is checked with ttl, strict and hash-siblings: a wrapper that sends
// two commands makes its call a site of each, and what the rules say of
// the call's key is one problem, whatever command words it.
package subjects

import (
	"context"
	"fmt"
	"os"
	"time"

	"github.com/redis/go-redis/v9"

	"subjects/names"
)

type store struct{ rdb *redis.Client }

// save writes its key twice, with no TTL either time.
func (s *store) save(ctx context.Context, key string) {
	s.rdb.Set(ctx, key, "v", 0)
	s.rdb.SetNX(ctx, key, "v", 0)
}

// touch reads and deletes its key.
func (s *store) touch(ctx context.Context, key string) {
	s.rdb.Get(ctx, key)
	s.rdb.Del(ctx, key)
}

func use(ctx context.Context, s *store, id string) {
	s.save(ctx, "item:"+id)        // want `key "item:<string>" is written by SET but never given a TTL`
	s.touch(ctx, os.Getenv("KEY")) // want `key of GET could not be rebuilt, so it is not checked`
}

// Sibling string keys are one entity when their prefix is one template:
// a prefix spelled "<string>" is not the prefix with a value there,
// though both render alike, so neither entity has three fields.
func siblings(ctx context.Context, rdb *redis.Client, name string, id int) {
	rdb.Set(ctx, fmt.Sprintf("user:%s:%d:name", name, id), "tom", time.Hour)
	rdb.Set(ctx, fmt.Sprintf("user:%s:%d:age", name, id), "3", time.Hour)
	rdb.Set(ctx, fmt.Sprintf("user:<string>:%d:favor", id), "x", time.Hour) // want `segment "<string>" is not snake_case`
}

// The two prefixes are two problems, one at each constant's use, though
// their messages read alike.
func long(ctx context.Context, rdb *redis.Client, a bool) {
	key := names.LongA // want `segment "(Word)+W\.\.\." is not snake_case`
	if !a {
		key = names.LongB // want `segment "(Word)+W\.\.\." is not snake_case`
	}
	rdb.Get(ctx, key+":1")
}
