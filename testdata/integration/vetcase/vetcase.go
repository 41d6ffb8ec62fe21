// Package vetcase is the small package of the go vet test: its keys follow
// camelCase, so they pass with -case=camel and fail with the default
// snake_case, except user_name, which goes the other way. KEYS is
// forbidden under both.
package vetcase

import (
	"context"
	"strconv"

	"github.com/redis/go-redis/v9"
)

// Profile reads a user's profile.
func Profile(ctx context.Context, rdb *redis.Client, id int) {
	rdb.Get(ctx, "app:userProfile:"+strconv.Itoa(id)) // want `segment "userProfile" is not snake_case`
	rdb.Get(ctx, "app:user_name:"+strconv.Itoa(id))
	rdb.Keys(ctx, "app:*") // want `command KEYS is forbidden`
}
