// Package catalogapp is the program whose keyspace the catalog golden
// files show.
package catalogapp

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"fmt"
	"time"

	"github.com/redis/go-redis/v9"
)

const sessionPrefix = "auth:session:"

func profileKey(id int64) string { return fmt.Sprintf("shop:user:%d:profile", id) }

// newSessionID returns a random session id.
func newSessionID() string {
	b := make([]byte, 16)
	_, _ = rand.Read(b)
	return hex.EncodeToString(b)
}

func run(ctx context.Context, rdb *redis.Client, id int64, lookup func() string) {
	sid := newSessionID()
	rdb.HSet(ctx, profileKey(id), "name", "ann")
	rdb.Expire(ctx, profileKey(id), time.Hour)
	rdb.HGetAll(ctx, profileKey(id))
	rdb.Set(ctx, sessionPrefix+sid, "x", 30*time.Minute)
	rdb.SAdd(ctx, fmt.Sprintf("shop:cart:{%d}", id), "item")
	rdb.MGet(ctx, "shop:config:currency", "shop:config:locale")
	rdb.Get(ctx, lookup())
	rdb.ZAdd(ctx, "shop:rank:daily", redis.Z{Score: 1, Member: "ann"})
}
