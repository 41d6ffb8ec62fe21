// Package queues keeps jobs with go-redis scripts that build their keys
// from a queue name passed in KEYS.
package queues

import (
	"context"

	"github.com/redis/go-redis/v9"
)

// enqueue numbers a job, stores it under the queue and lists it.
var enqueue = redis.NewScript( // want enqueue:`script\(KEYS \?, calls 3\)`
	"local id = redis.call('INCR', KEYS[1] .. ':seq')\n" + // want `script touches key "<KEYS\[1\]>:seq" not passed in KEYS \(line 1\), and 1 more`
		"redis.call('HSET', KEYS[1] .. ':Job:' .. ARGV[2], 'payload', ARGV[1])\n" + // want `key "queue:mail:Job:<int>" segment "Job" is not snake_case`
		"redis.call('RPUSH', KEYS[1], id)\n" +
		"return id")

func Enqueue(ctx context.Context, rdb *redis.Client, payload string, id int) error {
	return enqueue.Run(ctx, rdb, []string{"queue:mail"}, payload, id).Err()
}

// unlock deletes a lock the caller holds, under a key it does not pass.
var unlock = redis.NewScript("if redis.call('GET', 'Lock:global') == ARGV[1] then return redis.call('DEL', 'Lock:global') end return 0") // want unlock:`script\(KEYS \?, calls 2\)` `script touches key "Lock:global" not passed in KEYS \(line 1\), and 1 more`

func Unlock(ctx context.Context, rdb *redis.Client, token string) error {
	return unlock.Run(ctx, rdb, nil, token).Err() // want `key "Lock:global" segment "Lock" is not snake_case`
}

// given touches only its KEYS: nothing to report.
var given = redis.NewScript("return redis.call('SET', KEYS[1], ARGV[1])") // want given:`script\(KEYS \?, calls 1\)`

func Given(ctx context.Context, rdb *redis.Client) error {
	return given.Run(ctx, rdb, []string{"config:Mode"}, "on").Err() // want `key "config:Mode" segment "Mode" is not snake_case`
}

const rateScript = "local n = redis.call('INCR', KEYS[1] .. ':' .. ARGV[1])\n" + // want `script touches key "<KEYS\[1\]>:<ARGV\[1\]>" not passed in KEYS \(line 1\), and 1 more`
	"if n == 1 then redis.call('EXPIRE', KEYS[1] .. ':' .. ARGV[1], ARGV[2]) end\n" +
	"return n"

// Allow counts a user's requests in the current window.
func Allow(ctx context.Context, rdb *redis.Client, window int64) (int64, error) {
	return rdb.Eval(ctx, rateScript, []string{"rate:login"}, window, 60).Int64()
}

// Sum runs a function whose body Redis holds.
func Sum(ctx context.Context, rdb *redis.Client) error {
	return rdb.FCall(ctx, "sum", []string{"stats:total"}).Err()
}
