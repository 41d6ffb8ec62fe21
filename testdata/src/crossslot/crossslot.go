// Package crossslot is checked with cluster: true and go-redis v9.7.0,
// which sends a multi-key command as one command (Redis answers
// CROSSSLOT) and splits a transaction per slot.
package crossslot

import (
	"context"
	"fmt"

	"github.com/redis/go-redis/v9"
)

func commands(ctx context.Context, rdb *redis.ClusterClient, a, b int, name string) {
	rdb.MGet(ctx, "user:1", "user:2")                                   // want `keys "user:1" \(slot 10778\) and "user:2" \(slot 6777\) of MGET are in different slots: Redis answers CROSSSLOT`
	rdb.MGet(ctx, fmt.Sprintf("user:%d", a), fmt.Sprintf("user:%d", b)) // want `keys "user:<int>" and "user:<int>" of MGET may be in different slots: Redis answers CROSSSLOT; no hash tag keeps them together: they differ in a value \(<int>\)`
	rdb.MGet(ctx, "{user:1}:profile", "{user:1}:cart")
	rdb.MGet(ctx, fmt.Sprintf("{user:%d}:profile", a), fmt.Sprintf("{user:%d}:cart", a))
	rdb.MGet(ctx, fmt.Sprintf("user:%d:profile", a), fmt.Sprintf("user:%d:cart", a)) // want `keys "user:<int>:profile" and "user:<int>:cart" of MGET may be in different slots: Redis answers CROSSSLOT; put the shared part in a hash tag, e\.g\. \{user:<int>\}:profile`
	rdb.Del(ctx, "cart:{"+name+"}:draft", "cart:{"+name+"}:final")
	rdb.Rename(ctx, "session:old", "session:new") // want `keys "session:old" \(slot 12589\) and "session:new" \(slot 7895\) of RENAME are in different slots: Redis answers CROSSSLOT`
	rdb.SInterStore(ctx, "{tags}:common", "{tags}:a", "{tags}:b")
	rdb.MSet(ctx, "user:1", "x", "user:2", "y") // want `keys "user:1" \(slot 10778\) and "user:2" \(slot 6777\) of MSET are in different slots: Redis answers CROSSSLOT`
	rdb.Get(ctx, "user:1")                      // one key
}

func scripts(ctx context.Context, rdb *redis.ClusterClient, a int) {
	rdb.Eval(ctx, "return 1", []string{"user:1", "user:2"}) // want `keys "user:1" \(slot 10778\) and "user:2" \(slot 6777\) of EVAL are in different slots: Redis rejects the script with CROSSSLOT`
	rdb.Eval(ctx, "return 1", []string{fmt.Sprintf("{user:%d}:a", a), fmt.Sprintf("{user:%d}:b", a)})
	rdb.Do(ctx, "eval", "return 1", 2, "user:1", "user:2") // want `keys "user:1" \(slot 10778\) and "user:2" \(slot 6777\) of EVAL are in different slots: Redis rejects the script with CROSSSLOT`
}

func transactions(ctx context.Context, rdb *redis.ClusterClient, a int) {
	_, _ = rdb.TxPipelined(ctx, func(pipe redis.Pipeliner) error { // want `keys "counter:1" \(slot 10293\) and "counter:2" \(slot 6230\) of the transaction are in different slots: go-redis v9\.7\.0 splits it into one MULTI/EXEC per slot, so it is silently not atomic`
		pipe.Incr(ctx, "counter:1")
		pipe.Incr(ctx, "counter:2")
		return nil
	})
	_, _ = rdb.TxPipelined(ctx, func(pipe redis.Pipeliner) error {
		pipe.Incr(ctx, fmt.Sprintf("{user:%d}:visits", a))
		pipe.Expire(ctx, fmt.Sprintf("{user:%d}:visits", a), 0)
		return nil
	})
	_, _ = rdb.Pipelined(ctx, func(pipe redis.Pipeliner) error {
		pipe.Incr(ctx, "counter:1") // a plain pipeline is not atomic
		pipe.Incr(ctx, "counter:2")
		return nil
	})
	pipe := rdb.TxPipeline()
	pipe.Incr(ctx, "counter:1") // want `keys "counter:1" \(slot 10293\) and "counter:2" \(slot 6230\) of the transaction are in different slots: go-redis v9\.7\.0 splits it into one MULTI/EXEC per slot, so it is silently not atomic`
	pipe.Incr(ctx, "counter:2")
	_, _ = pipe.Exec(ctx)
	_ = rdb.Watch(ctx, func(tx *redis.Tx) error { // want `keys "balance:1" \(slot 10029\) and "balance:2" \(slot 5966\) of the watched keys are in different slots: go-redis refuses to watch keys of different slots`
		return nil
	}, "balance:1", "balance:2")
	_ = rdb.Watch(ctx, func(tx *redis.Tx) error {
		tx.Get(ctx, "{account:1}:balance")
		return nil
	}, "{account:1}:balance", "{account:1}:history")
}

// A transfer touches two accounts: a tag holding the account differs
// between them, so no tag is suggested.
func transfer(ctx context.Context, rdb *redis.ClusterClient, from, to int, amount int64) {
	_, _ = rdb.TxPipelined(ctx, func(pipe redis.Pipeliner) error { // want `keys "acct:<int>:balance" and "acct:<int>:balance" of the transaction may be in different slots: go-redis v9\.7\.0 splits it into one MULTI/EXEC per slot, so it is silently not atomic; no hash tag keeps them together: they differ in a value \(<int>\), so a tag holding it differs too, and one without it puts every such key in one slot`
		pipe.DecrBy(ctx, fmt.Sprintf("acct:%d:balance", from), amount)
		pipe.IncrBy(ctx, fmt.Sprintf("acct:%d:balance", to), amount)
		return nil
	})
	// Values that cannot be told apart may be the same: the tag holds
	// when they are.
	rdb.MGet(ctx, "user:"+owner()+":cart", "user:"+owner()+":orders") // want `keys "user:<string>:cart" and "user:<string>:orders" of MGET may be in different slots: Redis answers CROSSSLOT; if both hold the same value there, put it in a hash tag, e\.g\. \{user:<string>\}:cart`
}

// Keys of one user in different families share the user's id: the tag
// holds that value, not the service's namespace.
func families(ctx context.Context, rdb *redis.ClusterClient, uid int) {
	rdb.MGet(ctx, fmt.Sprintf("ordersvc:user:%d:profile", uid), fmt.Sprintf("ordersvc:cart:%d", uid)) // want `keys "ordersvc:user:<int>:profile" and "ordersvc:cart:<int>" of MGET may be in different slots: Redis answers CROSSSLOT; put the value they share in a hash tag, e\.g\. ordersvc:user:\{<int>\}:profile and ordersvc:cart:\{<int>\}$`
	rdb.MGet(ctx, fmt.Sprintf("ordersvc:user:%d:profile", uid), "ordersvc:settings")                  // want `keys "ordersvc:user:<int>:profile" and "ordersvc:settings" of MGET may be in different slots: Redis answers CROSSSLOT; no hash tag keeps them together: they share no value, and a tag without one puts every such key in one slot$`
}

// owner takes turns over the owners: two calls may give two.
func owner() string {
	turn++
	return lookup[turn%len(lookup)]
}

var (
	lookup []string
	turn   int
)

// moveDue moves the due jobs of a delayed set into a queue's ready list.
var moveDue = redis.NewScript( // want moveDue:`script\(KEYS \?, calls 3\)`
	`
local due = redis.call("ZRANGEBYSCORE", KEYS[1], "-inf", ARGV[1])
for _, id in ipairs(due) do
	redis.call("LPUSH", KEYS[2], id)
end
return redis.call("ZREMRANGEBYSCORE", KEYS[1], "-inf", ARGV[1])`)

// A key the caller chooses is not known at all: it may well share the
// other key's slot, and proves nothing either way.
func forwardDue(ctx context.Context, rdb *redis.ClusterClient, delayed, queue string, now int64) error {
	return moveDue.Run(ctx, rdb, []string{delayed, "jobs:{" + queue + "}:ready"}, now).Err()
}

func rename(ctx context.Context, rdb *redis.ClusterClient, from, to string) error {
	return rdb.Rename(ctx, from, to).Err()
}

func drain(ctx context.Context, rdb *redis.ClusterClient, queue string, now int64) error {
	if err := forwardDue(ctx, rdb, "jobs:{"+queue+"}:delayed", queue, now); err != nil {
		return err
	}
	return rename(ctx, rdb, "jobs:{"+queue+"}:ready", "jobs:{"+queue+"}:working")
}
