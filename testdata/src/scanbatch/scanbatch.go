// Package scanbatch reads keys back from a DoMulti batch of rueidis (and
// valkey-go): the
// reply at index i is that of the batch's command i, and a reply ranged
// over is that of any of its commands.
package scanbatch

import (
	"context"

	"github.com/redis/rueidis"
	"github.com/valkey-io/valkey-go"
)

// Clean lists the drafts and the stale sessions in one round trip, then
// deletes each.
func Clean(ctx context.Context, c rueidis.Client) {
	resps := c.DoMulti(ctx,
		c.B().Keys().Pattern("draft:*").Build(), // want `command KEYS is forbidden: it blocks Redis while it walks every key; iterate with SCAN`
		c.B().Scan().Cursor(0).Match("session:*:stale").Build(),
	)
	drafts, _ := resps[0].AsStrSlice()
	for _, k := range drafts {
		c.Do(ctx, c.B().Del().Key(k).Build())
	}
	entry, _ := resps[1].AsScanEntry()
	for _, k := range entry.Elements {
		c.Do(ctx, c.B().Unlink().Key(k).Build())
	}
}

// Touch lists two patterns from a slice of commands and touches every key
// of either.
func Touch(ctx context.Context, c rueidis.Client) {
	cmds := rueidis.Commands{
		c.B().Keys().Pattern("cart:*").Build(), // want `command KEYS is forbidden: it blocks Redis while it walks every key; iterate with SCAN`
		c.B().Keys().Pattern("wish:*").Build(), // want `command KEYS is forbidden: it blocks Redis while it walks every key; iterate with SCAN`
	}
	for _, r := range c.DoMulti(ctx, cmds...) {
		keys, _ := r.AsStrSlice()
		for _, k := range keys {
			c.Do(ctx, c.B().Touch().Key(k).Build())
		}
	}
}

// Mixed reads a batch whose replies are not all keys: a reply ranged over
// may be the counter's, so its elements stay unknown.
func Mixed(ctx context.Context, c rueidis.Client) {
	for _, r := range c.DoMulti(ctx, c.B().Keys().Pattern("lock:*").Build(), c.B().Smembers().Key("lock:owners").Build()) { // want `command KEYS is forbidden: it blocks Redis while it walks every key; iterate with SCAN`
		names, _ := r.AsStrSlice()
		for _, n := range names {
			c.Do(ctx, c.B().Ttl().Key(n).Build())
		}
	}
}

// Requeue does the same with valkey-go: the second reply is the jobs'.
func Requeue(ctx context.Context, c valkey.Client) {
	resps := c.DoMulti(ctx, c.B().Get().Key("queue:cursor").Build(), c.B().Scan().Cursor(0).Match("job:*:retry").Build())
	entry, _ := resps[1].AsScanEntry()
	for _, k := range entry.Elements {
		c.Do(ctx, c.B().Lpush().Key("queue:retry").Element(k).Build())
		c.Do(ctx, c.B().Rpush().Key(k).Element("again").Build())
	}
}
