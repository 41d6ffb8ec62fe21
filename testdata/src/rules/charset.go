package rules

import (
	"context"
	"fmt"
	"time"

	"github.com/redis/go-redis/v9"
)

func charsets(ctx context.Context, rdb *redis.Client, name string, at time.Time) {
	rdb.Get(ctx, "user:full name")             // want `key "user:full name" contains a space`
	rdb.Get(ctx, fmt.Sprintf("user:%q", name)) // want `key "user:<quoted>" holds a <quoted> value that renders '"'`
	rdb.Get(ctx, fmt.Sprintf("visit:%v", at))  // want `key "visit:<time>" holds a <time> value that renders a space and can render the separator ":"`
	rdb.Get(ctx, "user:*")                     // want `key "user:\*" contains '\*'`
	rdb.Get(ctx, "user:tab\there")             // want `key "user:tab\\there" contains a tab`
}
