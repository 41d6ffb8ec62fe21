// Package store keeps sessions in Redis behind the session library's
// interface, which it re-exports under its own name.
package store

import (
	"context"
	"os"
	"time"

	"github.com/redis/go-redis/v9"

	"sessionstore/session"
)

// RawStore is the library's interface, so callers import this package only.
type RawStore = session.RawStore

// Store is a type defined from the library's interface.
type Store session.RawStore

// RedisStore holds one session as a hash.
type RedisStore struct {
	rdb  *redis.Client
	sid  string
	data map[string]string
}

var _ RawStore = (*RedisStore)(nil)

func (s *RedisStore) Set(key, value string) error {
	s.data[key] = value
	return nil
}

func (s *RedisStore) Get(key string) string { return s.data[key] }

func (s *RedisStore) ID() string { return s.sid }

// Release writes the session back under its id.
func (s *RedisStore) Release() error { // want Release:`sink\(-1→HSET session:<string>; -1→EXPIRE session:<string>\)`
	ctx := context.Background()
	if err := s.rdb.HSet(ctx, "session:"+s.sid, s.data).Err(); err != nil {
		return err
	}
	return s.rdb.Expire(ctx, "session:"+s.sid, time.Hour).Err()
}

// Read loads a session.
func Read(ctx context.Context, rdb *redis.Client, sid string) (RawStore, error) { // want Read:`sink\(2→HGETALL session:<string>\)` Read:`constructs\(sid: "<string>"\)`
	data, err := rdb.HGetAll(ctx, "session:"+sid).Result()
	if err != nil {
		return nil, err
	}
	return &RedisStore{rdb: rdb, sid: sid, data: data}, nil
}

// Touch releases a session it reads, through the interface: the key is
// that of the store Read makes.
func Touch(ctx context.Context, rdb *redis.Client) error {
	raw, err := Read(ctx, rdb, os.Getenv("SESSION_ID"))
	if err != nil {
		return err
	}
	var s Store = raw
	return s.Release()
}

// Drop releases the store it is given: its callers' stores choose the
// key, and the call is no site of it.
func Drop(s Store) error { return s.Release() } // want Drop:`sink\(0→EXPIRE session:<string>; 0→HSET session:<string>\)`
