// Package seed002 is checked with the short preset, from standard 002
// (shared/seeds/002_55d794137c85dad4.txt): business:table:id (trade:order:1),
// short words (u:{uid}:fr:m:{mid}), strings under 10 KB, collections under
// 5,000 elements, the right data type, TTLs.
package seed002

import (
	"context"
	"fmt"
	"strings"
	"time"

	"github.com/redis/go-redis/v9"
)

func names(ctx context.Context, rdb *redis.Client, uid, mid int64) {
	rdb.Get(ctx, "trade:order:1")
	rdb.Get(ctx, fmt.Sprintf("u:%d:fr:m:%d", uid, mid))
	rdb.Get(ctx, fmt.Sprintf("user:%d:friends:messages:%d", uid, mid)) // want `segment "friends" is 7 bytes long, more than max-segment-length 6` `segment "messages" is 8 bytes long, more than max-segment-length 6`
}

// 002 "拒绝bigkey": a string over 10 KB.
func values(ctx context.Context, rdb *redis.Client, id int64) {
	rdb.Set(ctx, "trade:blob:1", strings.Repeat("x", 20*1024), time.Hour) // want `value of SET on key "trade:blob:1" is 20480 bytes, more than max-value-bytes 10240; split it into several keys or fields of a hash`
	buf := make([]byte, 64<<10)
	rdb.Set(ctx, "trade:img:2", buf, time.Hour) // want `value of SET on key "trade:img:2" is 65536 bytes`
	rdb.Set(ctx, "trade:note:3", strings.Repeat("x", 100), time.Hour)
	rdb.Do(ctx, "setex", "trade:blob:4", 60, strings.Repeat("ab", 8192)) // want `value of SETEX on key "trade:blob:4" is 16384 bytes`
}

// 002: hash, list, set and zset of at most 5,000 elements; no DEL of a
// big key.
func collections(ctx context.Context, rdb *redis.Client) {
	for i := 0; i < 10000; i++ {
		rdb.HSet(ctx, "trade:user:all", fmt.Sprint(i), i) // want `key "trade:user:all" gets 10,000 elements from HSET in this loop, more than max-elements 5000`
	}
	rdb.Del(ctx, "trade:user:all") // want `key "trade:user:all" is a big collection of 10,000 elements; DEL blocks Redis while it frees it: delete it with UNLINK`
	for i := 0; i < 200; i++ {
		for j := 0; j < 5000; j++ {
			rdb.HSet(ctx, fmt.Sprintf("trade:user:%d", i), fmt.Sprint(j), j)
		}
	}
}

// 002 "选择适合的数据类型": set user:1:name tom, set user:1:age 19, set
// user:1:favor football is better hmset user:1 name tom age 19 favor football.
func entity(ctx context.Context, rdb *redis.Client, id int64) {
	rdb.Set(ctx, fmt.Sprintf("user:%d:name", id), "tom", time.Hour) // want `keys "user:<int>:\*" hold 3 string fields of one entity \(age, favor, name\); store them in one hash "user:<int>" with HSET`
	rdb.Set(ctx, fmt.Sprintf("user:%d:age", id), 19, time.Hour)
	rdb.Set(ctx, fmt.Sprintf("user:%d:favor", id), "football", time.Hour)
	rdb.HSet(ctx, fmt.Sprintf("item:%d", id), "name", "tom", "age", 19)
	rdb.Expire(ctx, fmt.Sprintf("item:%d", id), time.Hour)
	rdb.Set(ctx, "trade:order:1", "paid", time.Hour)
	rdb.Set(ctx, "trade:order:2", "paid", time.Hour)
}

// A key spelled "trade:<int>:big" is not the keys "trade:<int>:big" an
// integer fills, though messages render both alike: deleting one of
// those is no DEL of the big collection.
func renderedAlike(ctx context.Context, rdb *redis.Client, id int64) {
	for i := 0; i < 10000; i++ {
		rdb.SAdd(ctx, "trade:<int>:big", i) // want `key "trade:<int>:big" segment "<int>" is not snake_case` `key "trade:<int>:big" gets 10,000 elements from SADD in this loop`
	}
	rdb.Del(ctx, fmt.Sprintf("trade:%d:big", id))
}
