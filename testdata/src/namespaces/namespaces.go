// Package namespaces is checked with namespaces [shop, auth].
package namespaces

import (
	"context"
	"fmt"

	"github.com/redis/go-redis/v9"
)

func namespaces(ctx context.Context, rdb *redis.Client, id int, tenant string) {
	rdb.Get(ctx, "shop:user:1")
	rdb.Get(ctx, fmt.Sprintf("auth:token:%d", id))
	rdb.Get(ctx, "blog:post:1")                       // want `key "blog:post:1" segment "blog" is not one of the namespaces shop, auth`
	rdb.Get(ctx, fmt.Sprintf("shopping:cart:%d", id)) // want `key "shopping:cart:<int>" segment "shopping" is not one of the namespaces shop, auth`
	rdb.Get(ctx, tenant+":cart:1")                    // the first segment is not known
}
