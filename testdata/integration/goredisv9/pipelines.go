package goredisv9

import (
	"context"
	"errors"
	"strconv"
	"time"

	"github.com/redis/go-redis/v9"
)

// Pipeline queues commands on a redis.Pipeliner and executes them.
func Pipeline(ctx context.Context, rdb *redis.Client, id int) error {
	pipe := rdb.Pipeline()
	pipe.Incr(ctx, "pipeline:counter")
	pipe.Expire(ctx, "pipeline:counter", time.Hour)
	pipe.Get(ctx, "Pipeline:Counter") // want `segment "Pipeline" is not snake_case` `segment "Counter" is not snake_case`
	pipe.HGetAll(ctx, "pipeline:user:"+strconv.Itoa(id))
	_, err := pipe.Exec(ctx)
	return err
}

// Pipelined queues commands in a Pipelined body.
func Pipelined(ctx context.Context, rdb redis.UniversalClient, name string) error {
	_, err := rdb.Pipelined(ctx, func(pipe redis.Pipeliner) error {
		pipe.Set(ctx, "session:"+name, "1", time.Minute)
		pipe.Set(ctx, "session|"+name, "1", time.Minute) // want `key "session\|<[^>]*>" uses "\|" between words instead of ":"`
		return nil
	})
	return err
}

// TxPipelined queues commands in a MULTI/EXEC body.
func TxPipelined(ctx context.Context, rdb *redis.ClusterClient, id int) error {
	_, err := rdb.TxPipelined(ctx, func(pipe redis.Pipeliner) error {
		pipe.IncrBy(ctx, "{account:"+strconv.Itoa(id)+"}:balance", 10)
		pipe.RPush(ctx, "{account:"+strconv.Itoa(id)+"}:ledger", "10")
		pipe.LPush(ctx, "account:ledger;archive", "10") // want `uses ";" between words instead of ":"`
		return nil
	})
	return err
}

// Watch runs an optimistic transaction: the watched keys and the commands
// of the *redis.Tx are all keys.
func Watch(ctx context.Context, rdb *redis.Client, id int) error {
	key := "stock:item:" + strconv.Itoa(id)
	return rdb.Watch(ctx, func(tx *redis.Tx) error {
		n, err := tx.Get(ctx, key).Int()
		if err != nil && !errors.Is(err, redis.Nil) {
			return err
		}
		tx.Get(ctx, "Stock:total") // want `segment "Stock" is not snake_case`
		_, err = tx.TxPipelined(ctx, func(pipe redis.Pipeliner) error {
			pipe.Set(ctx, key, n-1, 0)
			pipe.Set(ctx, "stock:item.count", n-1, 0) // want `uses "\." between words instead of ":"`
			return nil
		})
		return err
	}, key, "stock:Watched") // want `segment "Watched" is not snake_case`
}
