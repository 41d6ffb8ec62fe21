package crossslot

import (
	"context"

	"github.com/redis/rueidis"
)

func rueidisChains(ctx context.Context, client rueidis.Client) {
	client.Do(ctx, client.B().Mget().Key("user:1", "user:2").Build())                    // want `keys "user:1" \(slot 10778\) and "user:2" \(slot 6777\) of MGET are in different slots: Redis answers CROSSSLOT`
	client.Do(ctx, client.B().Rename().Key("session:old").Newkey("session:new").Build()) // want `keys "session:old" \(slot 12589\) and "session:new" \(slot 7895\) of RENAME are in different slots: Redis answers CROSSSLOT`
	client.Do(ctx, client.B().Mget().Key("{user:1}:a", "{user:1}:b").Build())
	client.Do(ctx, client.B().Get().Key("user:1").Build())
}
