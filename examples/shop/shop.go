// Package shop is a small program whose Redis keys show what rediskeylint
// reports with its built-in defaults.
package shop

import (
	"context"
	"fmt"
	"time"

	"github.com/redis/go-redis/v9"
)

// cartPrefix is shared by every cart key.
const cartPrefix = "shop:cart:"

// userKey is the key of a user's profile hash.
func userKey(id int64) string { return fmt.Sprintf("shop:user:%d", id) }

// Store keeps the shop's state in Redis.
type Store struct{ rdb *redis.Client }

// Profile reads a user's profile.
func (s *Store) Profile(ctx context.Context, id int64) (map[string]string, error) {
	return s.rdb.HGetAll(ctx, userKey(id)).Result()
}

// AddToCart adds an item to a user's cart.
func (s *Store) AddToCart(ctx context.Context, id int64, item string) error {
	return s.rdb.SAdd(ctx, cartPrefix+fmt.Sprint(id), item).Err()
}

// RecordVisit counts a visit; the key mixes case and a foreign separator.
func (s *Store) RecordVisit(ctx context.Context, id int64) error {
	return s.rdb.Incr(ctx, fmt.Sprintf("shop:Visits.%d", id)).Err()
}

// LastSeen stores when a user was last seen, keyed by a time value.
func (s *Store) LastSeen(ctx context.Context, id int64, at time.Time) error {
	return s.rdb.Set(ctx, fmt.Sprintf("shop:seen:%d:%v", id, at), 1, time.Hour).Err()
}

// Search lists every session key: KEYS blocks the server.
func (s *Store) Search(ctx context.Context) ([]string, error) {
	return s.rdb.Keys(ctx, "shop:session:*").Result()
}

// Quote stores a quoted name, which puts '"' into the key.
func (s *Store) Quote(ctx context.Context, name string) error {
	return s.rdb.Set(ctx, fmt.Sprintf("shop:quote:%q", name), 1, time.Hour).Err()
}
