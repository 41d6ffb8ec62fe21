// Package cmdhelpers reads keys back with commands another package's
// helpers build (package cmds): their facts give the keys' shape, the
// helpers' parameters bound to each call's arguments.
package cmdhelpers

import (
	"context"

	"cmdhelpers/cmds"

	"github.com/redis/rueidis"
)

// Expire renews the carts of the acme tenant.
func Expire(ctx context.Context, c rueidis.Client) {
	entry, _ := c.Do(ctx, cmds.ScanCarts(c, 0, "acme")).AsScanEntry()
	for _, k := range entry.Elements {
		c.Do(ctx, c.B().Expire().Key(k).Seconds(60).Build())
	}
}

// Revoke deletes every invite.
func Revoke(ctx context.Context, c rueidis.Client) {
	keys, _ := c.Do(ctx, cmds.Invites(c)).AsStrSlice()
	c.Do(ctx, c.B().Del().Key(keys...).Build())
}

// Sweep touches what a SCAN with no pattern returns: not known.
func Sweep(ctx context.Context, c rueidis.Client) {
	entry, _ := c.Do(ctx, cmds.Anything(c)).AsScanEntry()
	for _, k := range entry.Elements {
		c.Do(ctx, c.B().Touch().Key(k).Build())
	}
}
