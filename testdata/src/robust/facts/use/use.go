// Package use builds keys with the facts of package keys.
package use

import (
	"context"

	"github.com/redis/go-redis/v9"

	"robust/facts/keys"
)

func use(ctx context.Context, rdb *redis.Client, l keys.Loader) {
	rdb.Get(ctx, keys.For(1))
	rdb.Get(ctx, keys.For[string]("x"))
	rdb.Get(ctx, keys.Rec(2))
	rdb.Get(ctx, keys.Prefix+":x")
	rdb.Get(ctx, keys.Dynamic)
	rdb.Get(ctx, keys.Table["a"])
	keys.Repo[int]{RDB: rdb}.Load(ctx, 3)
	(&keys.Repo[[]byte]{RDB: rdb}).Store(ctx, "Key", nil)
	keys.Send(ctx, rdb, "Send:a", "send:b")
	keys.Send2(ctx, rdb)
	l.Load(ctx, "Loader:key")
	load := keys.Repo[string]{RDB: rdb}.Load
	load(ctx, "Method:value")
}
