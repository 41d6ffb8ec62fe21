package rules

import (
	"context"
	"fmt"

	"github.com/redis/go-redis/v9"
)

func lengths(ctx context.Context, rdb *redis.Client, id int64, name string) {
	rdb.Get(ctx, "cache:aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa:end")                      // want `key "cache:a+\.\.\." is 132 bytes long, more than max-length 128`
	rdb.Get(ctx, fmt.Sprintf("cache:aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa:%d", id))              // want `key "cache:a+\.\.\." can be 141 bytes long, more than max-length 128`
	rdb.Get(ctx, fmt.Sprintf("cache:aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa:%s", name)) // want `key "cache:a+\.\.\." is at least 132 bytes long, more than max-length 128`
	rdb.Get(ctx, "cache:"+name)                                                                                                                                               // an unbounded string is not reported
}
