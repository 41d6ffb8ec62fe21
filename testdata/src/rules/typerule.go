package rules

import (
	"context"
	"fmt"

	"github.com/redis/go-redis/v9"
)

func types(ctx context.Context, rdb *redis.Client, id int) {
	rdb.HSet(ctx, fmt.Sprintf("user:session:%d", id), "token", "x")
	rdb.Get(ctx, fmt.Sprintf("user:session:%d", id)) // want `key "user:session:<int>" is used as a string by GET here and as a hash by HSET elsewhere, which fails with WRONGTYPE`
	rdb.Get(ctx, "user:list:recent")                 // want `key "user:list:recent" says list but GET works on a string`
	rdb.LPush(ctx, "user:list:recent_orders", "x")   // the type word agrees
	rdb.SAdd(ctx, "chat:zset:members", "x")          // want `key "chat:zset:members" says zset but SADD works on a set`
}
