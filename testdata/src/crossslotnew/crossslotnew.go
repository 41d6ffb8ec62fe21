// Package crossslotnew is checked with cluster: true and go-redis v9.23.0,
// whose ClusterClient refuses a transaction that spans slots instead of
// splitting it. Multi-key commands and scripts fail in Redis as before.
package crossslotnew

import (
	"context"

	"github.com/redis/go-redis/v9"
)

func calls(ctx context.Context, rdb *redis.ClusterClient) {
	rdb.MGet(ctx, "user:1", "user:2")                              // want `keys "user:1" \(slot 10778\) and "user:2" \(slot 6777\) of MGET are in different slots: Redis answers CROSSSLOT`
	rdb.Del(ctx, "user:1", "user:2")                               // want `keys "user:1" \(slot 10778\) and "user:2" \(slot 6777\) of DEL are in different slots: Redis answers CROSSSLOT`
	rdb.Eval(ctx, "return 1", []string{"user:1", "user:2"})        // want `keys "user:1" \(slot 10778\) and "user:2" \(slot 6777\) of EVAL are in different slots: Redis rejects the script with CROSSSLOT`
	_, _ = rdb.TxPipelined(ctx, func(pipe redis.Pipeliner) error { // want `keys "counter:1" \(slot 10293\) and "counter:2" \(slot 6230\) of the transaction are in different slots: go-redis v9\.23\.0 refuses it with ErrCrossSlot`
		pipe.Incr(ctx, "counter:1")
		pipe.Incr(ctx, "counter:2")
		return nil
	})
	pipe := rdb.TxPipeline()
	pipe.Incr(ctx, "counter:1") // want `keys "counter:1" \(slot 10293\) and "counter:2" \(slot 6230\) of the transaction are in different slots: go-redis v9\.23\.0 refuses it with ErrCrossSlot`
	pipe.Incr(ctx, "counter:2")
	_, _ = pipe.Exec(ctx)
	_ = rdb.Watch(ctx, func(tx *redis.Tx) error { // want `keys "balance:1" \(slot 10029\) and "balance:2" \(slot 5966\) of the watched keys are in different slots: go-redis refuses to watch keys of different slots`
		return nil
	}, "balance:1", "balance:2")
}
