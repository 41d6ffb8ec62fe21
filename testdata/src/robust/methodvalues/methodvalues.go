// Package methodvalues calls Redis through method values, method
// expressions, function fields, maps and slices of functions.
package methodvalues

import (
	"context"

	redigo "github.com/gomodule/redigo/redis"
	"github.com/redis/go-redis/v9"
	"github.com/redis/rueidis"
)

type getter func(ctx context.Context, key string) *redis.StringCmd

type ops struct {
	get getter
	del func(ctx context.Context, keys ...string) *redis.IntCmd
}

func values(ctx context.Context, rdb *redis.Client, c redis.Cmdable, k string) {
	f := rdb.Get
	f(ctx, k)
	f(ctx, "User:value")
	g := c.Get
	g(ctx, "User:iface")
	h := (*redis.Client).Get
	h(rdb, ctx, "User:expr")
	i := redis.Cmdable.Set
	i(c, ctx, "User:set", 1, 0)
	o := ops{get: rdb.Get, del: rdb.Del}
	o.get(ctx, "User:field")
	o.del(ctx, "User:a", "User:b")
	m := map[string]getter{"a": rdb.Get, "b": c.Get}
	m["a"](ctx, "User:map")
	fs := []func(context.Context, string) *redis.StringCmd{rdb.Get, c.Get}
	for _, fn := range fs {
		fn(ctx, "User:slice")
	}
	func(get getter) { get(ctx, "User:param") }(rdb.Get)
	(rdb.Get)(ctx, "User:paren")
	((*redis.Client).Get)(rdb, ctx, "User:parenexpr")
	var pipe redis.Pipeliner = rdb.Pipeline()
	pget := pipe.Get
	pget(ctx, "User:pipe")
	// A method expression called with no arguments at all is a type error
	// elsewhere; here the receiver alone goes through a variadic.
	del := (*redis.Client).Del
	del(rdb, ctx)
	del(rdb, ctx, []string{"User:x"}...)
	wrapper := w
	wrapper(ctx, rdb, "Wrapped")
	wm := (&svc{rdb}).load
	wm(ctx, "Svc")
	sm := (*svc).load
	sm(&svc{rdb}, ctx, "SvcExpr")
	defer rdb.Get(ctx, "User:defer")
	go f(ctx, "User:go")
}

func w(ctx context.Context, rdb *redis.Client, k string) { rdb.Get(ctx, "w:"+k) }

type svc struct{ rdb *redis.Client }

func (s *svc) load(ctx context.Context, k string) { s.rdb.Get(ctx, "svc:"+k) }

func others(ctx context.Context, conn redigo.Conn, client rueidis.Client) {
	do := conn.Do
	do("GET", "User:redigo")
	do("MSET", "User:a", 1, "User:b")
	send := conn.Send
	send("DEL")
	args := redigo.Args{}.Add("User:args")
	conn.Do("DEL", args...)
	conn.Do("DEL", redigo.Args{}.AddFlat(map[string]int{"User:m": 1})...)
	script := redigo.NewScript(2, "return 1")
	sdo := script.Do
	sdo(conn, "User:s1")
	b := client.B
	client.Do(ctx, b().Get().Key("User:rueidis").Build())
	key := client.B().Get().Key
	client.Do(ctx, key("User:partial").Build())
	cmds := make(rueidis.Commands, 0)
	cmds = append(cmds, client.B().Set().Key("User:x").Value("1").Build())
	client.DoMulti(ctx, cmds...)
	dm := client.DoMulti
	dm(ctx, client.B().Del().Key("User:y").Build())
}
