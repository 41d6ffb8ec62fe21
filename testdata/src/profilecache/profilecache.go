// Package profilecache caches user profiles and feature switches in Redis:
// profiles as hashes written from tagged structs, switches as plain
// strings written all at once with MSET. Only the hash keys and the MSET
// tag names are keys; the values written never are.
package profilecache

import (
	"context"
	"fmt"
	"time"

	"github.com/redis/go-redis/v9"
)

// Profile is what the profile page shows; HSET writes its tagged fields
// as hash fields.
type Profile struct {
	DisplayName string    `redis:"display_name"`
	Email       string    `redis:"email"`
	City        string    `redis:"city,omitempty"`
	UpdatedAt   time.Time `redis:"-"`
	avatarURL   string
}

// Switches are the global feature switches, one Redis string each, named
// by their tags.
type Switches struct {
	Checkout bool `redis:"switch:checkout"`
	Search   bool `redis:"switch:search"`
	NewUI    bool `redis:"Switch:newUI"`
	note     string
}

// Store is the cache of one service.
type Store struct {
	rdb *redis.Client
	ttl time.Duration
}

func profileKey(id int64) string {
	return fmt.Sprintf("user:%d:profile", id)
}

// SaveProfile writes a profile as a hash: its field values are hash
// fields, never keys.
func (s *Store) SaveProfile(ctx context.Context, id int64, p Profile) error {
	if err := s.rdb.HSet(ctx, profileKey(id), p).Err(); err != nil {
		return err
	}
	return s.rdb.Expire(ctx, profileKey(id), s.ttl).Err()
}

// SaveProfileFields writes some fields from a map and from a literal.
func (s *Store) SaveProfileFields(ctx context.Context, id int64, name, email, city string) error {
	fields := map[string]interface{}{"display_name": name, "City Name": city}
	s.rdb.HSet(ctx, profileKey(id), fields)
	s.rdb.HSet(ctx, profileKey(id), &Profile{DisplayName: name, Email: email})
	return s.rdb.HSet(ctx, profileKey(id), Profile{name, email, city, time.Now(), ""}).Err()
}

// PublishSwitches writes every switch as its own string key: MSET takes
// the tag names as keys and the field values as values.
func (s *Store) PublishSwitches(ctx context.Context, sw Switches) error {
	return s.rdb.MSet(ctx, sw).Err() // want `key "Switch:newUI" segment "Switch" is not snake_case` `key "Switch:newUI" segment "newUI" is not snake_case`
}

// DefaultSwitches writes the defaults unless switches are already set.
func (s *Store) DefaultSwitches(ctx context.Context) error {
	defaults := &Switches{Checkout: true, note: "Set By Deploy"}
	s.rdb.MSetNX(ctx, defaults)                                                     // the same key as PublishSwitches: one finding
	return s.rdb.MSet(ctx, Switches{true, true, false, "Rolled Back By Ops"}).Err() // the same key as PublishSwitches: one finding
}

// SaveNames writes display names under their own keys from a map: the map
// keys are keys, the names are values.
func (s *Store) SaveNames(ctx context.Context, names map[int64]string) error {
	return s.rdb.MSet(ctx, map[string]string{
		"user:1:name": names[1],
		"user:2:name": "Ann Smith",
	}).Err()
}
