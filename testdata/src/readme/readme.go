// Package readme holds the README's examples of the rules of the seed
// standards (batch, bigkey, structure, time), checked with the defaults,
// max-batch 500 and hash-siblings, so that the README cannot drift.
package readme

import (
	"context"
	"fmt"
	"strings"
	"time"

	"github.com/redis/go-redis/v9"
)

func batch(ctx context.Context, rdb *redis.Client) {
	keys := make([]string, 0, 1000)
	for i := 0; i < 1000; i++ {
		keys = append(keys, fmt.Sprintf("user:%d", i))
	}
	rdb.MGet(ctx, keys...)       // want `MGET sends 1,000 keys or values in one call, more than max-batch 500`
	rdb.MGet(ctx, keys[:500]...) // good: a batch of at most 500
}

func bigkey(ctx context.Context, rdb *redis.Client) {
	rdb.Set(ctx, "trade:blob:1", strings.Repeat("x", 20*1024), time.Hour) // want `value of SET on key "trade:blob:1" is 20480 bytes`
	for i := 0; i < 10000; i++ {
		rdb.HSet(ctx, "trade:user:all", fmt.Sprint(i), i) // want `key "trade:user:all" gets 10,000 elements from HSET in this loop`
	}
	rdb.Del(ctx, "trade:user:all") // want `key "trade:user:all" is a big collection of 10,000 elements; DEL blocks Redis`
	rdb.Unlink(ctx, "trade:user:all")
}

func structure(ctx context.Context, rdb *redis.Client, id int) {
	rdb.Set(ctx, fmt.Sprintf("user:%d:name", id), "tom", 0) // want `keys "user:<int>:\*" hold 3 string fields of one entity`
	rdb.Set(ctx, fmt.Sprintf("user:%d:age", id), 19, 0)
	rdb.Set(ctx, fmt.Sprintf("user:%d:favor", id), "football", 0)
	rdb.HSet(ctx, fmt.Sprintf("item:%d", id), "name", "tom", "age", 19)
}

func timeSegments(ctx context.Context, rdb *redis.Client, now time.Time, uid string) {
	rdb.Get(ctx, fmt.Sprintf("order:summary:date:%d", now.Unix())) // want `has a Unix timestamp <int> after "date"`
	rdb.Get(ctx, "order:summary:date:"+now.Format("20060102"))
	rdb.Get(ctx, fmt.Sprintf("session:token:uid:%s:ts:%d", uid, now.Unix()))
}
