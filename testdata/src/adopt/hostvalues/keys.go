// Package hostvalues joins its words with '_'; a host's name is a value in
// its keys, and falls back to "unknown-host" when the system cannot tell
// it: that text is no word of the keys and votes for no case.
package hostvalues

import (
	"context"
	"fmt"
	"os"

	"github.com/redis/go-redis/v9"
)

func Use(ctx context.Context, rdb *redis.Client, id string) {
	host, err := os.Hostname()
	if err != nil {
		host = "unknown-host"
	}
	rdb.Del(ctx, fmt.Sprintf("app:servers:{%s:%d}", host, os.Getpid()))
	rdb.Del(ctx, fmt.Sprintf("app:workers:{%s:%d}", host, os.Getpid()))
	rdb.Del(ctx, fmt.Sprintf("app:schedulers:{%s:%d}", host, os.Getpid()))
	rdb.LPush(ctx, "app:scheduler_history:"+id, 1)
}
