package rules

import (
	"context"
	"fmt"
	"strconv"

	"github.com/redis/go-redis/v9"
)

func types(ctx context.Context, rdb *redis.Client, id int) {
	rdb.HSet(ctx, fmt.Sprintf("user:session:%d", id), "token", "x")
	rdb.Get(ctx, fmt.Sprintf("user:session:%d", id)) // want `key "user:session:<int>" is used as a string by GET here and as a hash by HSET elsewhere: GET fails with WRONGTYPE on a hash, and HSET fails with WRONGTYPE on a string$`
	rdb.Get(ctx, "user:list:recent")                 // want `key "user:list:recent" says list but GET works on a string`
	rdb.LPush(ctx, "user:list:recent_orders", "x")   // the type word agrees
	rdb.SAdd(ctx, "chat:zset:members", "x")          // want `key "chat:zset:members" says zset but SADD works on a set`
}

// Not every command fails on a key of another type: MGET reads it as
// missing and SET replaces it.
func outcomes(ctx context.Context, rdb *redis.Client, id int) {
	rdb.SAdd(ctx, fmt.Sprintf("user:tags:%d", id), "x")
	rdb.MGet(ctx, fmt.Sprintf("user:tags:%d", id))        // want `key "user:tags:<int>" is used as a string by MGET here and as a set by SADD elsewhere: MGET returns nil for a set, and SADD fails with WRONGTYPE on a string$`
	rdb.Set(ctx, fmt.Sprintf("user:tags:%d", id), "x", 0) // want `key "user:tags:<int>" is used as a string by SET here and as a set by SADD elsewhere: SET replaces a set, and SADD fails with WRONGTYPE on a string$`
}

// profiles keeps the prefix its options chose: the keys still name one
// family ("<string>user:<int>:profile") whatever the prefix.
type profiles struct {
	rdb    *redis.Client
	prefix string
}

func newProfiles(rdb *redis.Client, opts map[string]string) *profiles {
	return &profiles{rdb: rdb, prefix: opts["prefix"]}
}

func (p *profiles) save(ctx context.Context, id int) {
	p.rdb.HSet(ctx, p.prefix+"user:"+strconv.Itoa(id)+":profile", "name", "x")
}

func (p *profiles) load(ctx context.Context, id int) string {
	return p.rdb.Get(ctx, p.prefix+"user:"+strconv.Itoa(id)+":profile").Val() // want `key "<string>user:<int>:profile" is used as a string by GET here and as a hash by HSET elsewhere: GET fails with WRONGTYPE on a hash, and HSET fails with WRONGTYPE on a string$`
}

// A bare prefix of a generic wrapper is no family.
func (p *profiles) get(ctx context.Context, key string) string {
	return p.rdb.Get(ctx, p.prefix+key).Val()
}

func (p *profiles) add(ctx context.Context, key string) {
	p.rdb.SAdd(ctx, p.prefix+key, "x")
}

// A key spelled "user:item:<int>" is not the keys "user:item:<int>" an
// integer fills, though messages render both alike: no conflict of types.
func renderedAlike(ctx context.Context, rdb *redis.Client, id int) {
	rdb.HSet(ctx, fmt.Sprintf("user:item:%d", id), "f", "x")
	rdb.Get(ctx, "user:item:<int>") // want `key "user:item:<int>" segment "<int>" is not snake_case`
}
