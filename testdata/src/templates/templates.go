// Package templates rebuilds keys from every kind of Go expression that
// makes one; each key has one bad word so that the message shows the
// rebuilt template.
package templates

import (
	"bytes"
	"context"
	"fmt"
	"strconv"
	"strings"

	"github.com/redis/go-redis/v9"
	"templates/consts"
)

func constants(ctx context.Context, rdb *redis.Client, id int) {
	rdb.Get(ctx, consts.UserPrefix+strconv.Itoa(id))                       // want `key "User:<int>" segment "User" is not snake_case`
	rdb.Get(ctx, "shop"+consts.Sep+string(consts.Cart)+consts.Sep+"items") // want `key "shop:Cart:items" segment "Cart" is not snake_case`
	rdb.Get(ctx, consts.Good+strconv.Itoa(id))                             // clean
	const local = "Local:" + "user"                                        // want `key "Local:user" segment "Local" is not snake_case`
	rdb.Get(ctx, local)
}

func concat(ctx context.Context, rdb *redis.Client, id int, name string) {
	rdb.Get(ctx, "order:"+name+":Items") // want `key "order:<string>:Items" segment "Items" is not snake_case`
	k := "order:"
	k += strconv.Itoa(id)
	k += ":Lines" // want `key "order:<int>:Lines" segment "Lines" is not snake_case`
	rdb.Get(ctx, k)
}

func sprintf(ctx context.Context, rdb *redis.Client, id int64, name string, ratio float64) {
	rdb.Get(ctx, fmt.Sprintf("Order:%d", id))                      // want `key "Order:<int>" segment "Order" is not snake_case`
	rdb.Get(ctx, fmt.Sprintf("order:%[2]s:%[1]d:Lines", id, name)) // want `key "order:<string>:<int>:Lines" segment "Lines" is not snake_case`
	rdb.Get(ctx, fmt.Sprintf("order:%d:100%%", id))                // want `key "order:<int>:100%" segment "100%" is not snake_case`
	rdb.Get(ctx, fmt.Sprintf("order:%08d:Lines", id))              // want `key "order:<int>:Lines" segment "Lines" is not snake_case`
	rdb.Get(ctx, fmt.Sprintf("rate:%.2f:user", ratio))             // want `key "rate:<float>:user" holds a <float> value that can render "\." instead of the separator ":"`
	rdb.Get(ctx, fmt.Sprintf("order:%x:Hex", id))                  // want `key "order:<hex>:Hex" segment "Hex" is not snake_case`
	rdb.Get(ctx, fmt.Sprint("Order:", id))                         // want `key "Order:<int>" segment "Order" is not snake_case`
}

func strconvs(ctx context.Context, rdb *redis.Client, id int64, n uint64, ok bool, name string) {
	rdb.Get(ctx, "Order:"+strconv.FormatInt(id, 10)) // want `key "Order:<int>" segment "Order" is not snake_case`
	rdb.Get(ctx, "Order:"+strconv.FormatUint(n, 10)) // want `key "Order:<uint>" segment "Order" is not snake_case`
	rdb.Get(ctx, "Flag:"+strconv.FormatBool(ok))     // want `key "Flag:<bool>" segment "Flag" is not snake_case`
	rdb.Get(ctx, "user:"+strconv.Quote(name))        // want `key "user:<quoted>" holds a <quoted> value that renders '"'`
}

func joins(ctx context.Context, rdb *redis.Client, id string) {
	rdb.Get(ctx, strings.Join([]string{"shop", "Cart", id}, ":")) // want `key "shop:Cart:<string>" segment "Cart" is not snake_case`
	rdb.Get(ctx, strings.Join([]string{"shop", "cart", id}, ".")) // want `key "shop\.cart\.<string>" uses "\." between words instead of ":"`
	rdb.Get(ctx, strings.ToLower("Shop:Cart:"+id))                // clean once lowered
	rdb.Get(ctx, strings.ToUpper("shop:cart:"+id))                // want `key "SHOP:CART:<string>" segment "SHOP" is not snake_case` `key "SHOP:CART:<string>" segment "CART" is not snake_case`
}

func builders(ctx context.Context, rdb *redis.Client, id int) {
	var sb strings.Builder
	sb.WriteString("Shop") // want `key "Shop:<int>" segment "Shop" is not snake_case`
	sb.WriteByte(':')
	sb.WriteString(strconv.Itoa(id))
	rdb.Get(ctx, sb.String())

	var buf bytes.Buffer
	buf.WriteString("shop:")
	fmt.Fprintf(&buf, "Cart:%d", id) // want `key "shop:Cart:<int>" segment "Cart" is not snake_case`
	rdb.Get(ctx, buf.String())
}

func reaching(ctx context.Context, rdb *redis.Client, admin bool, id int) {
	key := "user:Profile" // want `key "user:Profile" segment "Profile" is not snake_case`
	if admin {
		key = "Admin:profile" // want `key "Admin:profile" segment "Admin" is not snake_case`
	}
	rdb.Get(ctx, key)

	var k string
	switch id {
	case 1:
		k = "first:Key" // want `key "first:Key" segment "Key" is not snake_case`
	default:
		k = "other:key"
	}
	rdb.Get(ctx, k)

	overwritten := "Dead:key"
	overwritten = "live:key"
	rdb.Get(ctx, overwritten) // the first assignment never reaches
}

// loops carries an assignment back to a use earlier in the loop body: from
// the second iteration on, the key is "Next:key".
func loops(ctx context.Context, rdb *redis.Client, n int) {
	k := "first:key"
	for i := 0; i < n; i++ {
		rdb.Get(ctx, k)
		k = "Next:key" // want `key "Next:key" segment "Next" is not snake_case`
	}
}

func ranges(ctx context.Context, rdb *redis.Client) {
	for _, k := range []string{"user:a", "User:b", "user:C"} { // want `key "User:b" segment "User" is not snake_case` `key "user:C" segment "C" is not snake_case`
		rdb.Del(ctx, k)
	}
}

var (
	globalKey   = "Global:user" // want `key "Global:user" segment "Global" is not snake_case`
	reassigned  = "global:first"
	shadowed, _ = "x", 1
)

func setReassigned() { reassigned = "Global:second" } // want `key "Global:second" segment "Global" is not snake_case`

func globals(ctx context.Context, rdb *redis.Client) {
	rdb.Get(ctx, globalKey)
	rdb.Get(ctx, reassigned)
}
