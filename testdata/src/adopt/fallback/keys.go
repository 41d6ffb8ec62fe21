// Package fallback passes a script one key that only a configuration
// fills: on a single node it stays "", which the script skips. The empty
// text on one path of several is a fallback, not a key of the convention.
package fallback

import (
	"context"

	"github.com/redis/go-redis/v9"
)

var publish = redis.NewScript(`if KEYS[2] ~= '' then redis.call('zadd', KEYS[2], ARGV[1], ARGV[2]) end
return redis.call('xadd', KEYS[1], '*', 'd', ARGV[2])`)

func Publish(ctx context.Context, rdb *redis.Client, cleanup bool, ch, data string) {
	cleanupKey := ""
	if cleanup {
		cleanupKey = "app:cleanup:channels"
	}
	publish.Run(ctx, rdb, []string{"app:stream:" + ch, cleanupKey}, 1, data)
	rdb.Get(ctx, "app:meta:"+ch)
}
