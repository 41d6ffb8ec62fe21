// Package odd is valid Go written oddly: shadowed names, dot imports,
// bodiless functions, key types, blank and unnamed parameters, labels,
// embedded clients and keys built from arrays, runes and bytes.
package odd

import (
	"context"
	"fmt"
	. "strings"
	"unsafe"

	r2 "github.com/redis/go-redis/v9"
	redis "github.com/redis/go-redis/v9"
)

// asmKey is implemented in assembly: its declaration has no body.
func asmKey(id int) string

//go:noinline
func bodyless(ctx context.Context, rdb *redis.Client, key string)

type Key string

func (k Key) String() string { return string(k) }

type Keys [3]Key

const (
	KeyA Key = "User:a"
	KeyB     = KeyA + ":b"
	_        = "blank:const"
)

const (
	first = iota
	second
)

var keyTable = [...]string{first: "Table:first", second: "table:second"}

// embedded promotes every command of the client.
type embedded struct {
	*redis.Client
	r2.Cmdable
}

type twice struct {
	embedded
}

func shadow(ctx context.Context, rdb *redis.Client) {
	{
		redis := "Shadowed:key"
		rdb.Get(ctx, redis)
	}
	fmt := func(a ...any) string { return "Fake:" + Repeat("x", len(a)) }
	rdb.Get(ctx, fmt(1, 2))
	rdb.Get(ctx, ToUpper("upper:key"))
	rdb.Get(ctx, Join([]string{"A", "b"}, ":"))
	string := "String:shadowed"
	rdb.Get(ctx, string)
	len := 3
	rdb.Get(ctx, keyTable[len-3])
}

func keyTypes(ctx context.Context, rdb *redis.Client, e embedded, t twice, ks Keys) {
	rdb.Get(ctx, string(KeyA))
	rdb.Get(ctx, KeyB.String())
	rdb.Get(ctx, fmt.Sprint(KeyB))
	rdb.Get(ctx, string(ks[1]))
	rdb.Get(ctx, string([]byte("Bytes:key")))
	rdb.Get(ctx, string([]rune{'R', ':', 'k'}))
	rdb.Get(ctx, string(rune(65)))
	rdb.Get(ctx, fmt.Sprintf("%c:%q:%x:%U:%08.3f:%+v:%#v:%T:%%:%[1]d:%*d", 'A', "q", 255, 0x1F600, 3.14, ks, ks, ks, 5, 3))
	rdb.Get(ctx, fmt.Sprintf("%!:%z:%"))
	rdb.Get(ctx, fmt.Sprintf("trailing:%"))
	rdb.Get(ctx, fmt.Sprintf("%[3]s:%[1]s", "a", "b"))
	rdb.Get(ctx, "\xff\xfe:invalid:utf8")
	rdb.Get(ctx, "emoji:😀:key")
	rdb.Get(ctx, "")
	rdb.Get(ctx, ":")
	rdb.Get(ctx, "::::")
	rdb.Get(ctx, "{")
	rdb.Get(ctx, "}{")
	rdb.Get(ctx, "{}")
	rdb.Get(ctx, "{{{a}}}:b")
	rdb.Get(ctx, "nul:\x00:key")
	rdb.Get(ctx, `raw:
multi:line`)
	e.Get(ctx, "Embedded:key")
	e.Client.Get(ctx, "Embedded:client")
	e.Cmdable.Get(ctx, "Embedded:iface")
	t.Client.Set(ctx, "Twice:key", 1, 0)
	rdb.Get(ctx, asmKey(3))
	bodyless(ctx, rdb, "Bodyless:key")
	_ = unsafe.Sizeof(rdb.Get(ctx, "User:unsafe"))
}

func params(context.Context, *redis.Client, string) {}

func blanks(_ context.Context, _ *redis.Client, _ string) {
	var _ = "x"
}

func unnamedWrapper(ctx context.Context, rdb *redis.Client, _ string, key ...string) {
	rdb.Del(ctx, key...)
	rdb.Del(ctx)
	rdb.Get(ctx, key[0])
	rdb.Get(ctx, key[len(key)-1]+":last")
}

func control(ctx context.Context, rdb *redis.Client, ch chan string, v any) {
	params(ctx, rdb, "Ignored")
	blanks(ctx, rdb, "Ignored")
	unnamedWrapper(ctx, rdb, "x", "Variadic:a", "variadic:b")
	unnamedWrapper(ctx, rdb, "x")
	unnamedWrapper(ctx, rdb, "x", []string{"Spread"}...)
outer:
	for k := range ch {
		switch x := v.(type) {
		case string:
			rdb.Get(ctx, x+":"+k)
			break outer
		case fmt.Stringer:
			rdb.Get(ctx, x.String())
			continue outer
		case nil:
			goto done
		default:
			fallthroughKey(ctx, rdb, k)
		}
	}
done:
	select {
	case k := <-ch:
		rdb.Get(ctx, "Select:"+k)
	case ch <- "x":
	}
	var k string
	k, _ = <-ch
	rdb.Get(ctx, k)
	defer func() {
		if r := recover(); r != nil {
			rdb.Get(ctx, fmt.Sprint("Recovered:", r))
		}
	}()
	for i := 0; ; i++ {
		if i > 3 {
			break
		}
		rdb.Get(ctx, fmt.Sprint("Infinite:", i))
	}
	for range 3 {
		rdb.Get(ctx, "Range:int")
	}
	for range ch {
	}
	for i, c := range "Str:ing" {
		rdb.Get(ctx, fmt.Sprint(i, c))
	}
	seq := func(yield func(string) bool) {
		yield("Iter:a")
	}
	for k := range seq {
		rdb.Get(ctx, k)
	}
}

func fallthroughKey(ctx context.Context, rdb *redis.Client, k string) {
	switch k {
	case "a":
		k = "Fall:" + k
		fallthrough
	case "b":
		rdb.Get(ctx, k)
	}
}

func init() {
	rdb := redis.NewClient(&redis.Options{})
	rdb.Get(context.Background(), "Init:key")
}

func init() {
	_ = keyTable
}

var global = redis.NewClient(nil).Get(context.TODO(), "Global:init")

var (
	gk1, gk2 = "Multi:a", "multi:b"
	gf       = func() string { return gk1 + gk2 }
)

func globals(ctx context.Context) {
	global.Val()
	redis.NewClient(nil).Get(ctx, gf())
	redis.NewClient(nil).Get(ctx, gk2)
}
