package rules

import (
	"context"
	"strconv"

	"github.com/redis/go-redis/v9"
)

func cases(ctx context.Context, rdb *redis.Client, id int) {
	rdb.Get(ctx, "User:profile")                     // want `key "User:profile" segment "User" is not snake_case`
	rdb.Get(ctx, "user:userProfile")                 // want `key "user:userProfile" segment "userProfile" is not snake_case`
	rdb.Get(ctx, "USER:profile")                     // want `key "USER:profile" segment "USER" is not snake_case`
	rdb.Get(ctx, "order_"+strconv.Itoa(id)+":items") // a fragment joined to a hole may end in "_"
	rdb.Get(ctx, "order:2024:items")                 // all-digit words pass
}
