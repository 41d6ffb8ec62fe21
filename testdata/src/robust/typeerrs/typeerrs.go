// Package typeerrs has type errors inside key expressions, wrappers and
// producers. It is analysed despite them; nothing may panic.
package typeerrs

import (
	"context"
	"fmt"
	"strings"

	"github.com/redis/go-redis/v9"
)

const prefix = "Bad:" + missingConst

const badConst = "user:" + 1.5

const overflow = 1 << 1000

type Key string

func good(ctx context.Context, rdb *redis.Client) {
	rdb.Get(ctx, "User:fine")
}

func keys(ctx context.Context, rdb *redis.Client, id int) {
	rdb.Get(ctx, prefix+"x")
	rdb.Get(ctx, badConst)
	rdb.Get(ctx, fmt.Sprintf(undefinedFormat, id))
	rdb.Get(ctx, fmt.Sprintf("user:%d:%s", id, undefinedArg, 3))
	rdb.Get(ctx, strings.Join(undefinedParts, ":"))
	rdb.Get(ctx, string(Key(id)+":x"))
	rdb.Get(ctx, "user:"+id)
	rdb.Get(ctx, "user:"+overflow)
	rdb.Get(ctx, (<-undefinedChan).Key)
	rdb.Get(ctx, producer(id)+undefinedSuffix)
	rdb.Get(ctx, brokenProducer(id))
	rdb.Get(ctx, broken2()...)
	rdb.Set(ctx, "user:ttl", 1, undefinedTTL)
	rdb.Set(ctx, "user:ttl2")
	rdb.Expire(ctx, undefinedKey, 0)
	rdb.MSet(ctx, map[string]any{undefinedKey: 1, "user:a": 2})
	rdb.MGet(ctx, []string{"user:a", undefinedKey}...)
	rdb.Del(ctx, "user:a", 42, undefinedKey)
	rdb.Eval(ctx, "return 1", []string{"a:" + undefinedKey, "b"})
	var k = undefinedType{}.Key
	rdb.Get(ctx, k)
	k2 := "user:" + k2
	rdb.Get(ctx, k2)
	var k3 string = 3
	rdb.Get(ctx, k3)
	k4 := "user"
	k4 += 5
	k4 += undefinedKey
	rdb.Get(ctx, k4)
	for i := range undefinedN {
		rdb.Get(ctx, fmt.Sprint("loop:", i))
	}
	wrapper(ctx, rdb, undefinedKey)
	wrapper(ctx, rdb)
	wrapper(ctx, rdb, "a", "b")
	brokenWrapper(ctx, rdb, "User:w")
	redis.NewClient(nil).Get(ctx, prefix)
	undefinedClient.Get(ctx, "user:x")
	rdb.Get(ctx, "user:"+rdb.Get(ctx, "user:inner").Val()+undefinedKey)
	pipe := rdb.Pipeline()
	pipe.Get(ctx, undefinedKey)
	pipe.Set(ctx, "user:"+undefinedKey, 1, 0)
	pipe.Exec(undefinedCtx)
}

func producer(id int) string { return fmt.Sprintf("user:%d", id) }

func brokenProducer(id int) string {
	if id > 0 {
		return "user:" + undefinedThing
	}
	return undefinedCall(id)
}

func broken2() (string, string) { return "a" }

func missingReturn(id int) string {
	if id > 0 {
		return "user:x"
	}
}

func wrapper(ctx context.Context, rdb *redis.Client, key string) {
	rdb.Get(ctx, "wrap:"+key)
}

func brokenWrapper(ctx context.Context, rdb *redis.Client, key string) {
	rdb.Get(ctx, key+undefinedKey)
	rdb.Get(ctx, key, key)
	rdb.Set(ctx, key)
}

// A duplicate declaration: the second has no object in Defs.
func wrapper(ctx context.Context, rdb *redis.Client, key int) {
	rdb.Get(ctx, fmt.Sprint(key))
}

func (undefinedRecv) Method(ctx context.Context, rdb *redis.Client, key string) {
	rdb.Get(ctx, key)
}

type T struct{ rdb *redis.Client }

func (t *T) Get(ctx context.Context, key string) { t.rdb.Get(ctx, key) }

func (t *T) Get(ctx context.Context, key int) { t.rdb.Get(ctx, fmt.Sprint(key)) }

type cyc struct{ c cyc }

func useCyc(ctx context.Context, rdb *redis.Client, c cyc) { rdb.Get(ctx, c.c.c.name) }

var initA = "a:" + initB
var initB = initFn()

func initFn() string { return initA + ":b" }

func globals(ctx context.Context, rdb *redis.Client) {
	rdb.Get(ctx, initA)
	rdb.Get(ctx, initB)
}

func generic[T any](ctx context.Context, rdb *redis.Client, v T) {
	rdb.Get(ctx, "gen:"+v)
}

func useGeneric(ctx context.Context, rdb *redis.Client) {
	generic[undefinedT](ctx, rdb, 1)
	generic[int, string](ctx, rdb, 1)
	generic(ctx, rdb)
}

func labels(ctx context.Context, rdb *redis.Client) {
	goto missing
	rdb.Get(ctx, "user:label")
}

func syntaxLikeButTyped(ctx context.Context, rdb *redis.Client) {
	rdb.Get(ctx, "user:"+func() string { return 1 }())
	rdb.Get(ctx, [...]string{"a", "b"}[5])
	rdb.Get(ctx, "user:x"[10:20])
	rdb.Get(ctx, "user:"+"x"[undefinedIdx])
	rdb.Get(ctx, map[string]string{"a": "b", "a": "c"}["a"])
}
