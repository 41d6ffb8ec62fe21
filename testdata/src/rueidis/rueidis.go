// Package rueidis builds commands with rueidis's builder chains: the key
// steps (Key, Newkey, Source, Destination, KeyValue, Arbitrary().Keys)
// carry keys, the other steps do not.
package rueidis

import (
	"context"

	"github.com/redis/rueidis"
)

func builders(ctx context.Context, client rueidis.Client) {
	client.Do(ctx, client.B().Get().Key("Get:user").Build())                             // want `key "Get:user" segment "Get" is not snake_case`
	client.Do(ctx, client.B().Del().Key("del:a", "Del:b").Build())                       // want `key "Del:b" segment "Del" is not snake_case`
	client.Do(ctx, client.B().Rename().Key("rename:from").Newkey("Rename:to").Build())   // want `key "Rename:to" segment "Rename" is not snake_case`
	client.Do(ctx, client.B().Copy().Source("Copy:from").Destination("Copy:to").Build()) // want `key "Copy:to" segment "Copy" is not snake_case` `key "Copy:from" segment "Copy" is not snake_case`
	client.Do(ctx, client.B().Mset().KeyValue().KeyValue("Mset:a", "Not A Key").Build()) // want `key "Mset:a" segment "Mset" is not snake_case`
	client.Do(ctx, client.B().Hset().Key("hset:user").FieldValue().FieldValue("Some Field", "Some Value").Build())
	client.Do(ctx, client.B().Arbitrary("GET").Keys("Arbitrary:user").Build()) // want `key "Arbitrary:user" segment "Arbitrary" is not snake_case`
	keys := []string{"spread:a", "Spread:b"}                                   // want `key "Spread:b" segment "Spread" is not snake_case`
	client.Do(ctx, client.B().Mget().Key(keys...).Build())
}

func b() rueidis.Builder { return rueidis.Builder{} }

func notKeys(ctx context.Context, client rueidis.Client) {
	client.Do(ctx, client.B().Publish().Channel("Some Channel").Message("Some Message").Build())
	client.Do(ctx, client.B().Scan().Cursor(0).Match("User *").Build())
	client.Do(ctx, client.B().Eval().Script("return redis.call('GET', KEYS[1])").Numkeys(1).Key("Eval:key").Arg("Not A Key").Build()) // want `key "Eval:key" segment "Eval" is not snake_case`
	client.Do(ctx, b().Get().Key("Detached:user").Build())                                                                            // want `key "Detached:user" segment "Detached" is not snake_case`
}

func commands(ctx context.Context, client rueidis.Client) {
	client.Do(ctx, client.B().Keys().Pattern("user:*").Build()) // want `command KEYS is forbidden: it blocks Redis while it walks every key; iterate with SCAN`
	client.Do(ctx, client.B().Flushall().Build())               // want `command FLUSHALL is forbidden: it deletes every key of every database`
}
