// Package scanvalkey reads keys back with valkey-go's command builder, as
// rueidis's: a SCAN … MATCH page's elements and a KEYS reply have the
// pattern's shape, a search's documents the prefixes of their index when
// it is known.
package scanvalkey

import (
	"context"

	"github.com/valkey-io/valkey-go"
)

// Sweep deletes the expired tokens a SCAN finds, page by page.
func Sweep(ctx context.Context, client valkey.Client) error {
	var cursor uint64
	for {
		page, err := client.Do(ctx, client.B().Scan().Cursor(cursor).Match("token:*:Expired").Build()).AsScanEntry() // want `key "token:<string>:Expired" segment "Expired" is not snake_case`
		if err != nil {
			return err
		}
		client.Do(ctx, client.B().Del().Key(page.Elements...).Build())
		if cursor = page.Cursor; cursor == 0 {
			return nil
		}
	}
}

// Count reads the length of every queue KEYS lists.
func Count(ctx context.Context, client valkey.Client) {
	queues, _ := client.Do(ctx, client.B().Keys().Pattern("queue:*").Build()).AsStrSlice() // want `command KEYS is forbidden: it blocks Redis while it walks every key; iterate with SCAN`
	for _, q := range queues {
		client.Do(ctx, client.B().Lrange().Key(q).Start(0).Stop(10).Build())
	}
}

// Orphans searches an index no package creates: the ids are not known.
func Orphans(ctx context.Context, client valkey.Client) {
	_, docs, _ := client.Do(ctx, client.B().FtSearch().Index("idx:orphans").Query("*").Build()).AsFtSearch()
	for _, doc := range docs {
		client.Do(ctx, client.B().Unlink().Key(doc.Key).Build())
	}
}
