// Package store reads through a wrapper of another module.
package store

import (
	"context"

	"github.com/redis/go-redis/v9"

	"example.com/app/keys"
	"example.com/util"
	"example.com/wrap"
)

// Profile reads a user's profile.
func Profile(ctx context.Context, rdb *redis.Client, id int) string {
	return wrap.Get(ctx, rdb, keys.User(id)) + util.Twice(id)
}
