// Package colonsnake separates levels with ':' and writes snake_case words;
// one key breaks the habit.
package colonsnake

import (
	"context"
	"os"

	"github.com/redis/go-redis/v9"
)

func Use(ctx context.Context, rdb *redis.Client) {
	id := os.Getenv("ID")
	rdb.Get(ctx, "user:"+id+":profile")
	rdb.HSet(ctx, "order:status:"+id, "k", "v")
	rdb.Get(ctx, "session_token:"+id)
	rdb.Get(ctx, "user:"+id+":cart_items")
	rdb.Get(ctx, "cartItems:"+id)
}
