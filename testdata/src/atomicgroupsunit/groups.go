// Package atomicgroupsunit has one call, builder or transaction of each
// kind of atomic group; the test analyzer reports each group at its call
// with the arguments of its keys.
package atomicgroupsunit

import (
	"context"

	"github.com/gomodule/redigo/redis"
	goredis "github.com/redis/go-redis/v9"
)

func commands(ctx context.Context, rdb *goredis.Client) {
	rdb.MGet(ctx, "a", "b")       // want `MGET: "a" "b"`
	rdb.Get(ctx, "one")           // one key is no group
	rdb.Rename(ctx, "old", "new") // want `RENAME: "old" "new"`
}

func transactions(ctx context.Context, rdb *goredis.Client) {
	_, _ = rdb.TxPipelined(ctx, func(pipe goredis.Pipeliner) error { // want `the transaction: "t1" "t2"`
		pipe.Incr(ctx, "t1")
		pipe.Incr(ctx, "t2")
		return nil
	})
	_, _ = rdb.Pipelined(ctx, func(pipe goredis.Pipeliner) error { // a plain pipeline is no group
		pipe.Incr(ctx, "p1")
		pipe.Incr(ctx, "p2")
		return nil
	})
	pipe := rdb.TxPipeline()
	pipe.Incr(ctx, "x1") // want `the transaction: "x1" "x2"`
	pipe.Incr(ctx, "x2")
	_, _ = pipe.Exec(ctx)
}

func watch(ctx context.Context, rdb *goredis.Client) {
	_ = rdb.Watch(ctx, func(tx *goredis.Tx) error { // want `the watched keys: "w1" "w2"`
		_, err := tx.TxPipelined(ctx, func(pipe goredis.Pipeliner) error { // want `the transaction: "w1" "w2" "in"`
			pipe.Set(ctx, "in", 1, 0)
			return nil
		})
		return err
	}, "w1", "w2")
}

func multi(c redis.Conn) {
	c.Send("MULTI") // want `MULTI/EXEC: "m1" "m2"`
	c.Send("SET", "m1", 1)
	c.Send("SET", "m2", 2)
	c.Do("EXEC")
	c.Send("MULTI")
	c.Send("SET", "d1", 1)
	c.Do("DISCARD") // discarded: no group
}
