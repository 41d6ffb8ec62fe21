// Package app runs scripts; the test analyzer reports the keys each run
// builds, or why they are not known.
package app

import (
	"context"
	"os"

	"github.com/redis/go-redis/v9"

	"scriptsitesunit/scripts"
)

const getJob = `return redis.call("GET", "job:" .. ARGV[1])`

func run(ctx context.Context, rdb *redis.Client, id int) {
	rdb.Eval(ctx, getJob, nil, id)                                           // want `GET job:<int>`
	rdb.Eval(ctx, "return redis.call('DEL', KEYS[1])", []string{"a"})        // want `no key built`
	scripts.Visits.Run(ctx, rdb, []string{"user"}, "home")                   // want `INCR user:visits:home`
	rdb.Eval(ctx, os.Getenv("SCRIPT"), nil)                                  // want `unknown: the script's source os.Getenv\("SCRIPT"\) is not known at compile time`
	rdb.EvalSha(ctx, "e0e1f9fabfc9d4800c877a703b823ac0578ff8db", nil)        // want `unknown: the script is run by its SHA1 digest, so its source is not in the call`
	rdb.Eval(ctx, "return redis.call('GET', redis.call('GET', 'ptr'))", nil) // want `GET ptr` `GET <\? reply of GET>`
}
