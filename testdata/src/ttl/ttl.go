// Package ttl is checked with ttl: true. A key written by a command that
// creates it must be given a TTL somewhere in the package.
package ttl

import (
	"context"
	"fmt"
	"time"

	redigo "github.com/gomodule/redigo/redis"
	"github.com/redis/go-redis/v9"
	"github.com/redis/rueidis"
)

func goredis(ctx context.Context, rdb *redis.Client, id int) {
	rdb.Set(ctx, "cache:page:home", "v", 0) // want `key "cache:page:home" is written by SET but never given a TTL`
	rdb.Set(ctx, "cache:page:about", "v", time.Hour)
	rdb.SetEx(ctx, "cache:page:faq", "v", time.Hour)
	rdb.Incr(ctx, "stats:visits:total") // want `key "stats:visits:total" is written by INCR but never given a TTL`
	rdb.HSet(ctx, fmt.Sprintf("session:%d:data", id), "token", "t")
	rdb.Expire(ctx, fmt.Sprintf("session:%d:data", id), time.Hour)
	rdb.Get(ctx, "cache:page:missing")                               // a read creates nothing
	rdb.XGroupCreate(ctx, "events:orders", "workers", "$")           // without MKSTREAM it creates nothing
	rdb.XGroupCreateMkStream(ctx, "events:payments", "workers", "$") // want `key "events:payments" is written by XGROUP\|CREATE but never given a TTL`
}

// The TTL may be given anywhere in the package, here in a pipeline of
// another function.
func writeCart(ctx context.Context, rdb *redis.Client, id int) {
	rdb.SAdd(ctx, fmt.Sprintf("cart:%d:items", id), "sku")
}

func expireCart(ctx context.Context, rdb *redis.Client, id int) {
	_, _ = rdb.Pipelined(ctx, func(pipe redis.Pipeliner) error {
		pipe.Expire(ctx, fmt.Sprintf("cart:%d:items", id), 24*time.Hour)
		return nil
	})
}

func redigoCalls(c redigo.Conn) {
	c.Do("SET", "lock:job:daily", "1") // want `key "lock:job:daily" is written by SET but never given a TTL`
	c.Do("SET", "lock:job:hourly", "1", "EX", 60)
	c.Do("SET", "lock:job:weekly", "1", "NX", "PX", 1000)
	c.Do("LPUSH", "queue:mail:pending", "m1")
	c.Do("EXPIRE", "queue:mail:pending", 3600)
}

func rueidisCalls(ctx context.Context, client rueidis.Client) {
	client.Do(ctx, client.B().Set().Key("token:api:plain").Value("v").Build())                  // want `key "token:api:plain" is written by SET but never given a TTL`
	client.Do(ctx, client.B().Set().Key("token:api:expiring").Value("v").ExSeconds(60).Build()) // SET ... EX
	client.Do(ctx, client.B().Sadd().Key("token:api:set").Member("m").Build())
	client.Do(ctx, client.B().Expire().Key("token:api:set").Seconds(60).Build())
}
