// Package funcvalues calls the client and its key helpers through function
// values: method values, closures, key functions kept in a struct field or
// a map, and a method value passed as a callback.
package funcvalues

import (
	"context"
	"strconv"

	"github.com/redis/go-redis/v9"
)

// A method value is the client's method.
func visits(ctx context.Context, rdb *redis.Client) {
	incr := rdb.Incr
	incr(ctx, "Counter:visits") // want `key "Counter:visits" segment "Counter" is not snake_case`
}

// A closure that builds the key.
func sessions(ctx context.Context, rdb *redis.Client, id int) string {
	keyFn := func(id int) string { return "session:" + strconv.Itoa(id) }
	return rdb.Get(ctx, keyFn(id)).Val()
}

// Store keeps its key function in a field.
type Store struct {
	rdb     *redis.Client
	KeyFunc func(id int) string
}

func NewStore(rdb *redis.Client) *Store {
	return &Store{rdb: rdb, KeyFunc: func(id int) string { return "store:Item:" + strconv.Itoa(id) }} // want `key "store:Item:<int>" segment "Item" is not snake_case`
}

func (s *Store) Load(ctx context.Context, id int) string {
	return s.rdb.HGet(ctx, s.KeyFunc(id), "name").Val()
}

// keyFuncs names a key function per kind.
var keyFuncs = map[string]func(int) string{
	"user":  func(id int) string { return "user:" + strconv.Itoa(id) },
	"order": func(id int) string { return "Order:" + strconv.Itoa(id) }, // want `key "Order:<int>" segment "Order" is not snake_case`
}

func byKind(ctx context.Context, rdb *redis.Client, kind string, id int) {
	rdb.Del(ctx, keyFuncs[kind](id))
}

func users(ctx context.Context, rdb *redis.Client, id int) {
	rdb.Exists(ctx, keyFuncs["user"](id))
}

// A declared key function held in a variable.
func cartKey(id int) string { return "cart:" + strconv.Itoa(id) }

func carts(ctx context.Context, rdb *redis.Client, id int) map[string]string {
	key := cartKey
	return rdb.HGetAll(ctx, key(id)).Val()
}

// each is called by this package alone: its callback is the method value
// its caller passes.
func each(ctx context.Context, ids []int, unlink func(ctx context.Context, keys ...string) *redis.IntCmd) {
	for _, id := range ids {
		unlink(ctx, "lock:"+strconv.Itoa(id))
	}
}

func unlock(ctx context.Context, rdb *redis.Client, ids []int) {
	each(ctx, ids, rdb.Unlink)
}
