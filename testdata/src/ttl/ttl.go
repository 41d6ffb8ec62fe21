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

// cache is the program's own wrapper: the expiry its callers pass, or the
// one it sets itself, counts for their keys.
type cache struct{ rdb *redis.Client }

func (c *cache) Set(ctx context.Context, key string, v any, ttl time.Duration) error { // want Set:`sink\(1→SET <string>\)`
	return c.rdb.Set(ctx, key, v, ttl).Err()
}

func (c *cache) Save(ctx context.Context, key string, v any) error { // want Save:`sink\(1→SET <string>\)`
	return c.rdb.Set(ctx, key, v, time.Hour).Err()
}

func (c *cache) Put(ctx context.Context, key string, v any) error { // want Put:`sink\(1→SET <string>\)`
	return c.rdb.Set(ctx, key, v, 0).Err()
}

func (c *cache) Tag(ctx context.Context, key, tag string, ttl time.Duration) { // want Tag:`sink\(1→SADD <string>; 1→EXPIRE <string>\)`
	c.rdb.SAdd(ctx, key, tag)
	c.rdb.Expire(ctx, key, ttl)
}

func wrapped(ctx context.Context, c *cache) {
	_ = c.Set(ctx, "wrapped:ttl", 1, time.Minute)
	_ = c.Set(ctx, "wrapped:forever", 1, 0) // want `key "wrapped:forever" is written by SET but never given a TTL`
	_ = c.Save(ctx, "wrapped:saved", 1)
	_ = c.Put(ctx, "wrapped:put", 1) // want `key "wrapped:put" is written by SET but never given a TTL`
	c.Tag(ctx, "wrapped:tags", "x", time.Hour)
}
