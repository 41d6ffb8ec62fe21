// Package armtags chooses the hash tag of its keys in the arms of an
// else-if chain or a switch on its configuration; it is checked with
// cluster: true and go-redis v9.7.0.
package armtags

import (
	"context"
	"strconv"

	"github.com/redis/go-redis/v9"
)

// A Queue keeps a list and its lease set per job, tagged by the job's
// shard, by the job, or not at all, by its mode.
type Queue struct {
	rdb     *redis.Client
	cluster bool
	shards  int
	mode    string
	level   int
	hits    int
	falls   int
}

// shard is the job's shard: the same job, the same shard.
func (q *Queue) shard(job string) string { return strconv.Itoa(spread(job, q.shards)) }

func spread(job string, n int) int {
	h := 0
	for i := 0; i < len(job); i++ {
		h = h*31 + int(job[i])
	}
	return (h & 0xffff) % n
}

// pendingKey and leaseKey choose their tag in an else-if chain: in one run
// both take the same arm.
func (q *Queue) pendingKey(job string) string {
	if !q.cluster {
		return "pending:" + job
	} else if q.shards > 0 {
		return "pending:{" + q.shard(job) + "}:" + job
	} else {
		return "pending:{" + job + "}"
	}
}

func (q *Queue) leaseKey(job string) string {
	if !q.cluster {
		return "lease:" + job
	} else if q.shards <= 0 {
		return "lease:{" + job + "}"
	}
	return "lease:{" + q.shard(job) + "}:" + job
}

func (q *Queue) take(ctx context.Context, job string) {
	q.rdb.SMove(ctx, q.pendingKey(job), q.leaseKey(job), job)
}

// doneKey chooses by a tagless switch with the same tests.
func (q *Queue) doneKey(job string) string {
	switch {
	case !q.cluster:
		return "done:" + job
	case q.shards > 0:
		return "done:{" + q.shard(job) + "}:" + job
	default:
		return "done:{" + job + "}"
	}
}

func (q *Queue) finish(ctx context.Context, job string) {
	q.rdb.SMove(ctx, q.leaseKey(job), q.doneKey(job), job)
}

// modeKey and modeLeaseKey choose by a switch on the mode; the lease
// lists two modes in one case, and its plain key follows the switch.
func (q *Queue) modeKey(job string) string {
	switch q.mode {
	case "shard":
		return "mode:{" + q.shard(job) + "}:" + job
	case "job", "tenant":
		return "mode:{" + job + "}"
	default:
		return "mode:" + job
	}
}

func (q *Queue) modeLeaseKey(job string) string {
	switch q.mode {
	case "tenant", "job":
		return "mode:lease:{" + job + "}"
	case "shard":
		return "mode:lease:{" + q.shard(job) + "}:" + job
	}
	return "mode:lease:" + job
}

func (q *Queue) modeTake(ctx context.Context, job string) {
	q.rdb.SMove(ctx, q.modeKey(job), q.modeLeaseKey(job), job)
}

// levelKey switches on a number.
func (q *Queue) levelKey(job string) string {
	switch q.level {
	case 0:
		return "level:" + job
	case 1:
		return "level:{" + job + "}"
	default:
		return "level:{" + q.shard(job) + "}:" + job
	}
}

func (q *Queue) levelLeaseKey(job string) string {
	switch q.level {
	case 1:
		return "level:lease:{" + job + "}"
	case 0:
		return "level:lease:" + job
	}
	return "level:lease:{" + q.shard(job) + "}:" + job
}

func (q *Queue) levelTake(ctx context.Context, job string) {
	q.rdb.SMove(ctx, q.levelKey(job), q.levelLeaseKey(job), job)
}

// otherKey chooses by another condition than pendingKey: with shards and a
// level above 2 the two keys are tagged differently.
func (q *Queue) otherKey(job string) string {
	if !q.cluster {
		return "other:" + job
	} else if q.level > 2 {
		return "other:{" + q.shard(job) + "}:" + job
	}
	return "other:{" + job + "}"
}

func (q *Queue) otherTake(ctx context.Context, job string) {
	q.rdb.SMove(ctx, q.pendingKey(job), q.otherKey(job), job) // want `keys "pending:<string>" and "other:<string>" of SMOVE may be in different slots`
}

// swappedKey takes the job's tag in the other arm than pendingKey.
func (q *Queue) swappedKey(job string) string {
	switch {
	case !q.cluster:
		return "swapped:" + job
	case q.shards > 0:
		return "swapped:{" + job + "}"
	default:
		return "swapped:{" + q.shard(job) + "}:" + job
	}
}

func (q *Queue) swappedTake(ctx context.Context, job string) {
	q.rdb.SMove(ctx, q.pendingKey(job), q.swappedKey(job), job) // want `keys "pending:<string>" and "swapped:<string>" of SMOVE may be in different slots`
}

// fallKey falls through from the arm with shards into the next: with
// shards it is tagged by the job, pendingKey by the shard.
func (q *Queue) fallKey(job string) string {
	switch {
	case !q.cluster:
		return "fall:" + job
	case q.shards > 0:
		q.falls++
		fallthrough
	default:
		return "fall:{" + job + "}"
	}
}

func (q *Queue) fallTake(ctx context.Context, job string) {
	q.rdb.SMove(ctx, q.pendingKey(job), q.fallKey(job), job) // want `keys "pending:<string>" and "fall:<string>" of SMOVE may be in different slots`
}

// hitKey and hitLeaseKey switch on a counter that each call moves: two
// calls may take two arms.
func (q *Queue) hitKey(job string) string {
	q.hits++
	switch {
	case q.hits > 10:
		return "hit:{" + job + "}"
	default:
		return "hit:{" + q.shard(job) + "}:" + job
	}
}

func (q *Queue) hitLeaseKey(job string) string {
	q.hits++
	if q.hits <= 10 {
		return "hit:lease:{" + q.shard(job) + "}:" + job
	}
	return "hit:lease:{" + job + "}"
}

func (q *Queue) hitTake(ctx context.Context, job string) {
	q.rdb.SMove(ctx, q.hitKey(job), q.hitLeaseKey(job), job) // want `keys "hit:\{<string>\}" and "hit:lease:\{<int>\}:<string>" of SMOVE may be in different slots`
}
