// Package fixes has findings whose fix is a mechanical edit of a string
// literal: case and separator findings. fixes.go.golden is this file with
// every fix applied.
package fixes

import (
	"context"
	"fmt"
	"strconv"

	"github.com/redis/go-redis/v9"
)

const cartPrefix = "Shop:cart:" // want `key "Shop:cart:<int>" segment "Shop" is not snake_case`

func fixable(ctx context.Context, rdb *redis.Client, id int) {
	rdb.Get(ctx, "User:profile")          // want `key "User:profile" segment "User" is not snake_case`
	rdb.Get(ctx, "user:userProfile:name") // want `key "user:userProfile:name" segment "userProfile" is not snake_case`
	rdb.Get(ctx, "user.profile:name")     // want `key "user\.profile:name" uses "\." between words instead of ":"`
	rdb.Get(ctx, "user::profile")         // want `key "user::profile" has an empty segment`
	rdb.Get(ctx, ":user:profile")         // want `key ":user:profile" starts with the separator ":"`
	rdb.Get(ctx, "user:profile:")         // want `key "user:profile:" ends with the separator ":"`
	rdb.Get(ctx, cartPrefix+strconv.Itoa(id))
	rdb.Get(ctx, fmt.Sprintf("Order:%d:Lines", id)) // want `key "Order:<int>:Lines" segment "Order" is not snake_case` `key "Order:<int>:Lines" segment "Lines" is not snake_case`
	rdb.Get(ctx, `Raw:key`)                         // want `key "Raw:key" segment "Raw" is not snake_case`
}

func notFixable(ctx context.Context, rdb *redis.Client) {
	rdb.Get(ctx, "Us\x65r:profile") // an escape inside the word: no exact edit // want `key "User:profile" segment "User" is not snake_case`
}
