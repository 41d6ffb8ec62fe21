// Package scanhelper builds its read-back commands in helpers that return
// them: the keys of a SCAN … MATCH, KEYS or FT.SEARCH command a helper
// builds have the pattern's or index's shape where Do's reply is read,
// the helper's parameters bound to each call's arguments.
package scanhelper

import (
	"context"

	"github.com/redis/rueidis"
)

// scanCmd builds one SCAN page of the keys that match p.
func scanCmd(c rueidis.Client, cursor uint64, p string) rueidis.Completed {
	return c.B().Scan().Cursor(cursor).Match(p).Count(100).Build()
}

// keysCmd builds KEYS of a fixed pattern.
func keysCmd(c rueidis.Client) rueidis.Completed {
	return c.B().Keys().Pattern("invite:*:Code").Build() // want `command KEYS is forbidden: it blocks Redis while it walks every key; iterate with SCAN` `key "invite:<string>:Code" segment "Code" is not snake_case`
}

// searchCmd builds a search of the tickets index.
func searchCmd(c rueidis.Client, query string) rueidis.Completed {
	return c.B().FtSearch().Index("idx:tickets").Query(query).Nocontent().Build()
}

// CreateTickets creates the tickets index.
func CreateTickets(ctx context.Context, c rueidis.Client) error {
	return c.Do(ctx, c.B().FtCreate().Index("idx:tickets").OnHash().Prefix(1).Prefix("ticket:").Schema().FieldName("state").Text().Build()).Error()
}

// Expire pages through the carts of a tenant and renews each one.
func Expire(ctx context.Context, c rueidis.Client, tenant string) error { // want Expire:`sink\(2→EXPIRE cart:<string>:<string>\)`
	var cursor uint64
	for {
		entry, err := c.Do(ctx, scanCmd(c, cursor, "cart:"+tenant+":*")).AsScanEntry()
		if err != nil {
			return err
		}
		for _, k := range entry.Elements {
			c.Do(ctx, c.B().Expire().Key(k).Seconds(60).Build())
		}
		if cursor = entry.Cursor; cursor == 0 {
			return nil
		}
	}
}

// Revoke deletes every invite, the command kept in a variable first.
func Revoke(ctx context.Context, c rueidis.Client) {
	cmd := keysCmd(c)
	keys, _ := c.Do(ctx, cmd).AsStrSlice()
	for _, k := range keys {
		c.Do(ctx, c.B().Del().Key(k).Build())
	}
}

// Close reads the hash of every ticket the query finds.
func Close(ctx context.Context, c rueidis.Client) {
	_, docs, _ := c.Do(ctx, searchCmd(c, "@state:open")).AsFtSearch()
	for _, d := range docs {
		c.Do(ctx, c.B().Hgetall().Key(d.Key).Build())
	}
}

// anyCmd returns a command chosen at run time: the keys its reply holds
// are not known.
func anyCmd(c rueidis.Client, pattern string) rueidis.Completed {
	if pattern == "" {
		return c.B().Scan().Cursor(0).Build()
	}
	return c.B().Scan().Cursor(0).Match(pattern).Build()
}

// Sweep touches whatever anyCmd's SCAN returns.
func Sweep(ctx context.Context, c rueidis.Client) {
	entry, _ := c.Do(ctx, anyCmd(c, "")).AsScanEntry()
	for _, k := range entry.Elements {
		c.Do(ctx, c.B().Touch().Key(k).Build())
	}
}
