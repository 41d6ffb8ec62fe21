package driver

import (
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"golang.org/x/tools/go/packages"
)

// TestGateOrder checks that a gate admits its waiters by rank, the first
// to wait first among equal ranks, and never more holders than tokens.
func TestGateOrder(t *testing.T) {
	g := newGate(1)
	g.acquire(0) // the token is taken: everyone below waits
	var mu sync.Mutex
	var admitted []string
	var wg sync.WaitGroup
	for i, w := range []struct {
		name string
		rank int
	}{{"low", 1}, {"high", 9}, {"mid-first", 5}, {"mid-second", 5}} {
		wg.Go(func() {
			g.acquire(w.rank)
			mu.Lock()
			admitted = append(admitted, w.name)
			mu.Unlock()
			g.release()
		})
		waitFor(t, func() bool { return g.queued() == i+1 })
	}
	g.release()
	wg.Wait()
	assert.Equal(t, []string{"high", "mid-first", "mid-second", "low"}, admitted)
	assert.Equal(t, 1, g.free, "the token is back")
}

// TestGateTokens checks that a gate of n tokens lets n holders in at once
// and no more.
func TestGateTokens(t *testing.T) {
	g := newGate(2)
	g.acquire(0)
	g.acquire(0)
	done := make(chan struct{})
	go func() {
		g.acquire(0)
		close(done)
	}()
	waitFor(t, func() bool { return g.queued() == 1 })
	select {
	case <-done:
		t.Fatal("a third holder got in with two tokens held")
	default:
	}
	g.release()
	<-done
}

// queued returns the number of waiters.
func (g *gate) queued() int {
	g.mu.Lock()
	defer g.mu.Unlock()
	return len(g.waiting)
}

// waitFor waits until cond holds, for at most ten seconds.
func waitFor(t *testing.T, cond func() bool) {
	t.Helper()
	for deadline := time.Now().Add(10 * time.Second); !cond(); time.Sleep(time.Millisecond) {
		if time.Now().After(deadline) {
			t.Fatal("timed out")
		}
	}
}

// TestRankJobs checks the ranks of a graph: an application's integration
// test imports the package chain below it, an external test nothing
// imports sits beside it, a package read from export data adds no files,
// and a test variant goes with its package.
func TestRankJobs(t *testing.T) {
	job := func(path string, files int, source bool) *typeJob {
		return &typeJob{pkg: &packages.Package{PkgPath: path, CompiledGoFiles: make([]string, files)}, source: source}
	}
	lib := job("lib", 4, false) // export data
	base, mid, integration := job("base", 3, true), job("mid", 2, true), job("integration", 20, true)
	external := job("base_test", 6, true) // nothing imports it
	variant := job("mid", 5, true)        // mid [mid.test]
	imports := map[*typeJob][]*typeJob{base: {lib}, mid: {base}, integration: {mid, base}, external: {lib}, variant: {base}}
	order := []*typeJob{lib, base, external, mid, variant, integration} // imports first
	for _, j := range order {
		for _, q := range imports[j] {
			q.preds = append(q.preds, j)
		}
	}
	rankJobs(order)
	assert.Equal(t, 20, integration.rank)
	assert.Equal(t, 22, mid.rank)
	assert.Equal(t, 25, base.rank, "base, mid and the integration test")
	assert.Equal(t, 6, external.rank)
	assert.Equal(t, 25, lib.rank, "the longest chain above, without its own files")
	assert.Equal(t, 22, variant.rank, "mid's rank: they parse the same files")
}
