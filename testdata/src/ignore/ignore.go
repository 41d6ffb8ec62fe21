// Package ignore suppresses findings rule by rule with
// //rediskeylint:ignore directives, which every driver honours.
package ignore

import (
	"context"

	"github.com/redis/go-redis/v9"
)

func suppressed(ctx context.Context, rdb *redis.Client) {
	rdb.Get(ctx, "User:profile") //rediskeylint:ignore case keys written by the billing service

	//rediskeylint:ignore case,separator a directive alone on its line covers the next one
	rdb.Get(ctx, "User::profile")

	rdb.Keys(ctx, "user:*") //rediskeylint:ignore command an admin tool, run by hand
}

func onlyTheNamedRules(ctx context.Context, rdb *redis.Client) {
	rdb.Get(ctx, "User::profile") //rediskeylint:ignore case legacy // want `key "User::profile" has an empty segment`

	//rediskeylint:ignore separator legacy
	rdb.Get(ctx, "User::profile") // want `key "User::profile" segment "User" is not snake_case`

	//rediskeylint:ignore case legacy

	rdb.Get(ctx, "User:gap") // want `key "User:gap" segment "User" is not snake_case`
}

// A malformed directive suppresses nothing and is reported itself.
func malformed(ctx context.Context, rdb *redis.Client) {
	/* want `directive "//rediskeylint:ignore case" gives no reason; write //rediskeylint:ignore RULE\[,RULE\] reason` */ //rediskeylint:ignore case
	rdb.Get(ctx, "User:noreason")                                                                                         // want `key "User:noreason" segment "User" is not snake_case`

	/* want `directive "//rediskeylint:ignore cas legacy" names unknown rule "cas"; the rules are separator, case, .*` */ //rediskeylint:ignore cas legacy
	rdb.Get(ctx, "User:typo")                                                                                             // want `key "User:typo" segment "User" is not snake_case`

	/* want `directive "//rediskeylint:ignore" names no rule and gives no reason` */ //rediskeylint:ignore
	rdb.Get(ctx, "User:empty")                                                       // want `key "User:empty" segment "User" is not snake_case`

	/* want `directive "//rediskeylint:skip case legacy" is not a known directive; the directive is //rediskeylint:ignore RULE\[,RULE\] reason` */ //rediskeylint:skip case legacy
	rdb.Get(ctx, "User:verb")                                                                                                                      // want `key "User:verb" segment "User" is not snake_case`
}
