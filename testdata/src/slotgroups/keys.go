// Package slotgroups builds keys under a namespace that its users may
// change, and deletes keys grouped by slot.
package slotgroups

import (
	"context"
	"strings"

	"github.com/redis/go-redis/v9"
)

// Namespace prefixes every key; a program may set its own.
var Namespace = "app" // want Namespace:`value\("app"\)`

// SetNamespace changes the namespace.
func SetNamespace(ns string) { Namespace = ns }

const sessionPrefix = "session"

func sessionKey(id string) string {
	return strings.Join([]string{Namespace, sessionPrefix, id}, ":")
}

// Session reads a session.
func Session(ctx context.Context, rdb *redis.Client, id string) (string, error) { // want Session:`sink\(2→GET app:session:<string>\)`
	return rdb.Get(ctx, sessionKey(id)).Result()
}

// Forget deletes sessions, grouped by slot so that each DEL stays in one.
func Forget(ctx context.Context, rdb *redis.ClusterClient, ids []string) error { // want Forget:`sink\(2...→DEL app:session:<string>\)`
	bySlot := map[int][]string{}
	for _, id := range ids {
		key := sessionKey(id)
		slot := len(id) % 16384
		bySlot[slot] = append(bySlot[slot], key)
	}
	pipe := rdb.Pipeline()
	for _, keys := range bySlot {
		pipe.Del(ctx, keys...)
	}
	_, err := pipe.Exec(ctx)
	return err
}

// ForgetSlot deletes the sessions of one slot group.
func ForgetSlot(ctx context.Context, rdb *redis.ClusterClient, ids []string, slot int) error { // want ForgetSlot:`sink\(2...→DEL token:<string>\)`
	bySlot := make(map[int][]string)
	for _, id := range ids {
		bySlot[len(id)%16384] = append(bySlot[len(id)%16384], "token:"+id)
	}
	return rdb.Del(ctx, bySlot[slot]...).Err()
}

// Config configures a Store; Prefix defaults to "jobs".
type Config struct {
	Prefix string // want Prefix:`value\("jobs"\)`
}

// Store keeps jobs under its configured prefix.
type Store struct {
	rdb *redis.Client
	cfg Config
}

// NewStore normalises the configuration: a caller may set its own prefix.
func NewStore(rdb *redis.Client, cfg Config) *Store {
	if cfg.Prefix == "" {
		cfg.Prefix = "jobs"
	}
	return &Store{rdb: rdb, cfg: cfg}
}

// Job reads a job.
func (s *Store) Job(ctx context.Context, id string) (string, error) { // want Job:`sink\(1→GET jobs:<string>\)`
	return s.rdb.Get(ctx, s.cfg.Prefix+":"+id).Result()
}
