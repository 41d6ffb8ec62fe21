// Package joinloops reads metrics under keys that a join helper of
// another package builds in a loop.
package joinloops

import (
	"context"
	"strconv"

	"github.com/redis/go-redis/v9"

	"joinloops/keys"
)

// Users reads the number of users.
func Users(ctx context.Context, rdb *redis.Client) {
	rdb.Get(ctx, keys.Key(keys.GlobalMeta, keys.NumUsers))
	rdb.Get(ctx, keys.Key(keys.GlobalMeta, keys.Unset, keys.NumUsers))
	rdb.Get(ctx, keys.Key(keys.Users, "lastSeen")) // want `key "users/lastSeen" segment "lastSeen" is not snake_case`
}

// User reads one user's counters.
func User(ctx context.Context, rdb *redis.Client, id int) {
	rdb.HGetAll(ctx, keys.Tagged("user", strconv.Itoa(id)))
	rdb.HGetAll(ctx, keys.Tagged("User", strconv.Itoa(id))) // want `key "metrics/User/<int>" segment "User" is not snake_case`
}

// Oldest is not known: Sorted is no join.
func Oldest(ctx context.Context, rdb *redis.Client) {
	rdb.Get(ctx, keys.Sorted("b", "a"))
}
