// Package snakepkg is checked with case and separator set to consistent:
// two snake_case keys and two camelCase keys tie, and the tie goes to
// snake_case; ':' and '/' tie too, and the tie goes to ':'.
package snakepkg

import (
	"context"
	"os"

	"github.com/redis/go-redis/v9"
)

func Use(ctx context.Context, rdb *redis.Client) {
	id := os.Getenv("ID")
	rdb.Get(ctx, "user_profile:"+id)
	rdb.Get(ctx, "order_item:"+id)
	rdb.Get(ctx, "userProfile/"+id) // want `uses "/" between words instead of ":"` `segment "userProfile" is not snake_case`
	rdb.Get(ctx, "orderItem/"+id)   // want `uses "/" between words instead of ":"` `segment "orderItem" is not snake_case`
}
