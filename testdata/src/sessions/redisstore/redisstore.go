// Package redisstore keeps sessions in Redis. Its methods call one another
// through several layers, declared callers first, and Migrate gains its
// second key through a chain of helpers.
package redisstore

import (
	"context"
	"time"

	"github.com/redis/go-redis/v9"
)

type Sessions struct {
	rdb *redis.Client
	ttl time.Duration
}

func New(rdb *redis.Client) *Sessions { return &Sessions{rdb: rdb, ttl: time.Hour} }

// Touch keeps a session alive: ten calls down to the EXPIRE.
func (s *Sessions) Touch(ctx context.Context, sid string) error { // want Touch:`sink\(1→EXPIRE session:<string>\)`
	return s.refresh(ctx, sid)
}

func (s *Sessions) refresh(ctx context.Context, sid string) error   { return s.extend(ctx, sid) }
func (s *Sessions) extend(ctx context.Context, sid string) error    { return s.prolong(ctx, sid) }
func (s *Sessions) prolong(ctx context.Context, sid string) error   { return s.keepAlive(ctx, sid) }
func (s *Sessions) keepAlive(ctx context.Context, sid string) error { return s.renew(ctx, sid) }
func (s *Sessions) renew(ctx context.Context, sid string) error     { return s.bump(ctx, sid) }
func (s *Sessions) bump(ctx context.Context, sid string) error      { return s.setTTL(ctx, sid) }
func (s *Sessions) setTTL(ctx context.Context, sid string) error    { return s.expireKey(ctx, key(sid)) }

func (s *Sessions) expireKey(ctx context.Context, k string) error { return s.expire(ctx, k) }

func (s *Sessions) expire(ctx context.Context, k string) error {
	return s.rdb.Expire(ctx, k, s.ttl).Err()
}

func key(sid string) string { return "session:" + sid }

// Load reads a session.
func (s *Sessions) Load(ctx context.Context, sid string) (string, error) { // want Load:`sink\(1→GET session:<string>\)`
	return s.rdb.Get(ctx, key(sid)).Result()
}

// Save writes a session.
func (s *Sessions) Save(ctx context.Context, sid, data string) error { // want Save:`sink\(1→SET session:<string>\)`
	return s.rdb.Set(ctx, key(sid), data, s.ttl).Err()
}

// Migrate moves a session to a new id: it drops the old key directly and
// writes the new one through two helpers, found a round later.
func (s *Sessions) Migrate(ctx context.Context, from, to, data string) error { // want Migrate:`sink\(1→DEL session:<string>; 2→SET session:<string>\)`
	if err := s.drop(ctx, from); err != nil {
		return err
	}
	return s.store(ctx, to, data)
}

func (s *Sessions) drop(ctx context.Context, sid string) error {
	return s.rdb.Del(ctx, key(sid)).Err()
}

func (s *Sessions) store(ctx context.Context, sid, data string) error { return s.write(ctx, sid, data) }

func (s *Sessions) write(ctx context.Context, sid, data string) error {
	return s.rdb.Set(ctx, key(sid), data, s.ttl).Err()
}
