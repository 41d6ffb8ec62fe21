// Package scripts passes text that breaks every naming rule as the body
// and the arguments of scripts: a script body is never checked as a key,
// and one that does not parse gives no finding (strict mode reports it as
// unresolved: see the strict case).
package scripts

import (
	"context"

	redigo "github.com/gomodule/redigo/redis"
	"github.com/redis/go-redis/v9"
)

const bad = "Not A::Key {*}"

func goredis(ctx context.Context, rdb *redis.Client) {
	rdb.Eval(ctx, bad, []string{"user:name"}, bad)
}

func redigoCalls(c redigo.Conn) {
	redigo.NewScript(1, bad).Do(c, "user:name", bad)
}
