// Package strictlimits is checked with strict: a key the analysis stops
// following at one of its bounds is reported with the bound.
package strictlimits

import (
	"context"

	"github.com/redis/go-redis/v9"
)

func key0() string { return "user:0" }
func key1() string { return "user:1" }
func key2() string { return "user:2" }
func key3() string { return "user:3" }
func key4() string { return "user:4" }
func key5() string { return "user:5" }
func key6() string { return "user:6" }
func key7() string { return "user:7" }
func key8() string { return "user:8" }

// keys holds more functions than a function value is followed to.
var keys = map[string]func() string{
	"0": key0,
	"1": key1,
	"2": key2,
	"3": key3,
	"4": key4,
	"5": key5,
	"6": key6,
	"7": key7,
	"8": key8,
}

func get(ctx context.Context, rdb *redis.Client, kind string) {
	rdb.Get(ctx, keys[kind]()) // want `key of GET could not be rebuilt \(a function value may hold more than 8 functions\), so it is not checked`
}
