// Package app uses the helper and the wrapper of its own module.
package app

import (
	"crosspkg/cache"
	"crosspkg/keys"
)

func use(c *cache.Cache) {
	c.Get(keys.BadUser(1)) // want `key from keys\.BadUser\(\.\.\.\) "Shop:User:1" segment "Shop" is not snake_case` `key from keys\.BadUser\(\.\.\.\) "Shop:User:1" segment "User" is not snake_case`
	c.Get("Bad:key")       // want `key \(through cache\.Cache\.Get\) "Bad:key" segment "Bad" is not snake_case`
}
