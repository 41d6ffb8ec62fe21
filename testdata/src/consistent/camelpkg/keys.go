// Package camelpkg is checked with case and separator set to consistent:
// most of its keys use "/" and camelCase, so that is the rule here.
package camelpkg

import (
	"context"
	"os"

	"github.com/redis/go-redis/v9"
)

func Use(ctx context.Context, rdb *redis.Client) {
	id := os.Getenv("ID")
	rdb.Get(ctx, "repo/"+id+"/lastCommit")
	rdb.Get(ctx, "userProfile/"+id)
	rdb.Get(ctx, "syncState/"+id+"/cursor")
	rdb.Get(ctx, "sync_state/"+id)  // want `key "sync_state/<string>" segment "sync_state" is not camelCase`
	rdb.Get(ctx, "repoMeta:"+id)    // want `key "repoMeta:<string>" uses ":" between words instead of "/"`
	rdb.Get(ctx, "handleCache/"+id) // no finding: the test file's snake keys do not vote
}
