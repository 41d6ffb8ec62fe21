package armtags

import (
	"context"

	"github.com/redis/go-redis/v9"

	"armtags/keys"
)

// A Worker takes jobs with the keys another package makes: the branches
// the keys were built in and the slot their tag was computed from reach
// this package with them.
type Worker struct {
	rdb  *redis.Client
	keys *keys.Keys
}

func (w *Worker) take(ctx context.Context, job string) {
	w.rdb.SMove(ctx, w.keys.Pending(job), w.keys.Lease(job), job)
	w.rdb.SMove(ctx, w.keys.ModeKey(job), w.keys.ModeLease(job), job)
}

// steal moves a job between the keys of two jobs: two slots.
func (w *Worker) steal(ctx context.Context, from, to string) {
	w.rdb.SMove(ctx, w.keys.Pending(from), w.keys.Lease(to), from) // want `keys "pending:<string>" and "lease:<string>" of SMOVE may be in different slots`
}

// finish moves to a key tagged by another condition: on a single node
// with shards the done key is tagged by the slot, the lease key not.
func (w *Worker) finish(ctx context.Context, job string) {
	w.rdb.SMove(ctx, w.keys.Lease(job), w.keys.Done(job), job) // want `keys "lease:<string>" and "done:\{<int>\}:<string>" of SMOVE may be in different slots`
}

// shards takes the keys of two shard numbers.
func (w *Worker) shards(ctx context.Context, i, j int) {
	w.rdb.MGet(ctx, w.keys.Shard(i), w.keys.Shard(i))
	w.rdb.MGet(ctx, w.keys.Shard(i), w.keys.Shard(j)) // want `keys "shard:<int>" and "shard:<int>" of MGET may be in different slots`
}
