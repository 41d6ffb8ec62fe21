// Package hashtagwords keeps the state of RTMP ingress endpoints in a
// Redis Cluster: every key carries the {ingress} tag, so that the keys of
// one ingress can be read together in one slot. The tag's braces sit
// inside words ("{ingress}_stream_key", "room_{ingress}").
package hashtagwords

import (
	"context"
	"time"

	"github.com/redis/go-redis/v9"
)

type Store struct {
	rdb *redis.ClusterClient
}

// PublishStreamKey maps the stream key a broadcaster publishes with to the
// ingress that accepts it.
func (s *Store) PublishStreamKey(ctx context.Context, streamKey, ingressID string) error {
	return s.rdb.HSet(ctx, "{ingress}_stream_key", streamKey, ingressID).Err() // want `key "\{ingress\}_stream_key" has 1 segment, fewer than min-depth 2`
}

// JoinRoom records that a participant watches the room fed by an ingress.
func (s *Store) JoinRoom(ctx context.Context, room, participant string) error { // want JoinRoom:`sink\(1→SADD room_\{ingress\}:<string>\)`
	return s.rdb.SAdd(ctx, "room_{ingress}:"+room, participant).Err()
}

// Heartbeat keeps the session of an ingress alive.
func (s *Store) Heartbeat(ctx context.Context, ingressID string) error { // want Heartbeat:`sink\(1→SET \{ingress\}_session:<string>\)`
	return s.rdb.Set(ctx, "{ingress}_session:"+ingressID, time.Now().Unix(), time.Minute).Err()
}

// SaveState stores what the ingress last reported; its word is camelCase
// around the tag, which the naming convention does not allow.
func (s *Store) SaveState(ctx context.Context, ingressID, state string) error { // want SaveState:`sink\(1→SET \{ingress\}_lastState:<string>\)`
	return s.rdb.Set(ctx, "{ingress}_lastState:"+ingressID, state, time.Hour).Err() // want `key "\{ingress\}_lastState:<string>" segment "ingress_lastState" is not snake_case`
}

// Unpublish removes the stream key of a finished broadcast.
func (s *Store) Unpublish(ctx context.Context, streamKey string) error {
	return s.rdb.HDel(ctx, "{ingress}_stream_key", streamKey).Err() // want `key "\{ingress\}_stream_key" has 1 segment, fewer than min-depth 2`
}
