package driver

import (
	"container/heap"
	"slices"
	"sync"
)

// Which package is checked next.
//
// At most one package per processor is parsed, type-checked and analysed
// at a time, so that the syntax of the run is never held whole
// (deferred.go). Which of the packages ready for their turn goes first
// does not change any result, but it decides how long the run takes: the
// run ends with the package at the end of its longest chain of imports
// (an application's integration tests import nearly every package), and
// while that one is checked alone, the other processors idle unless work
// that nothing waits for (test variants, external tests) was left for
// then. So a gate hands its tokens to the ready package whose longest
// chain of importers above it has the most files, the package itself
// included: the packages on the longest chain first, the external tests
// that no package imports last.

// A gate admits at most a fixed number of holders at once, the waiter
// of highest rank first, and among equal ranks the first to wait.
type gate struct {
	mu      sync.Mutex
	free    int
	waiting waiters
	arrived int // waiters so far, for the order among equal ranks
}

func newGate(n int) *gate { return &gate{free: n} }

// acquire waits for a token for a package of the given rank.
func (g *gate) acquire(rank int) {
	g.mu.Lock()
	if g.free > 0 {
		g.free--
		g.mu.Unlock()
		return
	}
	w := &waiter{rank: rank, arrival: g.arrived, turn: make(chan struct{})}
	g.arrived++
	heap.Push(&g.waiting, w)
	g.mu.Unlock()
	<-w.turn
}

// release hands the token on to the first waiter, if any.
func (g *gate) release() {
	g.mu.Lock()
	defer g.mu.Unlock()
	if len(g.waiting) == 0 {
		g.free++
		return
	}
	close(heap.Pop(&g.waiting).(*waiter).turn)
}

type waiter struct {
	rank, arrival int
	turn          chan struct{} // closed when the token is the waiter's
}

// waiters is a heap of waiters, the first to admit on top.
type waiters []*waiter

func (w waiters) Len() int { return len(w) }
func (w waiters) Less(i, j int) bool {
	if w[i].rank != w[j].rank {
		return w[i].rank > w[j].rank
	}
	return w[i].arrival < w[j].arrival
}
func (w waiters) Swap(i, j int) { w[i], w[j] = w[j], w[i] }
func (w *waiters) Push(x any)   { *w = append(*w, x.(*waiter)) }
func (w *waiters) Pop() any {
	old := *w
	last := old[len(old)-1]
	*w = old[:len(old)-1]
	return last
}

// rankJobs sets the rank of each job: the files of the jobs checked from
// source on the longest chain from it up through its importers, its own
// included. Each job's importers come after it in order. The variants of
// a package (p, p [p.test], p [a.test]) parse the same files, whose
// syntax the load holds until the last of them has it (parse), so they
// share the highest of their ranks and go close together.
func rankJobs(order []*typeJob) {
	byPath := map[string]int{}
	for _, j := range slices.Backward(order) {
		above := 0
		for _, pred := range j.preds {
			above = max(above, pred.rank)
		}
		if j.source {
			above += len(j.pkg.CompiledGoFiles)
		}
		j.rank = above
		byPath[j.pkg.PkgPath] = max(byPath[j.pkg.PkgPath], above)
	}
	for _, j := range order {
		j.rank = byPath[j.pkg.PkgPath]
	}
}
