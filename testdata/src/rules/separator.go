// Package rules breaks each naming rule once per way it can be broken,
// under the default configuration.
package rules

import (
	"context"

	"github.com/redis/go-redis/v9"
)

func separators(ctx context.Context, rdb *redis.Client) {
	rdb.Get(ctx, "user::profile")     // want `key "user::profile" has an empty segment`
	rdb.Get(ctx, ":user:profile")     // want `key ":user:profile" starts with the separator ":"`
	rdb.Get(ctx, "user:profile:")     // want `key "user:profile:" ends with the separator ":"`
	rdb.Get(ctx, "user.profile:name") // want `key "user\.profile:name" uses "\." between words instead of ":"`
	rdb.Get(ctx, "user:profile/name") // want `key "user:profile/name" uses "/" between words instead of ":"`
	rdb.Get(ctx, "user:profile:name") // clean
}
