// Package ops is the ground truth of the crossslot rule: every exported
// function performs one multi-key atomic operation through go-redis v9 on a
// *redis.ClusterClient and returns its error.
//
// A function's name says how its keys relate at run time: SameSlot when
// they share a hash slot, CrossSlot when they do not. The comment on the func
// line records what a real Redis Cluster does with go-redis v9.7.0:
//
//	// crossslot: none    every key is in one slot; the operation succeeds
//	// crossslot: server  the server answers -CROSSSLOT
//	// crossslot: client  go-redis refuses before sending anything
//	// crossslot: split   go-redis sends one request per slot; no error, the
//	                      operation is no longer atomic
//
// The keys are co-located (or not) in each way the analyzer has to reason
// about: literal hash tags, one variable formatted into both keys, a key
// helper called with the same argument, identical literals, and distinct
// literals that happen to share a slot. Setup writes that only exist to
// avoid an unrelated error (RENAME of a missing key) touch a single key.
package ops

import (
	"context"
	"fmt"

	"github.com/redis/go-redis/v9"
)

// Slots of the keys below, as CLUSTER KEYSLOT reports them:
// {user:1} 10778, {user:2} 6777, user:1:profile and user:4126:profile 12348,
// user:2:profile 7544, visits:week 14363, visits:mon 3333, visits:tue 3364.

func cartKey(id int) string { return fmt.Sprintf("{user:%d}:cart", id) }

func wishKey(id int) string { return fmt.Sprintf("{user:%d}:wish", id) }

// pairScript reads two keys, so both must be declared in KEYS.
var pairScript = redis.NewScript("return redis.call('exists', KEYS[1], KEYS[2])")

// MGET in every way of co-locating keys.

func MGetLiteralTagSameSlot(ctx context.Context, rdb *redis.ClusterClient) error { // crossslot: none
	return rdb.MGet(ctx, "{user:1}:a", "{user:1}:b").Err()
}

func MGetLiteralTagCrossSlot(ctx context.Context, rdb *redis.ClusterClient) error { // crossslot: server
	return rdb.MGet(ctx, "{user:1}:a", "{user:2}:b").Err()
}

func MGetSharedVarSameSlot(ctx context.Context, rdb *redis.ClusterClient) error { // crossslot: none
	id := 1
	return rdb.MGet(ctx, fmt.Sprintf("{user:%d}:cart", id), fmt.Sprintf("{user:%d}:wish", id)).Err()
}

func MGetOtherVarCrossSlot(ctx context.Context, rdb *redis.ClusterClient) error { // crossslot: server
	id, other := 1, 2
	return rdb.MGet(ctx, fmt.Sprintf("{user:%d}:cart", id), fmt.Sprintf("{user:%d}:wish", other)).Err()
}

// MGetOtherVarEqualValueSameSlot shares a slot only because both variables
// hold 1 at run time; a static analysis cannot prove it.
func MGetOtherVarEqualValueSameSlot(ctx context.Context, rdb *redis.ClusterClient) error { // crossslot: none
	id, other := 1, 1
	return rdb.MGet(ctx, fmt.Sprintf("{user:%d}:cart", id), fmt.Sprintf("{user:%d}:wish", other)).Err()
}

func MGetHelperSameArgSameSlot(ctx context.Context, rdb *redis.ClusterClient) error { // crossslot: none
	id := 1
	return rdb.MGet(ctx, cartKey(id), wishKey(id)).Err()
}

func MGetHelperOtherArgCrossSlot(ctx context.Context, rdb *redis.ClusterClient) error { // crossslot: server
	return rdb.MGet(ctx, cartKey(1), wishKey(2)).Err()
}

func MGetIdenticalLiteralSameSlot(ctx context.Context, rdb *redis.ClusterClient) error { // crossslot: none
	return rdb.MGet(ctx, "session:1", "session:1").Err()
}

func MGetCollidingLiteralsSameSlot(ctx context.Context, rdb *redis.ClusterClient) error { // crossslot: none
	return rdb.MGet(ctx, "user:1:profile", "user:4126:profile").Err()
}

func MGetPlainLiteralsCrossSlot(ctx context.Context, rdb *redis.ClusterClient) error { // crossslot: server
	return rdb.MGet(ctx, "user:1:profile", "user:2:profile").Err()
}

// Other multi-key commands, each co-located one way and not another.

func MSetSharedVarSameSlot(ctx context.Context, rdb *redis.ClusterClient) error { // crossslot: none
	id := 1
	return rdb.MSet(ctx, fmt.Sprintf("{user:%d}:cart", id), "c", fmt.Sprintf("{user:%d}:wish", id), "w").Err()
}

func MSetLiteralTagCrossSlot(ctx context.Context, rdb *redis.ClusterClient) error { // crossslot: server
	return rdb.MSet(ctx, "{user:1}:a", "1", "{user:2}:b", "2").Err()
}

func DelHelperSameArgSameSlot(ctx context.Context, rdb *redis.ClusterClient) error { // crossslot: none
	id := 1
	return rdb.Del(ctx, cartKey(id), wishKey(id)).Err()
}

func DelPlainLiteralsCrossSlot(ctx context.Context, rdb *redis.ClusterClient) error { // crossslot: server
	return rdb.Del(ctx, "user:1:profile", "user:2:profile").Err()
}

func ExistsIdenticalLiteralSameSlot(ctx context.Context, rdb *redis.ClusterClient) error { // crossslot: none
	return rdb.Exists(ctx, "session:1", "session:1").Err()
}

func ExistsOtherVarCrossSlot(ctx context.Context, rdb *redis.ClusterClient) error { // crossslot: server
	id, other := 1, 2
	return rdb.Exists(ctx, fmt.Sprintf("{user:%d}:cart", id), fmt.Sprintf("{user:%d}:cart", other)).Err()
}

func UnlinkLiteralTagSameSlot(ctx context.Context, rdb *redis.ClusterClient) error { // crossslot: none
	return rdb.Unlink(ctx, "{user:1}:a", "{user:1}:b").Err()
}

func UnlinkHelperOtherArgCrossSlot(ctx context.Context, rdb *redis.ClusterClient) error { // crossslot: server
	return rdb.Unlink(ctx, cartKey(1), cartKey(2)).Err()
}

func TouchCollidingLiteralsSameSlot(ctx context.Context, rdb *redis.ClusterClient) error { // crossslot: none
	return rdb.Touch(ctx, "user:1:profile", "user:4126:profile").Err()
}

func TouchLiteralTagCrossSlot(ctx context.Context, rdb *redis.ClusterClient) error { // crossslot: server
	return rdb.Touch(ctx, "{user:1}:a", "{user:2}:a").Err()
}

func RenameLiteralTagSameSlot(ctx context.Context, rdb *redis.ClusterClient) error { // crossslot: none
	if err := rdb.Set(ctx, "{user:1}:a", "1", 0).Err(); err != nil {
		return err
	}
	return rdb.Rename(ctx, "{user:1}:a", "{user:1}:b").Err()
}

func RenameLiteralTagCrossSlot(ctx context.Context, rdb *redis.ClusterClient) error { // crossslot: server
	if err := rdb.Set(ctx, "{user:1}:a", "1", 0).Err(); err != nil {
		return err
	}
	return rdb.Rename(ctx, "{user:1}:a", "{user:2}:a").Err()
}

func SMoveSharedVarSameSlot(ctx context.Context, rdb *redis.ClusterClient) error { // crossslot: none
	id := 1
	return rdb.SMove(ctx, fmt.Sprintf("{user:%d}:cart", id), fmt.Sprintf("{user:%d}:wish", id), "item").Err()
}

func SMoveOtherVarCrossSlot(ctx context.Context, rdb *redis.ClusterClient) error { // crossslot: server
	id, other := 1, 2
	return rdb.SMove(ctx, fmt.Sprintf("{user:%d}:cart", id), fmt.Sprintf("{user:%d}:cart", other), "item").Err()
}

func RPopLPushHelperSameArgSameSlot(ctx context.Context, rdb *redis.ClusterClient) error { // crossslot: none
	id := 1
	return rdb.RPopLPush(ctx, cartKey(id), wishKey(id)).Err()
}

func RPopLPushHelperOtherArgCrossSlot(ctx context.Context, rdb *redis.ClusterClient) error { // crossslot: server
	return rdb.RPopLPush(ctx, cartKey(1), wishKey(2)).Err()
}

func LMoveIdenticalLiteralSameSlot(ctx context.Context, rdb *redis.ClusterClient) error { // crossslot: none
	return rdb.LMove(ctx, "queue:1", "queue:1", "LEFT", "RIGHT").Err()
}

func LMovePlainLiteralsCrossSlot(ctx context.Context, rdb *redis.ClusterClient) error { // crossslot: server
	return rdb.LMove(ctx, "user:1:profile", "user:2:profile", "LEFT", "RIGHT").Err()
}

func SInterStoreLiteralTagSameSlot(ctx context.Context, rdb *redis.ClusterClient) error { // crossslot: none
	return rdb.SInterStore(ctx, "{user:1}:common", "{user:1}:a", "{user:1}:b").Err()
}

// SInterStoreOneKeyOffCrossSlot has two keys in one slot and a third in
// another.
func SInterStoreOneKeyOffCrossSlot(ctx context.Context, rdb *redis.ClusterClient) error { // crossslot: server
	return rdb.SInterStore(ctx, "{user:1}:common", "{user:1}:a", "{user:2}:b").Err()
}

func SUnionStoreSharedVarSameSlot(ctx context.Context, rdb *redis.ClusterClient) error { // crossslot: none
	id := 1
	return rdb.SUnionStore(ctx, fmt.Sprintf("{user:%d}:all", id), fmt.Sprintf("{user:%d}:cart", id), fmt.Sprintf("{user:%d}:wish", id)).Err()
}

func SUnionStoreOtherVarCrossSlot(ctx context.Context, rdb *redis.ClusterClient) error { // crossslot: server
	id, other := 1, 2
	return rdb.SUnionStore(ctx, fmt.Sprintf("{user:%d}:all", id), fmt.Sprintf("{user:%d}:cart", id), fmt.Sprintf("{user:%d}:wish", other)).Err()
}

func ZUnionStoreHelperSameArgSameSlot(ctx context.Context, rdb *redis.ClusterClient) error { // crossslot: none
	id := 1
	return rdb.ZUnionStore(ctx, fmt.Sprintf("{user:%d}:rank", id), &redis.ZStore{Keys: []string{cartKey(id), wishKey(id)}}).Err()
}

func ZUnionStoreHelperOtherArgCrossSlot(ctx context.Context, rdb *redis.ClusterClient) error { // crossslot: server
	return rdb.ZUnionStore(ctx, "{user:1}:rank", &redis.ZStore{Keys: []string{cartKey(1), wishKey(2)}}).Err()
}

func ZInterStoreCollidingLiteralsSameSlot(ctx context.Context, rdb *redis.ClusterClient) error { // crossslot: none
	return rdb.ZInterStore(ctx, "user:1:profile", &redis.ZStore{Keys: []string{"user:4126:profile", "user:1:profile"}}).Err()
}

func ZInterStoreLiteralTagCrossSlot(ctx context.Context, rdb *redis.ClusterClient) error { // crossslot: server
	return rdb.ZInterStore(ctx, "{user:1}:rank", &redis.ZStore{Keys: []string{"{user:1}:a", "{user:2}:a"}}).Err()
}

func PFMergeLiteralTagSameSlot(ctx context.Context, rdb *redis.ClusterClient) error { // crossslot: none
	return rdb.PFMerge(ctx, "{user:1}:visits", "{user:1}:visits:mon", "{user:1}:visits:tue").Err()
}

func PFMergePlainLiteralsCrossSlot(ctx context.Context, rdb *redis.ClusterClient) error { // crossslot: server
	return rdb.PFMerge(ctx, "visits:week", "visits:mon", "visits:tue").Err()
}

func BitOpAndSharedVarSameSlot(ctx context.Context, rdb *redis.ClusterClient) error { // crossslot: none
	id := 1
	return rdb.BitOpAnd(ctx, fmt.Sprintf("{user:%d}:both", id), fmt.Sprintf("{user:%d}:cart", id), fmt.Sprintf("{user:%d}:wish", id)).Err()
}

func BitOpAndHelperOtherArgCrossSlot(ctx context.Context, rdb *redis.ClusterClient) error { // crossslot: server
	id := 1
	return rdb.BitOpAnd(ctx, fmt.Sprintf("{user:%d}:both", id), cartKey(id), wishKey(2)).Err()
}

// Scripts: the keys declared in KEYS must share a slot.

func EvalLiteralTagSameSlot(ctx context.Context, rdb *redis.ClusterClient) error { // crossslot: none
	return rdb.Eval(ctx, "return redis.call('exists', KEYS[1], KEYS[2])", []string{"{user:1}:a", "{user:1}:b"}).Err()
}

func EvalLiteralTagCrossSlot(ctx context.Context, rdb *redis.ClusterClient) error { // crossslot: server
	return rdb.Eval(ctx, "return redis.call('exists', KEYS[1], KEYS[2])", []string{"{user:1}:a", "{user:2}:b"}).Err()
}

func EvalSharedVarSameSlot(ctx context.Context, rdb *redis.ClusterClient) error { // crossslot: none
	id := 1
	keys := []string{fmt.Sprintf("{user:%d}:cart", id), fmt.Sprintf("{user:%d}:wish", id)}
	return rdb.Eval(ctx, "return redis.call('exists', KEYS[1], KEYS[2])", keys).Err()
}

func EvalOtherVarCrossSlot(ctx context.Context, rdb *redis.ClusterClient) error { // crossslot: server
	id, other := 1, 2
	keys := []string{fmt.Sprintf("{user:%d}:cart", id), fmt.Sprintf("{user:%d}:wish", other)}
	return rdb.Eval(ctx, "return redis.call('exists', KEYS[1], KEYS[2])", keys).Err()
}

func ScriptRunHelperSameArgSameSlot(ctx context.Context, rdb *redis.ClusterClient) error { // crossslot: none
	id := 1
	return pairScript.Run(ctx, rdb, []string{cartKey(id), wishKey(id)}).Err()
}

func ScriptRunOtherVarCrossSlot(ctx context.Context, rdb *redis.ClusterClient) error { // crossslot: server
	id, other := 1, 2
	return pairScript.Run(ctx, rdb, []string{cartKey(id), cartKey(other)}).Err()
}

// MULTI/EXEC bodies: every key written in one TxPipelined must share a slot.

func TxPipelinedLiteralTagSameSlot(ctx context.Context, rdb *redis.ClusterClient) error { // crossslot: none
	_, err := rdb.TxPipelined(ctx, func(pipe redis.Pipeliner) error {
		pipe.Set(ctx, "{user:1}:a", "1", 0)
		pipe.Set(ctx, "{user:1}:b", "1", 0)
		return nil
	})
	return err
}

func TxPipelinedLiteralTagCrossSlot(ctx context.Context, rdb *redis.ClusterClient) error { // crossslot: split
	_, err := rdb.TxPipelined(ctx, func(pipe redis.Pipeliner) error {
		pipe.Set(ctx, "{user:1}:a", "1", 0)
		pipe.Set(ctx, "{user:2}:b", "1", 0)
		return nil
	})
	return err
}

func TxPipelinedSharedVarSameSlot(ctx context.Context, rdb *redis.ClusterClient) error { // crossslot: none
	id := 1
	_, err := rdb.TxPipelined(ctx, func(pipe redis.Pipeliner) error {
		pipe.Incr(ctx, fmt.Sprintf("{user:%d}:cart", id))
		pipe.Incr(ctx, fmt.Sprintf("{user:%d}:wish", id))
		return nil
	})
	return err
}

func TxPipelinedOtherVarCrossSlot(ctx context.Context, rdb *redis.ClusterClient) error { // crossslot: split
	id, other := 1, 2
	_, err := rdb.TxPipelined(ctx, func(pipe redis.Pipeliner) error {
		pipe.Incr(ctx, fmt.Sprintf("{user:%d}:cart", id))
		pipe.Incr(ctx, fmt.Sprintf("{user:%d}:cart", other))
		return nil
	})
	return err
}

// WATCH: go-redis checks the watched keys itself.

func WatchLiteralTagSameSlot(ctx context.Context, rdb *redis.ClusterClient) error { // crossslot: none
	return rdb.Watch(ctx, func(tx *redis.Tx) error {
		_, err := tx.TxPipelined(ctx, func(pipe redis.Pipeliner) error {
			pipe.Set(ctx, "{user:1}:a", "1", 0)
			pipe.Set(ctx, "{user:1}:b", "1", 0)
			return nil
		})
		return err
	}, "{user:1}:a", "{user:1}:b")
}

func WatchLiteralTagCrossSlot(ctx context.Context, rdb *redis.ClusterClient) error { // crossslot: client
	return rdb.Watch(ctx, func(tx *redis.Tx) error {
		_, err := tx.TxPipelined(ctx, func(pipe redis.Pipeliner) error {
			pipe.Set(ctx, "{user:1}:a", "1", 0)
			pipe.Set(ctx, "{user:2}:b", "1", 0)
			return nil
		})
		return err
	}, "{user:1}:a", "{user:2}:b")
}

func WatchHelperSameArgSameSlot(ctx context.Context, rdb *redis.ClusterClient) error { // crossslot: none
	id := 1
	return rdb.Watch(ctx, func(tx *redis.Tx) error {
		_, err := tx.TxPipelined(ctx, func(pipe redis.Pipeliner) error {
			pipe.Incr(ctx, cartKey(id))
			pipe.Incr(ctx, wishKey(id))
			return nil
		})
		return err
	}, cartKey(id), wishKey(id))
}

func WatchHelperOtherArgCrossSlot(ctx context.Context, rdb *redis.ClusterClient) error { // crossslot: client
	return rdb.Watch(ctx, func(tx *redis.Tx) error {
		_, err := tx.TxPipelined(ctx, func(pipe redis.Pipeliner) error {
			pipe.Incr(ctx, cartKey(1))
			pipe.Incr(ctx, wishKey(2))
			return nil
		})
		return err
	}, cartKey(1), wishKey(2))
}

// WatchBodyOtherSlotCrossSlot watches one slot and writes another inside the
// transaction; EXEC checks every queued key. Both slots live on the second
// master of a three-master cluster, so the server answers -CROSSSLOT; were
// they on two nodes, the queued write would get -MOVED and EXEC -EXECABORT.
func WatchBodyOtherSlotCrossSlot(ctx context.Context, rdb *redis.ClusterClient) error { // crossslot: server
	return rdb.Watch(ctx, func(tx *redis.Tx) error {
		_, err := tx.TxPipelined(ctx, func(pipe redis.Pipeliner) error {
			pipe.Set(ctx, "{user:1}:a", "1", 0)
			pipe.Set(ctx, "{user:2}:b", "1", 0)
			return nil
		})
		return err
	}, "{user:1}:a")
}
