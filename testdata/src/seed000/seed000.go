// Package seed000 is checked with the camel preset, from standard 000
// (shared/seeds/000_2ce8328815442339.txt): one style per project, camelCase
// suggested, ":" between words, PRO:USER:UID:18, hash tags, no special
// characters, strings under 10 KB, no KEYS or FLUSHALL, TTLs.
package seed000

import (
	"context"
	"fmt"
	"strings"
	"time"

	"github.com/redis/go-redis/v9"
)

func keys(ctx context.Context, rdb *redis.Client, uid int64, blob []byte) {
	rdb.Get(ctx, "PRO:USER:UID:18")
	rdb.Get(ctx, fmt.Sprintf("PRO:USER:UID:%d", uid))
	rdb.Get(ctx, fmt.Sprintf("userAdmin:user:userId:%d", uid))
	rdb.Get(ctx, "{user1000}:following")
	rdb.Get(ctx, "{user1000}:followers")
	rdb.Get(ctx, "{}"+string(blob))                                          // want `key "{}<string>" has an empty hash tag, so Redis hashes the whole key`
	rdb.Get(ctx, "UserAdmin:user:id:18")                                     // want `segment "UserAdmin" is not camelCase`
	rdb.Get(ctx, "user_admin:user:id:18")                                    // want `segment "user_admin" is not camelCase`
	rdb.Get(ctx, "userAdmin:user name")                                      // want `contains a space`
	rdb.Get(ctx, "")                                                         // want `key "" is empty`
	rdb.Keys(ctx, "PRO:*")                                                   // want `command KEYS is forbidden`
	rdb.Set(ctx, "PRO:USER:BLOB:1", strings.Repeat("x", 11*1024), time.Hour) // want `value of SET on key "PRO:USER:BLOB:1" is 11264 bytes, more than max-value-bytes 10240`
}
