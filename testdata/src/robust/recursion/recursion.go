// Package recursion has recursive producers and wrappers that call one
// another, directly and through closures and interfaces.
package recursion

import (
	"context"
	"fmt"
	"strings"

	"github.com/redis/go-redis/v9"
)

// self is a producer that calls itself on every path but one.
func self(n int) string {
	switch {
	case n <= 0:
		return "Self:base"
	case n%2 == 0:
		return self(n-1) + ":even"
	default:
		return fmt.Sprintf("%s:odd:%d", self(n-2), n)
	}
}

// forever is a producer with no base case at all.
func forever(s string) string { return forever(s + ":x") }

// ping and pong are mutually recursive producers.
func ping(n int) string {
	if n == 0 {
		return "ping"
	}
	return pong(n-1) + ":ping"
}

func pong(n int) string { return ping(n) + ":pong" }

// tick, tock and tack are mutually recursive wrappers: each sends a
// command and hands the key to the next one.
func tick(ctx context.Context, rdb *redis.Client, key string, n int) {
	rdb.Get(ctx, key)
	if n > 0 {
		tock(ctx, rdb, key+":tock", n-1)
	}
}

func tock(ctx context.Context, rdb *redis.Client, key string, n int) {
	rdb.Set(ctx, "Tock:"+key, 1, 0)
	tack(ctx, rdb, key, n)
}

func tack(ctx context.Context, rdb *redis.Client, key string, n int) {
	tick(ctx, rdb, strings.ToUpper(key), n)
}

// selfWrap is a wrapper that calls itself with a longer key.
func selfWrap(ctx context.Context, rdb *redis.Client, key string) {
	if len(key) > 100 {
		rdb.Del(ctx, key)
		return
	}
	selfWrap(ctx, rdb, key+":"+key)
}

// chain is a wrapper of a wrapper ... deeper than the analyzer's rounds.
func chain1(ctx context.Context, rdb *redis.Client, k string) { rdb.Get(ctx, "c1:"+k) }
func chain2(ctx context.Context, rdb *redis.Client, k string) { chain1(ctx, rdb, "c2:"+k) }
func chain3(ctx context.Context, rdb *redis.Client, k string) { chain2(ctx, rdb, "c3:"+k) }
func chain4(ctx context.Context, rdb *redis.Client, k string) { chain3(ctx, rdb, "c4:"+k) }
func chain5(ctx context.Context, rdb *redis.Client, k string) { chain4(ctx, rdb, "c5:"+k) }
func chain6(ctx context.Context, rdb *redis.Client, k string) { chain5(ctx, rdb, "c6:"+k) }
func chain7(ctx context.Context, rdb *redis.Client, k string) { chain6(ctx, rdb, "c7:"+k) }
func chain8(ctx context.Context, rdb *redis.Client, k string) { chain7(ctx, rdb, "c8:"+k) }

// Store is an interface whose implementation calls back into it.
type Store interface {
	Load(ctx context.Context, key string)
}

type store struct {
	rdb  *redis.Client
	next Store
}

func (s *store) Load(ctx context.Context, key string) {
	s.rdb.Get(ctx, key)
	if s.next != nil {
		s.next.Load(ctx, "next:"+key)
	}
}

// closureRec builds a key with a recursive closure.
func closureRec(ctx context.Context, rdb *redis.Client) {
	var build func(n int) string
	build = func(n int) string {
		if n == 0 {
			return "Closure"
		}
		return build(n-1) + ":c"
	}
	rdb.Get(ctx, build(3))
	var send func(k string, n int)
	send = func(k string, n int) {
		rdb.Get(ctx, k)
		if n > 0 {
			send(k+":again", n-1)
		}
	}
	send("Send:first", 2)
}

// Key types whose String methods recurse.
type node struct {
	parent *node
	name   string
}

func (n *node) String() string {
	if n.parent == nil {
		return n.name
	}
	return n.parent.String() + ":" + n.name
}

type loopy string

func (l loopy) String() string { return fmt.Sprint(l) }

func use(ctx context.Context, rdb *redis.Client, s Store) {
	rdb.Get(ctx, self(5))
	rdb.Get(ctx, forever("Forever"))
	rdb.Get(ctx, ping(3))
	rdb.Get(ctx, pong(3))
	tick(ctx, rdb, "Tick:start", 3)
	tock(ctx, rdb, "start", 3)
	selfWrap(ctx, rdb, "Self")
	chain8(ctx, rdb, "Deep")
	s.Load(ctx, "Store:key")
	(&store{rdb: rdb}).Load(ctx, "Store:direct")
	n := &node{name: "Leaf", parent: &node{name: "root"}}
	rdb.Get(ctx, n.String())
	rdb.Get(ctx, fmt.Sprint(n))
	rdb.Get(ctx, fmt.Sprintf("%s:%v", loopy("Loopy"), n))
}
