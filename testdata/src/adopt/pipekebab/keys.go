// Package pipekebab separates levels with '|' and writes kebab-case words.
package pipekebab

import (
	"context"
	"os"

	"github.com/redis/go-redis/v9"
)

func Use(ctx context.Context, rdb *redis.Client) {
	app := os.Getenv("APP")
	rdb.Get(ctx, "app-state|"+app)
	rdb.Get(ctx, "cluster-info|"+app+"|refresh")
	rdb.Get(ctx, "repo-token|"+app)
	rdb.Get(ctx, "app|"+app+"|sync-status")
	rdb.Get(ctx, "app:"+app) // an outlier: ':' is foreign here
}
