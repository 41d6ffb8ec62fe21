// Package b builds keys and reads them through a.
package b

import (
	"context"
	"fmt"

	"github.com/redis/go-redis/v9"

	"example.com/variant/a"
)

// UserKey is the key of a user.
func UserKey(id int) string { return fmt.Sprintf("User:%d", id) }

// Profile reads a user's profile.
func Profile(ctx context.Context, rdb *redis.Client, id int) string {
	return a.Get(ctx, rdb, fmt.Sprintf("Profile:%d", id))
}
