// Package clean holds idiomatic keys that no option set may report: one
// lowercase word per level, a known namespace, hash tags around what the
// keys of one command share, no slow or forbidden commands.
package clean

import (
	"context"
	"fmt"
	"strconv"
	"time"

	redigo "github.com/gomodule/redigo/redis"
	"github.com/redis/go-redis/v9"
)

const userPrefix = "shop:user:"

func userKey(id int) string { return fmt.Sprintf("shop:user:{%d}", id) }

func clean(ctx context.Context, rdb *redis.Client, c redigo.Conn, id int) {
	rdb.Get(ctx, "shop:config")
	rdb.Set(ctx, userPrefix+strconv.Itoa(id), "v", time.Hour)
	rdb.HGet(ctx, userKey(id)+":profile", "name")
	rdb.MGet(ctx, userKey(id)+":cart", userKey(id)+":wishlist")
	rdb.Rename(ctx, "shop:{cart}:draft", "shop:{cart}:final")
	_, _ = rdb.TxPipelined(ctx, func(pipe redis.Pipeliner) error {
		pipe.Incr(ctx, userKey(id)+":visits")
		pipe.Expire(ctx, userKey(id)+":visits", 0)
		return nil
	})
	c.Do("GET", "shop:config")
	c.Do("SET", fmt.Sprintf("shop:session:%d", id), "v", "EX", 60)
}
