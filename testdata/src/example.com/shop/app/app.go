// Package app uses the key helpers and the cache wrapper of two other
// packages: its keys are checked through their facts.
package app

import (
	"context"
	"fmt"

	"github.com/redis/go-redis/v9"

	"example.com/shop/cache"
	"example.com/shop/keys"
)

func helpers(ctx context.Context, rdb *redis.Client, id int) {
	rdb.Get(ctx, keys.User(id))
	rdb.Get(ctx, keys.BadUser(id))           // want `key from keys\.BadUser\(\.\.\.\) "Shop:User:<int>" segment "Shop" is not snake_case` `key from keys\.BadUser\(\.\.\.\) "Shop:User:<int>" segment "User" is not snake_case`
	rdb.Get(ctx, keys.Session("Some Token")) // want `key "shop:session:Some Token" segment "Some" is not snake_case` `key "shop:session:Some Token" segment "Token" is not snake_case` `key "shop:session:Some Token" contains a space`
	rdb.Get(ctx, keys.CartKey{UserID: 1}.String())
	rdb.Get(ctx, fmt.Sprint(keys.CartKey{UserID: 1}))
	rdb.Get(ctx, keys.LegacyCartKey{UserID: 1}.String())           // want `key from keys\.LegacyCartKey\.String\(\.\.\.\) "Shop:Cart:<int>" segment "Shop" is not snake_case` `key from keys\.LegacyCartKey\.String\(\.\.\.\) "Shop:Cart:<int>" segment "Cart" is not snake_case`
	rdb.Get(ctx, fmt.Sprintf("%v", keys.LegacyCartKey{UserID: 1})) // the same problem of keys' text: reported once, in line 21
	rdb.Get(ctx, keys.Namespace+":orders")                         // want `key from keys\.Namespace "Shop:orders" segment "Shop" is not snake_case`
	rdb.Get(ctx, keys.Prefix+"Orders")                             // want `key "shop:Orders" segment "Orders" is not snake_case`
	rdb.Get(ctx, "shop:note:"+keys.Describe(id))                   // want `key from keys\.Describe\(\.\.\.\) "shop:note:user number <int>" contains a space`
}

func wrappers(c *cache.Cache, id int) {
	c.Get(keys.User(id))
	c.Get(keys.BadUser(id)) // the same problem of keys' text: reported once, in helpers
	c.Get("Bad Key")        // want `key \(through cache\.Cache\.Get\) "Bad Key" segment "Bad" is not snake_case` `key \(through cache\.Cache\.Get\) "Bad Key" segment "Key" is not snake_case` `key \(through cache\.Cache\.Get\) "Bad Key" contains a space` `key \(through cache\.Cache\.Get\) "Bad Key" has 1 segment, fewer than min-depth 2`
	c.Hset("shop:profile:1", "Some Field", "Some Value")
	c.Hset("Shop:profile:1", "field", "value")                                     // want `key \(through cache\.Cache\.Hset\) "Shop:profile:1" segment "Shop" is not snake_case`
	c.Eval("return redis.call('GET', KEYS[1])", []string{"Eval:key"}, "Not A Key") // want `key \(through cache\.Cache\.Eval\) "Eval:key" segment "Eval" is not snake_case`
	c.Del("shop:a:1", "Shop:b:1")                                                  // want `key \(through cache\.Cache\.Del\) "Shop:b:1" segment "Shop" is not snake_case`
	c.Profile("Bad Id")                                                            // want `key \(through cache\.Cache\.Profile\) "shop:profile:Bad Id" segment "Bad" is not snake_case` `key \(through cache\.Cache\.Profile\) "shop:profile:Bad Id" segment "Id" is not snake_case` `key \(through cache\.Cache\.Profile\) "shop:profile:Bad Id" contains a space`
	c.Profile("42")
	c.Purge("page:1", "Page:2") // want `key \(through cache\.Cache\.Purge\) "shop:cache:Page:2" segment "Page" is not snake_case`
	c.Get(keys.CartKey{UserID: 3}.String())
	c.Get(keys.LegacyCartKey{UserID: 3}.String()) // the same problem of keys' text: reported once, in helpers
}

func throughInterface(s cache.Store) {
	s.Get("Iface:key") // want `key \(through cache\.Store\.Get\) "Iface:key" segment "Iface" is not snake_case`
	s.Hset("iface:hash:1", "Some Field", "Some Value")
}

// loadOrder is a wrapper of a wrapper: its parameter reaches GET through
// cache.Cache.Get.
func loadOrder(c *cache.Cache, id string) (string, error) {
	return c.Get("shop:order:" + id)
}

func wrappersOfWrappers(c *cache.Cache) {
	loadOrder(c, "Bad Id") // want `key \(through app\.loadOrder\) "shop:order:Bad Id" segment "Bad" is not snake_case` `key \(through app\.loadOrder\) "shop:order:Bad Id" segment "Id" is not snake_case` `key \(through app\.loadOrder\) "shop:order:Bad Id" contains a space`
	loadOrder(c, "7")
}
