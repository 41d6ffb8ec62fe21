// Package consistent is checked with case and separator set to consistent
// (its .rediskeylint.yml): most keys use "/" and camelCase, so those are
// the rule here, the same under go vet and the standalone binary.
package consistent

import (
	"context"
	"strconv"

	"github.com/redis/go-redis/v9"
)

// Use reads the repository's keys.
func Use(ctx context.Context, rdb *redis.Client, id int) {
	rdb.Get(ctx, "repo/"+strconv.Itoa(id)+"/lastCommit")
	rdb.Get(ctx, "userProfile/"+strconv.Itoa(id))
	rdb.Get(ctx, "syncState/"+strconv.Itoa(id)+"/cursor")
	rdb.Get(ctx, "sync_state/"+strconv.Itoa(id)) // want `segment "sync_state" is not camelCase`
	rdb.Get(ctx, "repoMeta:"+strconv.Itoa(id))   // want `uses ":" between words instead of "/"` `has 1 segment, fewer than min-depth 2`
}
