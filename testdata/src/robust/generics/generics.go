// Package generics builds keys through generic helpers, generic wrappers
// and generic types instantiated many ways.
package generics

import (
	"context"
	"fmt"
	"strconv"

	"github.com/redis/go-redis/v9"
)

type ID interface {
	~int | ~int64 | ~string
}

type UserID int64

type Name string

// keyFor is a generic key helper over several kinds of id.
func keyFor[T ID](ns string, id T) string {
	return fmt.Sprintf("%s:%v", ns, id)
}

// join is a generic helper whose result type is a type parameter.
func join[S ~string](parts ...S) S {
	var out S
	for i, p := range parts {
		if i > 0 {
			out += ":"
		}
		out += p
	}
	return out
}

// Keyer is a constraint with a method.
type Keyer interface {
	Key() string
}

type user struct{ id int }

func (u user) Key() string { return "user:" + strconv.Itoa(u.id) }

type Order struct{ ID string }

func (o *Order) Key() string { return "Order:" + o.ID }

func keyOf[K Keyer](k K) string { return k.Key() }

// Cache is a generic type with a wrapper method.
type Cache[K comparable, V any] struct {
	rdb    *redis.Client
	prefix string
	render func(K) string
}

func (c *Cache[K, V]) Get(ctx context.Context, k K) {
	c.rdb.Get(ctx, c.prefix+":"+c.render(k))
}

func (c *Cache[K, V]) Set(ctx context.Context, k K, v V) {
	c.rdb.Set(ctx, c.prefix+":"+fmt.Sprint(k), v, 0)
}

// Pair nests type parameters.
type Pair[A, B any] struct {
	a A
	b B
}

func (p Pair[A, B]) Key() string { return fmt.Sprintf("pair:%v:%v", p.a, p.b) }

// Do is a generic wrapper constrained by the client interface.
func Do[C redis.Cmdable, K ~string](ctx context.Context, c C, keys ...K) {
	for _, k := range keys {
		c.Get(ctx, string(k))
		c.Expire(ctx, string(k), 0)
	}
	ss := make([]string, len(keys))
	for i, k := range keys {
		ss[i] = string(k)
	}
	c.Del(ctx, ss...)
}

// Map applies a generic function value.
func Map[T, U any](xs []T, f func(T) U) []U {
	out := make([]U, 0, len(xs))
	for _, x := range xs {
		out = append(out, f(x))
	}
	return out
}

// Rec is a recursive generic helper.
func Rec[T ID](n int, id T) string {
	if n == 0 {
		return keyFor("Rec", id)
	}
	return Rec[T](n-1, id) + ":r"
}

type Tree[T any] struct {
	left, right *Tree[T]
	v           T
}

func (t *Tree[T]) Key() string {
	if t == nil {
		return "tree"
	}
	return t.left.Key() + ":" + fmt.Sprint(t.v) + ":" + t.right.Key()
}

func use(ctx context.Context, rdb *redis.Client, cl *redis.ClusterClient) {
	rdb.Get(ctx, keyFor("User", 1))
	rdb.Get(ctx, keyFor("user", UserID(2)))
	rdb.Get(ctx, keyFor[Name]("user", "Bob"))
	rdb.Get(ctx, string(join[Name]("User", "x")))
	rdb.Get(ctx, join("a", "b", "c"))
	rdb.Get(ctx, keyOf(user{1}))
	rdb.Get(ctx, keyOf(&Order{"1"}))
	rdb.Get(ctx, keyOf(Pair[int, string]{1, "x"}))
	rdb.Get(ctx, keyOf(Pair[Pair[int, int], []string]{}))
	rdb.Get(ctx, Rec(3, "Id"))
	rdb.Get(ctx, Rec[UserID](2, 5))
	rdb.Get(ctx, (&Tree[int]{v: 1}).Key())
	c := &Cache[UserID, string]{rdb: rdb, prefix: "Cache", render: func(id UserID) string { return strconv.FormatInt(int64(id), 10) }}
	c.Get(ctx, 5)
	c.Set(ctx, 6, "v")
	c2 := Cache[Name, []byte]{rdb: rdb, prefix: "names", render: func(n Name) string { return string(n) }}
	c2.Get(ctx, "Some Name")
	Do(ctx, rdb, "user:1", "user:2")
	Do[*redis.ClusterClient, Name](ctx, cl, "Name:1", "{n}:2")
	for _, k := range Map([]int{1, 2}, func(i int) string { return keyFor("map", i) }) {
		rdb.Get(ctx, k)
	}
	rdb.Del(ctx, Map([]UserID{1, 2}, keyForUser)...)
	get := Do[*redis.Client, string]
	get(ctx, rdb, "User:value")
}

func keyForUser(id UserID) string { return keyFor("Users", id) }
