// Package scanrueidis reads keys back with rueidis's command builder: the
// elements of a SCAN … MATCH page (AsScanEntry) and of a KEYS reply
// (AsStrSlice) have the pattern's shape; fields and members do not.
package scanrueidis

import (
	"context"

	"github.com/redis/rueidis"
)

// Renew pages through the carts with SCAN and renews each one.
func Renew(ctx context.Context, client rueidis.Client) error {
	var cursor uint64
	for {
		entry, err := client.Do(ctx, client.B().Scan().Cursor(cursor).Match("Cart:*:items").Count(100).Build()).AsScanEntry() // want `key "Cart:<string>:items" segment "Cart" is not snake_case`
		if err != nil {
			return err
		}
		for _, key := range entry.Elements {
			client.Do(ctx, client.B().Expire().Key(key).Seconds(3600).Build())
		}
		if cursor = entry.Cursor; cursor == 0 {
			return nil
		}
	}
}

// Purge lists the sessions with KEYS (forbidden, but read back the same
// way) and unlinks them one by one, then all at once.
func Purge(ctx context.Context, client rueidis.Client) error {
	cmd := client.B().Keys().Pattern("session:*:Token").Build() // want `command KEYS is forbidden: it blocks Redis while it walks every key; iterate with SCAN` `key "session:<string>:Token" segment "Token" is not snake_case`
	keys, err := client.Do(ctx, cmd).AsStrSlice()
	if err != nil {
		return err
	}
	for _, k := range keys {
		client.Do(ctx, client.B().Del().Key(k).Build())
	}
	return client.Do(ctx, client.B().Unlink().Key(keys...).Build()).Error()
}

// Everything scans with no pattern: the keys are not known, and the
// catalog says why.
func Everything(ctx context.Context, client rueidis.Client) {
	entry, _ := client.Do(ctx, client.B().Scan().Cursor(0).Build()).AsScanEntry()
	for _, k := range entry.Elements {
		client.Do(ctx, client.B().Ttl().Key(k).Build())
	}
}

// NotKeys reads a hash's fields with HSCAN and a set's members: their
// pattern is not that of keys, so what the program does with them is not
// known.
func NotKeys(ctx context.Context, client rueidis.Client) {
	fields, _ := client.Do(ctx, client.B().Hscan().Key("user:1:settings").Cursor(0).Match("Theme:*").Build()).AsScanEntry()
	for _, f := range fields.Elements {
		client.Do(ctx, client.B().Get().Key(f).Build())
	}
	members, _ := client.Do(ctx, client.B().Smembers().Key("online:users").Build()).AsStrSlice()
	for _, m := range members {
		client.Do(ctx, client.B().Incr().Key(m).Build())
	}
}
