// Package seed004 is checked with the upper preset, from standard 004
// (shared/seeds/004_6932d213a31f6ac8.txt): all upper case, ":" between
// words, PRO:USER:UID:18 and PRO:USER:LOGINNAME:373166324.
package seed004

import (
	"context"
	"fmt"

	"github.com/redis/go-redis/v9"
)

func keys(ctx context.Context, rdb *redis.Client, uid int64) {
	rdb.Get(ctx, "PRO:USER:UID:18")
	rdb.Get(ctx, "PRO:USER:LOGINNAME:373166324")
	rdb.Get(ctx, fmt.Sprintf("PRO:USER:LOGINNAME:%d", uid))
	rdb.Get(ctx, "PRO:USER:userName:1") // want `segment "userName" is not UPPERCASE`
	rdb.Get(ctx, "PRO.USER.UID.18")     // want `uses "." between words instead of ":"` `has 1 segment, fewer than min-depth 2`
}
