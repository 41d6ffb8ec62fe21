// Package slashcamel separates levels with '/' and writes camelCase words.
package slashcamel

import (
	"context"
	"os"

	"github.com/redis/go-redis/v9"
)

func Use(ctx context.Context, rdb *redis.Client) {
	did := os.Getenv("DID")
	rdb.Get(ctx, "repo/"+did+"/lastCommit")
	rdb.Get(ctx, "userProfile/"+did)
	rdb.Get(ctx, "did/"+did+"/handle")
	rdb.Set(ctx, "syncState/"+did, "v", 0)
}
