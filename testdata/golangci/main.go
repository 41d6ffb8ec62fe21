// Command e2e is the program that scripts/e2e-golangci.sh lints with a
// golangci-lint binary built with the rediskeylint module plugin. Each
// line with a finding says so; the script asserts them.
package main

import (
	"context"
	"fmt"

	"github.com/redis/go-redis/v9"

	"example.com/rediskeylint-e2e/legacy"
)

func main() {
	ctx := context.Background()
	rdb := redis.NewClient(&redis.Options{Addr: "localhost:6379"})

	rdb.Get(ctx, "User:Profile")                  // finding: case
	rdb.Set(ctx, "user.profile:name", "x", 0)     // finding: separator
	rdb.Get(ctx, "user:profile")                  // clean
	rdb.Get(ctx, "user:profile:avatar_thumbnail") // finding: length (max-length 24 in .golangci.yml)
	rdb.Get(ctx, "Skipped:Key")                   //nolint:rediskeylint // suppressed, and used: nolintlint is quiet
	rdb.Get(ctx, "user:settings")                 //nolint:rediskeylint // finding: nolintlint, nothing to suppress
	rdb.Get(ctx, "Ignored:Key")                   //rediskeylint:ignore case a per-rule suppression
	rdb.Get(ctx, "Partly::Ignored")               //rediskeylint:ignore case finding: separator only
	rdb.SAdd(ctx, "user:tags", "a")               // the set that MGET reads below
	rdb.MGet(ctx, "user:tags", "user:name")       // finding: crossslot and type, one issue each

	fmt.Println(legacy.Names(ctx, rdb))
}
