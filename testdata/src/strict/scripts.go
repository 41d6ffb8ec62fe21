package strict

import (
	"context"

	redigo "github.com/gomodule/redigo/redis"
	"github.com/redis/go-redis/v9"
)

func scripts(ctx context.Context, rdb *redis.Client, c redigo.Conn, src string) {
	rdb.Eval(ctx, "return redis.call('GET', KEYS[1]", []string{"user:name"})                     // want `keys the script builds could not be told: the Lua script does not parse: syntax error: the script ends after "\]"`
	rdb.Eval(ctx, src, []string{"user:name"})                                                    // want `keys the script builds could not be told: the script's source src is not known at compile time`
	rdb.EvalSha(ctx, "e0e1f9fabfc9d4800c877a703b823ac0578ff8db", []string{"user:name"})          // want `keys the script builds could not be told: the script is run by its SHA1 digest, so its source is not in the call`
	rdb.FCall(ctx, "sum", []string{"user:name"})                                                 // want `keys the script builds could not be told: the body of function "sum" is not in the Go code \(FUNCTION LOAD\)`
	rdb.Eval(ctx, "return redis.call(ARGV[1], KEYS[1])", []string{"user:name"}, "GET")           // want `keys of the script's redis.call could not be told: command name is not literal \(line 1\)`
	rdb.Eval(ctx, "return redis.call('GET', redis.call('GET', KEYS[1]))", []string{"user:name"}) // want `key the script builds could not be rebuilt: the script builds the key from <\? reply of GET> \(line 1\)`
}
