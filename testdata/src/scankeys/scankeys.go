// Package scankeys deletes and reads keys that SCAN returns: a key read
// back from SCAN MATCH has the pattern's shape, each wildcard a hole.
package scankeys

import (
	"context"
	"strconv"
	"time"

	redigo "github.com/gomodule/redigo/redis"
	"github.com/redis/go-redis/v9"
)

// Profiles deletes every profile key the scan finds.
func Profiles(ctx context.Context, rdb *redis.Client) {
	iter := rdb.Scan(ctx, 0, "user:*:profile", 100).Iterator()
	for iter.Next(ctx) {
		rdb.Del(ctx, iter.Val())
	}
}

// Sessions scans one tenant's sessions, the pattern built from its id;
// an escaped star is a star of the key.
func Sessions(ctx context.Context, rdb *redis.ClusterClient, tenant int) {
	iter := rdb.ScanType(ctx, 0, "tenant:"+strconv.Itoa(tenant)+":Session:*", 0, "hash").Iterator() // want `key "tenant:<int>:Session:<string>" segment "Session" is not snake_case`
	for iter.Next(ctx) {
		rdb.HGetAll(ctx, iter.Val())
	}
	stars := rdb.Scan(ctx, 0, `glob:\*:?`, 0).Iterator() // want `key "glob:\*:<string>" contains '\*'`
	for stars.Next(ctx) {
		rdb.Get(ctx, stars.Val())
	}
}

// Anything scans with a pattern given by the caller's configuration: the
// keys are not known, and the catalog says why.
func Anything(ctx context.Context, rdb *redis.Client, pattern string) {
	iter := rdb.Scan(ctx, 0, pattern, 0).Iterator()
	for iter.Next(ctx) {
		rdb.Unlink(ctx, iter.Val())
	}
}

// Carts pages through the keys with the cursor: each page's keys have
// the pattern's shape.
func Carts(ctx context.Context, rdb *redis.Client) error {
	var cursor uint64
	for {
		keys, next, err := rdb.Scan(ctx, cursor, "cart:*:items", 50).Result()
		if err != nil {
			return err
		}
		for _, key := range keys {
			rdb.Expire(ctx, key, time.Hour)
		}
		if cursor = next; cursor == 0 {
			return nil
		}
	}
}

// Expired pages through SCAN with redigo: the keys of the reply's second
// element have the pattern's shape.
func Expired(conn redigo.Conn, cursor int) error {
	values, err := redigo.Values(conn.Do("SCAN", cursor, "MATCH", "Job:*:lease", "COUNT", 100)) // want `key "Job:<string>:lease" segment "Job" is not snake_case`
	if err != nil {
		return err
	}
	keys, err := redigo.Strings(values[1], nil)
	if err != nil {
		return err
	}
	for _, k := range keys {
		if _, err := conn.Do("DEL", k); err != nil {
			return err
		}
	}
	return nil
}

// Cache keeps its keys under a collection name; scan collects the keys
// of every page of a SCAN, and ClearAll deletes them one by one.
type Cache struct {
	pool *redigo.Pool
}

func (c *Cache) scan(pattern string) (keys []string, err error) {
	conn := c.pool.Get()
	defer conn.Close()
	var cursor uint64
	for {
		result, err := redigo.Values(conn.Do("SCAN", cursor, "MATCH", pattern, "COUNT", 1024))
		if err != nil {
			return nil, err
		}
		list, err := redigo.Strings(result[1], nil)
		if err != nil {
			return nil, err
		}
		keys = append(keys, list...)
		if cursor, err = redigo.Uint64(result[0], nil); err != nil || cursor == 0 {
			return keys, err
		}
	}
}

func (c *Cache) ClearAll() error {
	keys, err := c.scan("cache:Items:*") // want `key "cache:Items:<string>" segment "Items" is not snake_case`
	if err != nil {
		return err
	}
	conn := c.pool.Get()
	defer conn.Close()
	for _, k := range keys {
		if _, err := conn.Do("UNLINK", k); err != nil {
			return err
		}
	}
	return nil
}

// SessionKeys lists the sessions with KEYS (forbidden, but read back the
// same way).
func SessionKeys(conn redigo.Conn) {
	keys, _ := redigo.Strings(conn.Do("KEYS", "Sess:*")) // want `command KEYS is forbidden` `key "Sess:<string>" segment "Sess" is not snake_case`
	for _, k := range keys {
		conn.Do("TTL", k)
	}
}

// Stale deletes the locks that KEYS returns, one by one and all at once:
// a KEYS reply's keys have the pattern's shape too.
func Stale(ctx context.Context, rdb *redis.Client) error {
	keys, err := rdb.Keys(ctx, "Stale:*:lock").Result() // want `command KEYS is forbidden` `key "Stale:<string>:lock" segment "Stale" is not snake_case`
	if err != nil {
		return err
	}
	for _, k := range keys {
		rdb.Persist(ctx, k)
	}
	rdb.Unlink(ctx, keys...)
	for _, k := range rdb.Keys(ctx, "temp:*:upload").Val() { // want `command KEYS is forbidden`
		rdb.Touch(ctx, k)
	}
	return nil
}

// NotKeys scans a hash's fields, a set's members and a sorted set's
// members: whatever their pattern, they are not keys, so what the program
// does with them is not known.
func NotKeys(ctx context.Context, rdb *redis.Client) {
	fields, _, _ := rdb.HScan(ctx, "user:1:settings", 0, "Theme:*", 0).Result()
	for _, f := range fields {
		rdb.Get(ctx, f)
	}
	members := rdb.SScan(ctx, "online:users", 0, "session:*", 0).Iterator()
	for members.Next(ctx) {
		rdb.Exists(ctx, members.Val())
	}
	for _, m := range rdb.SMembers(ctx, "tags:all").Val() {
		rdb.Type(ctx, m)
	}
	scored, _, _ := rdb.ZScan(ctx, "ranking:daily", 0, "player:*", 0).Result()
	rdb.Decr(ctx, scored[0])
}
