// Package consts declares key parts in another package than their use.
package consts

const (
	UserPrefix      = "User:" // untyped
	Sep             = ":"     // untyped
	Cart       Name = "Cart"  // typed
	Good            = "shop:cart:"
)

// Name is a typed string constant kind.
type Name string
