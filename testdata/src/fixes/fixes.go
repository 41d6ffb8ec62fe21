// Package fixes has findings whose fix renames a key: case and separator
// edits of string literals. A rename is offered only when it renames the
// key at every site of its template and keeps the package compiling.
// fixes.go.golden is this file with every fix applied.
package fixes

import (
	"context"
	"fmt"
	"strconv"

	"github.com/redis/go-redis/v9"
)

const cartPrefix = "Shop:cart:" // want `key "Shop:cart:<int>" segment "Shop" is not snake_case`

func fixable(ctx context.Context, rdb *redis.Client, id int) {
	rdb.Get(ctx, "Account:profile")       // want `key "Account:profile" segment "Account" is not snake_case`
	rdb.Get(ctx, "user:userProfile:name") // want `key "user:userProfile:name" segment "userProfile" is not snake_case`
	rdb.Get(ctx, "user.settings:name")    // want `key "user\.settings:name" uses "\." between words instead of ":"`
	rdb.Get(ctx, "user::avatar")          // want `key "user::avatar" has an empty segment`
	rdb.Get(ctx, ":user:email")           // want `key ":user:email" starts with the separator ":"`
	rdb.Get(ctx, "user:phone:")           // want `key "user:phone:" ends with the separator ":"`
	rdb.Set(ctx, cartPrefix+strconv.Itoa(id), "x", 0)
	rdb.Get(ctx, cartPrefix+strconv.Itoa(id))
	rdb.Get(ctx, fmt.Sprintf("Order:%d:Lines", id)) // want `key "Order:<int>:Lines" segment "Order" is not snake_case` `key "Order:<int>:Lines" segment "Lines" is not snake_case`
	rdb.Get(ctx, `Raw:key`)                         // want `key "Raw:key" segment "Raw" is not snake_case`
}

// The writer and the reader of a template are renamed together, also
// when one of them is under a suppression comment.
func writerAndReader(ctx context.Context, rdb *redis.Client, id int) {
	rdb.Set(ctx, fmt.Sprintf("Invoice:%d", id), "x", 0) // want `key "Invoice:<int>" segment "Invoice" is not snake_case`
	rdb.Get(ctx, "Invoice:"+strconv.Itoa(id))           //rediskeylint:ignore case renamed by the writer's fix all the same
}

// One site of "User:profile" spells the word with an escape, which no
// edit can rename exactly: renaming the other site alone would split the
// key, so neither gets a fix.
func notFixable(ctx context.Context, rdb *redis.Client) {
	rdb.Set(ctx, "User:profile", "x", 0) // want `key "User:profile" segment "User" is not snake_case`
	rdb.Get(ctx, "Us\x65r:profile")      // an escape inside the word // want `key "User:profile" segment "User" is not snake_case`
}

// Renaming "Team:members" would give it the name of another key family.
func wouldMerge(ctx context.Context, rdb *redis.Client) {
	rdb.Get(ctx, "Team:members") // want `key "Team:members" segment "Team" is not snake_case`
	rdb.Get(ctx, "team:members")
}

// Inside a hash tag nothing is edited: the tag places the key in its
// slot with every other key that shares it. A number spelled in a key
// is a value, not words joined by "." (no finding at all).
func hashTags(ctx context.Context, rdb *redis.Client) {
	rdb.Get(ctx, "{Tenant}:Orders")       // want `key "\{Tenant\}:Orders" segment "Tenant" is not snake_case` `key "\{Tenant\}:Orders" segment "Orders" is not snake_case`
	rdb.Get(ctx, "node:{127.0.0.1:6379}") // a dotted address in the tag: no finding
	rdb.Get(ctx, "release:v1.2.3:notes")
}

// Two constants that differ only in case: renaming the first would repeat
// a map key and a switch case, which does not compile, so it gets no fix.
const (
	sessionKey    = "Session:token" // want `key "Session:token" segment "Session" is not snake_case`
	sessionMetric = "session:token"
)

var metricNames = map[string]string{sessionKey: "key", sessionMetric: "metric"}

func kind(name string) int {
	switch name {
	case sessionKey:
		return 1
	case sessionMetric:
		return 2
	}
	return 0
}

func sessions(ctx context.Context, rdb *redis.Client) {
	rdb.Get(ctx, sessionKey)
}
