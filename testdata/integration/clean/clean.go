// Package clean uses only keys that follow every default rule, so the
// linter exits 0 on it.
package clean

import (
	"context"
	"fmt"
	"strconv"
	"time"

	"github.com/redis/go-redis/v9"
)

const sessionPrefix = "app:session:"

// Session stores and reads a session.
func Session(ctx context.Context, rdb redis.Cmdable, id int, token string) error {
	if err := rdb.Set(ctx, sessionPrefix+token, strconv.Itoa(id), time.Hour).Err(); err != nil {
		return err
	}
	key := fmt.Sprintf("app:user:%d:sessions", id)
	if err := rdb.SAdd(ctx, key, token).Err(); err != nil {
		return err
	}
	return rdb.Expire(ctx, key, time.Hour).Err()
}

// NotKeys passes patterns, channels, fields and values that break every key
// rule: none of them is a key, so none is reported.
func NotKeys(ctx context.Context, rdb *redis.Client) {
	rdb.Scan(ctx, 0, "App:*", 100)
	rdb.Publish(ctx, "Channel Name", "Message Text")
	rdb.HSet(ctx, "app:user:1", "Field Name", "Value With Spaces")
	rdb.Do(ctx, "publish", "Channel Name", "x")
	rdb.Do(ctx, "set", "app:user:2", "Value 'quoted'")
}
