// Package typeerrors does not type-check. Drivers that run analyzers
// despite errors (editors) give the analyzer types.Info with holes; it
// must not panic, and must still check the functions that are well typed.
package typeerrors

import (
	"context"
	"fmt"

	redigo "github.com/gomodule/redigo/redis"
	"github.com/redis/go-redis/v9"
	"github.com/redis/rueidis"
)

func wellTyped(ctx context.Context, rdb *redis.Client) {
	rdb.Get(ctx, "User:profile") // want `key "User:profile" segment "User" is not snake_case`
}

func broken(ctx context.Context, rdb *redis.Client, c redigo.Conn, client rueidis.Client) {
	rdb.Get(ctx, undefinedKey)
	rdb.Get(ctx, "user:"+undefinedFunc())
	rdb.Get(ctx, fmt.Sprintf("user:%d:%s", undefinedID))
	rdb.Get(ctx)
	rdb.Get(ctx, 42)
	rdb.Get(ctx, "user:"+1)
	rdb.NoSuchMethod(ctx, "user:profile")
	rdb.MGet(ctx, undefinedKeys...)
	rdb.Eval(ctx, "return 1", undefinedKeys)
	rdb.MSet(ctx, undefinedMap)
	rdb.XAdd(ctx, &redis.XAddArgs{Stream: undefinedKey, Nope: 1})
	rdb.ZUnionStore(ctx, "zset:dest", &redis.ZStore{Keys: undefinedKeys})
	rdb.Do(ctx, undefinedCommand, "user:1")
	rdb.Do(ctx)
	k, v := "user:1"
	rdb.Get(ctx, k)
	var s undefinedType
	rdb.Get(ctx, s.Key())
	for _, key := range undefinedSlice {
		rdb.Del(ctx, key)
	}
	c.Do()
	c.Do("GET")
	c.Do(undefinedCommand, "user:1")
	c.Do("MSET", redigo.Args{}.Add(undefinedKey).AddFlat(undefinedValue)...)
	redigo.NewScript(undefinedCount, "return 1").Do(c, "user:1")
	client.Do(ctx, client.B().Get().Key(undefinedKey).Build())
	client.Do(ctx, client.B().Get().Key().Build())
	client.Do(ctx, client.B().Nope().Key("user:1").Build())
	_ = v
}

func brokenWrapper(ctx context.Context, rdb *redis.Client, key string) string {
	rdb.Get(ctx, key+undefinedSuffix)
	return undefinedResult
}

func callsBrokenWrapper(ctx context.Context, rdb *redis.Client) {
	brokenWrapper(ctx, rdb, "user:wrapped")
	rdb.Get(ctx, brokenWrapper(ctx, rdb, "x"))
}
