// Package camel is checked with case: camel.
package camel

import (
	"context"
	"fmt"

	"github.com/redis/go-redis/v9"
)

func camel(ctx context.Context, rdb *redis.Client, id int) {
	rdb.Get(ctx, "userProfile:session")
	rdb.Get(ctx, "user_profile:session") // want `key "user_profile:session" segment "user_profile" is not camelCase`
	rdb.Get(ctx, "UserProfile:session")  // want `key "UserProfile:session" segment "UserProfile" is not camelCase`
	rdb.Get(ctx, fmt.Sprintf("orderItems:%d", id))
	rdb.Get(ctx, fmt.Sprintf("order-items:%d", id)) // want `key "order-items:<int>" segment "order-items" is not camelCase`
}
