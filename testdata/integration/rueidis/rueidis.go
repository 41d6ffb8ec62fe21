// Package rueidis builds commands with the real rueidis builder: every key
// step (Key, Newkey, Keys of Arbitrary) carries keys, Pattern does not.
package rueidis

import (
	"context"
	"strconv"

	"github.com/redis/rueidis"
)

// Builders sends commands built step by step.
func Builders(ctx context.Context, client rueidis.Client, id int) {
	k := "rd:user:" + strconv.Itoa(id)
	client.Do(ctx, client.B().Get().Key(k).Build())
	client.Do(ctx, client.B().Get().Key("rd:User:"+strconv.Itoa(id)).Build()) // want `segment "User" is not snake_case`
	client.Do(ctx, client.B().Del().Key(k, "rd:user:old").Build())
	client.Do(ctx, client.B().Del().Key(k, "rd:user old").Build()) // want `contains a space`
	client.Do(ctx, client.B().Rename().Key(k).Newkey("rd:user:"+strconv.Itoa(id+1)).Build())
	client.Do(ctx, client.B().Rename().Key(k).Newkey("rd:user.renamed").Build()) // want `uses "\." between words instead of ":"`
	client.Do(ctx, client.B().Keys().Pattern("*").Build())                       // want `command KEYS is forbidden`
}

// Arbitrary sends a command the builder does not know by name.
func Arbitrary(ctx context.Context, client rueidis.Client, k string) {
	client.Do(ctx, client.B().Arbitrary("GET").Keys("rd:any:"+k).Build())
	client.Do(ctx, client.B().Arbitrary("GET").Keys("rd:Any:"+k).Build()) // want `segment "Any" is not snake_case`
}

// Pairs sends MSET with KeyValue steps: the first argument is the key.
func Pairs(ctx context.Context, client rueidis.Client) {
	client.Do(ctx, client.B().Mset().KeyValue().KeyValue("rd:a:b", "Any Value").KeyValue("rd:A:c", "v").Build()) // want `segment "A" is not snake_case`
}

// Hash sets fields: field names and values are not keys.
func Hash(ctx context.Context, client rueidis.Client) {
	client.Do(ctx, client.B().Hset().Key("rd:hash:h").FieldValue().FieldValue("Field Name", "Value").Build())
}

// Steps uses the Source, Destination and variadic Key steps.
func Steps(ctx context.Context, client rueidis.Client, keys []string) {
	client.Do(ctx, client.B().Copy().Source("rd:doc:a").Destination("rd:Doc:b").Build())                   // want `segment "Doc" is not snake_case`
	client.Do(ctx, client.B().Lmove().Source("rd:list;a").Destination("rd:list:b").Left().Right().Build()) // want `uses ";" between words instead of ":"`
	client.Do(ctx, client.B().Mget().Key("rd:m:a", "rd:M:b").Build())                                      // want `segment "M" is not snake_case`
	client.Do(ctx, client.B().Mget().Key(keys...).Build())
}
