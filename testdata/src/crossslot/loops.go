package crossslot

import (
	"context"
	"fmt"

	"github.com/redis/go-redis/v9"
	"github.com/redis/rueidis"
)

// loopKeys builds its keys in a loop over known ids: each iteration adds
// one key, so the cluster rule sees both.
func loopKeys(ctx context.Context, rdb *redis.ClusterClient) {
	var keys []string
	for _, id := range []int{1, 2} {
		keys = append(keys, fmt.Sprintf("user:%d", id))
	}
	rdb.Del(ctx, keys...) // want `keys "user:1" \(slot 10778\) and "user:2" \(slot 6777\) of DEL are in different slots: Redis answers CROSSSLOT`

	var tagged []string
	for _, part := range []string{"cart", "wish"} {
		tagged = append(tagged, "{user:1}:"+part)
	}
	rdb.Del(ctx, tagged...)
}

// rueidisMulti sends a transaction whose keys are in different slots.
func rueidisMulti(ctx context.Context, client rueidis.Client) {
	client.DoMulti(ctx, // want `keys "user:1" \(slot 10778\) and "user:2" \(slot 6777\) of MULTI/EXEC are in different slots: Redis rejects the transaction with CROSSSLOT`
		client.B().Multi().Build(),
		client.B().Set().Key("user:1").Value("a").Build(),
		client.B().Set().Key("user:2").Value("b").Build(),
		client.B().Exec().Build(),
	)
	client.DoMulti(ctx,
		client.B().Multi().Build(),
		client.B().Set().Key("{user:1}:a").Value("a").Build(),
		client.B().Set().Key("{user:1}:b").Value("b").Build(),
		client.B().Exec().Build(),
	)
}
