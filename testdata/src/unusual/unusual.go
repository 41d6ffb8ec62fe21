// Package unusual is well-typed Go that is unusual around Redis calls:
// generics, method values and expressions, closures, goroutines, goto,
// recursion and expressions that grow fast. The analyzer must not panic
// or blow up, and must still find the keys it can see.
package unusual

import (
	"context"
	"fmt"

	"github.com/redis/go-redis/v9"
)

// fetch is a generic wrapper: its key parameter reaches GET through a
// method of the type parameter's constraint.
func fetch[C redis.Cmdable](ctx context.Context, c C, key string) {
	c.Get(ctx, key)
}

// keyOf is a generic key helper.
func keyOf[T int | int64](prefix string, id T) string {
	return fmt.Sprintf("%s:item:%d", prefix, id)
}

// Repo is a generic type whose method wraps go-redis.
type Repo[T any] struct{ rdb *redis.Client }

func (r *Repo[T]) Load(ctx context.Context, id string) { // want Load:`sink\(1→GET repo:item:<string>\)`
	r.rdb.Get(ctx, "repo:item:"+id)
}

func generics(ctx context.Context, rdb *redis.Client) {
	fetch(ctx, rdb, "User:generic")       // want `key \(through unusual\.fetch\) "User:generic" segment "User" is not snake_case`
	rdb.Get(ctx, keyOf("Shop", 5))        // want `key "Shop:item:5" segment "Shop" is not snake_case`
	rdb.Get(ctx, keyOf[int64]("Shop", 5)) // want `key "Shop:item:5" segment "Shop" is not snake_case`
	r := &Repo[string]{rdb: rdb}
	r.Load(ctx, "Bad Id") // want `key \(through unusual\.Repo\.Load\) "repo:item:Bad Id" segment "Bad" is not snake_case` `key \(through unusual\.Repo\.Load\) "repo:item:Bad Id" segment "Id" is not snake_case` `key \(through unusual\.Repo\.Load\) "repo:item:Bad Id" contains a space`
}

func methodValuesAndExpressions(ctx context.Context, rdb *redis.Client) {
	get := rdb.Get
	get(ctx, "user:value") // a call through a func value: no callee to match
	// A method expression names its callee; the receiver comes first.
	(*redis.Client).Get(rdb, ctx, "User:expr") // want `key "User:expr" segment "User" is not snake_case`
	redis.Cmdable.Get(rdb, ctx, "User:iface")  // want `key "User:iface" segment "User" is not snake_case`
}

func closures(ctx context.Context, rdb *redis.Client) {
	key := "User:closure" // want `key "User:closure" segment "User" is not snake_case`
	fn := func() {
		rdb.Get(ctx, key)
	}
	fn()
	func(k string) {
		rdb.Get(ctx, k)
	}("user:param")
	go rdb.Get(ctx, "User:go")       // want `key "User:go" segment "User" is not snake_case`
	defer rdb.Del(ctx, "User:defer") // want `key "User:defer" segment "User" is not snake_case`
}

func jumps(ctx context.Context, rdb *redis.Client, n int) {
	k := "jump:start"
loop:
	if n > 0 {
		k = "jump:again"
		n--
		goto loop
	}
	rdb.Get(ctx, k)
	var keys []string
	for i := range 3 {
		keys = append(keys, fmt.Sprintf("jump:%d", i))
	}
	rdb.Del(ctx, keys...)
	select {
	default:
		rdb.Get(ctx, "User:select") // want `key "User:select" segment "User" is not snake_case`
	}
}

func recursive(n int) string {
	if n == 0 {
		return "base:key"
	}
	return recursive(n-1) + ":more"
}

func mutualA(n int) string {
	if n == 0 {
		return "a:key"
	}
	return mutualB(n - 1)
}

func mutualB(n int) string { return mutualA(n) + ":b" }

func growth(ctx context.Context, rdb *redis.Client, flags [20]bool) {
	rdb.Get(ctx, recursive(3))
	rdb.Get(ctx, mutualA(3))
	k := "g"
	k = k + k
	k = k + k
	k = k + k
	k = k + k
	k = k + k
	k = k + k
	k = k + k
	k = k + k
	k = k + k
	k = k + k
	k = k + k
	k = k + k
	k = k + k
	k = k + k
	k = k + k
	k = k + k
	k = k + k
	k = k + k
	k = k + k
	k = k + k
	k = k + k
	k = k + k
	k = k + k
	k = k + k
	rdb.Get(ctx, "grow:"+k[:3])
	b := "branch"
	for i, f := range flags {
		if f {
			b += fmt.Sprint(i)
		}
	}
	rdb.Get(ctx, "grow:"+b)
}
