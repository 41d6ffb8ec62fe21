// Package seed003 is checked with the snake preset, from standard 003
// (shared/seeds/003_9aa57c51b8cb3a39.txt): module:submodule:description:identifier,
// dates as date:<YYYYMMDD>, timestamps as ts:<n>.
package seed003

import (
	"context"
	"fmt"
	"strconv"
	"time"

	"github.com/redis/go-redis/v9"
)

func keys(ctx context.Context, rdb *redis.Client, roomID, orderID int, now time.Time) {
	// 003 §1 and §3: the standard's own keys.
	rdb.Get(ctx, "user:profile:id:12345")
	rdb.Get(ctx, fmt.Sprintf("order:status:order_id:%d", orderID))
	rdb.LRange(ctx, "chat:messages:list:room_id:"+strconv.Itoa(roomID), 0, 10)
	// 003 §4: order:summary:date:20241122 and session:token:uid:abc123:ts:1692806400.
	rdb.Get(ctx, "order:summary:date:"+now.Format("20060102"))
	rdb.Get(ctx, fmt.Sprintf("session:token:uid:%s:ts:%d", "abc123", now.Unix()))
	rdb.Get(ctx, "session:token:ts:"+strconv.FormatInt(now.UnixMilli(), 10))
	// 003 §5.2: avoid camelCase.
	rdb.Get(ctx, "orderStatusOrderId98765") // want `key "orderStatusOrderId98765" segment "orderStatusOrderId98765" is not snake_case` `has 1 segment, fewer than min-depth 2`
}

func dates(ctx context.Context, rdb *redis.Client, now time.Time) {
	rdb.Get(ctx, fmt.Sprintf("order:summary:date:%d", now.Unix())) // want `key "order:summary:date:<int>" has a Unix timestamp <int> after "date"; write the date as YYYYMMDD`
	ts := now.Unix()
	rdb.Get(ctx, "order:summary:date:"+strconv.FormatInt(ts, 10)) // want `has a Unix timestamp <int> after "date"`
	rdb.Get(ctx, "order:summary:date:"+now.Format("2006-01-02"))  // want `has a time <2006-01-02> after "date" that is not YYYYMMDD`
	rdb.Get(ctx, "session:token:ts:"+now.Format(time.RFC3339))    // want `holds a <2006-01-02T15:04:05Z07:00> value that can render the separator ":"` `renders "2006-01-02T15", which is not snake_case` `has a formatted time <2006-01-02T15:04:05Z07:00> after "ts"`
	rdb.Get(ctx, "report:daily:"+now.Format(time.DateTime))       // want `holds a <2006-01-02 15:04:05> value that renders a space and can render the separator ":"`
	rdb.Get(ctx, "report:daily:"+now.Format("20060102"))
}
