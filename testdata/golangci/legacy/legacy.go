// Package legacy keeps camelCase keys; .rediskeylint.yml overrides the
// case rule for this directory.
package legacy

import (
	"context"

	"github.com/redis/go-redis/v9"
)

// Names reads two keys written by an older service.
func Names(ctx context.Context, rdb *redis.Client) []string {
	first := rdb.Get(ctx, "userProfile:firstName").Val() // clean under camel
	last := rdb.Get(ctx, "user_profile:last_name").Val() // finding: case (camel)
	return []string{first, last}
}
