// Package nolint suppresses findings with //nolint comments, which the
// analyzer honours itself so that they work in every driver.
package nolint

import (
	"context"

	"github.com/redis/go-redis/v9"
)

func suppressed(ctx context.Context, rdb *redis.Client) {
	rdb.Get(ctx, "User:profile") //nolint:rediskeylint

	//nolint:rediskeylint // a comment alone on its line covers the next one
	rdb.Get(ctx, "User:profile")

	rdb.Get(ctx, "User:profile") //nolint:errcheck,rediskeylint

	rdb.Get(ctx, "User:profile") //nolint

	rdb.Keys(ctx, "user:*") //nolint:rediskeylint:command
}

func onlyOneRule(ctx context.Context, rdb *redis.Client) {
	rdb.Get(ctx, "User::profile") //nolint:rediskeylint:case // want `key "User::profile" has an empty segment`

	rdb.Get(ctx, "User::profile") //nolint:rediskeylint:separator // want `key "User::profile" segment "User" is not snake_case`

	rdb.Get(ctx, "User:full name") //nolint:rediskeylint:case,rediskeylint:charset
}

func notSuppressed(ctx context.Context, rdb *redis.Client) {
	rdb.Get(ctx, "User:profile") //nolint:errcheck // want `key "User:profile" segment "User" is not snake_case`

	//nolint:rediskeylint

	rdb.Get(ctx, "User:profile") // want `key "User:profile" segment "User" is not snake_case`
}

// A comment at the end of a line covers that line only, not the next one.
func trailingCommentCoversItsLineOnly(ctx context.Context, rdb *redis.Client) {
	rdb.Get(ctx, "User:first")   //nolint:rediskeylint
	rdb.Get(ctx, "User:second")  // want `key "User:second" segment "User" is not snake_case`
	rdb.Get(ctx, "User::third")  //nolint:rediskeylint:separator // want `key "User::third" segment "User" is not snake_case`
	rdb.Get(ctx, "User::fourth") // want `key "User::fourth" segment "User" is not snake_case` `key "User::fourth" has an empty segment`
}
