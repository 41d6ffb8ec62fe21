// Package prefix is checked with prefix "app:".
package prefix

import (
	"context"
	"fmt"

	"github.com/redis/go-redis/v9"
)

func prefixes(ctx context.Context, rdb *redis.Client, id int, tenant string) {
	rdb.Get(ctx, "app:user:1")
	rdb.Get(ctx, fmt.Sprintf("app:cart:%d", id))
	rdb.Get(ctx, "web:user:1")         // want `key "web:user:1" does not start with prefix "app:"`
	rdb.Get(ctx, "application:user:1") // want `key "application:user:1" does not start with prefix "app:"`
	rdb.Get(ctx, tenant+":cart:1")     // the start is not known
}
