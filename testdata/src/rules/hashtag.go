package rules

import (
	"context"
	"fmt"

	"github.com/redis/go-redis/v9"
)

type point struct{ X, Y int }

func hashtags(ctx context.Context, rdb *redis.Client, p point, ids []int) {
	rdb.Get(ctx, "{user:1:cart")          // want `key "\{user:1:cart" has "\{" with no closing "\}"`
	rdb.Get(ctx, "{}user:1:cart")         // want `key "\{\}user:1:cart" has an empty hash tag, so Redis hashes the whole key`
	rdb.Get(ctx, "{user:1}:{cart}:items") // want `key "\{user:1\}:\{cart\}:items" has a second hash tag "\{cart\}" that Redis ignores`
	// A struct of integers renders as "{1 2}": braces and a space, no brackets.
	rdb.Get(ctx, fmt.Sprintf("cart:%v:items", p)) // want `key "cart:<struct>:items" holds a <struct> value that can render a space and "\{", an accidental hash tag`
	// A slice of integers renders as "[1 2]": brackets and a space, no braces.
	rdb.Get(ctx, fmt.Sprintf("cart:%v:items", ids)) // want `key "cart:<list>:items" holds a <list> value that renders '\[' and '\]', and can render a space`
	rdb.Get(ctx, "{user:1}:cart")                   // a tag is structure, not part of a word
}
