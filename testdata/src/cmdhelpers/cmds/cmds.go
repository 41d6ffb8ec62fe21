// Package cmds builds the read-back commands of the shop: its exported
// helpers tell their importers the shape of the keys the replies hold.
package cmds

import "github.com/redis/rueidis"

// ScanCarts builds one SCAN page of the carts of a tenant.
func ScanCarts(c rueidis.Client, cursor uint64, tenant string) rueidis.Completed { // want ScanCarts:`command keys\("cart:<string>:<string>"\)`
	return c.B().Scan().Cursor(cursor).Match("cart:" + tenant + ":*").Build()
}

// Invites builds KEYS of the invites.
func Invites(c rueidis.Client) rueidis.Completed { // want Invites:`command keys\("invite:<string>"\)`
	return c.B().Keys().Pattern("invite:*").Build() // want `command KEYS is forbidden: it blocks Redis while it walks every key; iterate with SCAN`
}

// Anything builds a SCAN with no pattern: no fact.
func Anything(c rueidis.Client) rueidis.Completed {
	return c.B().Scan().Cursor(0).Build()
}
