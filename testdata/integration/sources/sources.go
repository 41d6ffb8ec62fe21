// Package sources builds keys in the ways SPEC §3 lists and sends them
// through the real clients.
package sources

import (
	"context"
	"strings"

	redigo "github.com/gomodule/redigo/redis"
	"github.com/redis/go-redis/v9"

	"example.com/integration/cache"
)

// Helpers uses key helpers and a key type of another package: their
// problems are reported at the helpers' literals, in package cache.
func Helpers(ctx context.Context, rdb *redis.Client, id int, k cache.OrderKey) {
	rdb.Get(ctx, cache.UserKey(id))
	rdb.Get(ctx, k.String())
}

// Strings uses strings.Join, ToLower and a Builder.
func Strings(ctx context.Context, rdb *redis.Client, name string) {
	rdb.Get(ctx, strings.Join([]string{"join", "Part", name}, ":")) // want `segment "Part" is not snake_case`
	rdb.Get(ctx, strings.ToLower("LOWER:"+name))
	rdb.Get(ctx, strings.ToUpper("upper:"+name)) // want `segment "UPPER" is not snake_case`
	var b strings.Builder
	b.WriteString("built:")
	b.WriteString("Name") // want `key "built:Name" segment "Name" is not snake_case`
	rdb.Get(ctx, b.String())
}

// Spreads passes keys through a local slice and a transaction pipeline.
func Spreads(ctx context.Context, rdb *redis.Client) error {
	keys := []string{"spread:a", "spread:B"} // want `segment "B" is not snake_case`
	rdb.Del(ctx, keys...)
	pipe := rdb.TxPipeline()
	pipe.Get(ctx, "txpipe:Key") // want `segment "Key" is not snake_case`
	_, err := pipe.Exec(ctx)
	return err
}

// Redigo uses AddFlat and EVAL's numkeys.
func Redigo(c redigo.Conn, key string) error {
	if _, err := c.Do("HGETALL", redigo.Args{}.AddFlat("flat:Key")...); err != nil { // want `segment "Key" is not snake_case`
		return err
	}
	_, err := c.Do("EVAL", "return 1", 1, "eval:Key", "Not A Key") // want `segment "Key" is not snake_case`
	return err
}
