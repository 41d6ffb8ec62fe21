// want package:`libraries\(2\)`

// Package library loads libraries of Redis functions and calls them: one
// spelled in Go, one embedded from a file.
package library

import (
	"context"
	_ "embed"

	"github.com/redis/go-redis/v9"
)

const queueLibrary = "#!lua name=queue\n" +
	"redis.register_function('enqueue', function(keys, args)\n" +
	"  local id = redis.call('INCR', keys[1] .. ':seq')\n" + // want `script touches key "<KEYS\[1\]>:seq" not passed in KEYS \(line 3\), and 1 more`
	"  redis.call('HSET', keys[1] .. ':job:' .. id, 'payload', args[1])\n" +
	"  return id\n" +
	"end)\n" +
	"redis.register_function{function_name='size', callback=function(keys) return redis.call('LLEN', keys[1]) end}\n"

//go:embed limiter.lua
var limiterLibrary string

// Load loads the libraries, replacing older versions.
func Load(ctx context.Context, rdb *redis.Client) error {
	if err := rdb.FunctionLoadReplace(ctx, queueLibrary).Err(); err != nil {
		return err
	}
	return rdb.Do(ctx, "FUNCTION", "LOAD", "REPLACE", limiterLibrary).Err() // want `script touches key "<KEYS\[1\]>:<ARGV\[1\]>" not passed in KEYS \(line 3\)`
}

// Enqueue numbers a job and stores it under the queue.
func Enqueue(ctx context.Context, rdb *redis.Client, payload string) (int64, error) {
	return rdb.FCall(ctx, "enqueue", []string{"queue:mail"}, payload).Int64()
}

// Size counts the jobs waiting: the function touches only its KEYS.
func Size(ctx context.Context, rdb *redis.Client) (int64, error) {
	return rdb.FCallRO(ctx, "size", []string{"queue:mail"}).Int64()
}

// Hits reads the counter of a window.
func Hits(ctx context.Context, rdb *redis.Client, window int) (int64, error) {
	return rdb.FCallRO(ctx, "hits", []string{"rate:login"}, window).Int64()
}

// Unknown calls a function no library of the program registers.
func Unknown(ctx context.Context, rdb *redis.Client) error {
	return rdb.FCall(ctx, "purge", []string{"queue:mail"}).Err()
}
