// Package typewords keeps the state of RTMP ingress endpoints under keys
// whose levels are joined with "_", like the words of their names: the
// type words in "{ingress}_stream_key" (a hash of stream keys) and
// "ingress_list_version" (a counter) are words of compounds, not the data
// type of the key.
package typewords

import (
	"context"

	"github.com/redis/go-redis/v9"
)

type Store struct {
	rdb *redis.Client
}

// PublishStreamKey maps the stream key a broadcaster publishes with to the
// ingress that accepts it.
func (s *Store) PublishStreamKey(ctx context.Context, streamKey, ingressID string) error {
	if err := s.rdb.HSet(ctx, "{ingress}_stream_key", streamKey, ingressID).Err(); err != nil {
		return err
	}
	// Clients that cache the list of ingresses reload it when this changes.
	return s.rdb.Incr(ctx, "ingress_list_version").Err()
}

// StreamKeyOwner returns the ingress a stream key publishes to.
func (s *Store) StreamKeyOwner(ctx context.Context, streamKey string) (string, error) {
	return s.rdb.HGet(ctx, "{ingress}_stream_key", streamKey).Result()
}

// Ranking counts the viewers each ingress of a room brought; the key still
// says it is a sorted set, but the scores moved to a hash.
func (s *Store) Ranking(ctx context.Context, room, ingressID string) error { // want Ranking:`sink\(1→HINCRBY room_<string>_zset\)`
	return s.rdb.HIncrBy(ctx, "room_"+room+"_zset", ingressID, 1).Err() // want `key "room_<string>_zset" says zset but HINCRBY works on a hash`
}
