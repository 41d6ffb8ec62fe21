// Package catalogslash uses "/" as its key separator; its catalog's
// namespace tree splits on it.
package catalogslash

import (
	"context"
	"fmt"

	"github.com/redis/go-redis/v9"
)

func run(ctx context.Context, rdb *redis.Client, id int64) {
	rdb.Get(ctx, fmt.Sprintf("shop/user/%d/profile", id))
	rdb.Get(ctx, "shop/user:settings/cart")
	rdb.Get(ctx, "auth/session")
}
