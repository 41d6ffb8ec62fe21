package keyrules

// checkDepth reports a key with more segments than max-depth, or fewer
// than min-depth. The count is a lower bound when a hole can render the
// separator, and an unknown string may hold any, so min-depth says nothing
// then.
func (r *run) checkDepth(segs []segment) {
	cfg := &r.c.cfg
	n := len(segs)
	// An empty segment ("a::b") is the separator rule's finding: counted
	// here too, one doubled separator would be two problems.
	if filled := nonEmpty(segs); cfg.MaxDepth > 0 && filled > cfg.MaxDepth {
		r.report(RuleDepth, Problem{Check: CheckMaxDepth, N: filled, M: cfg.MaxDepth}, -1, 0, 0, nil, "has %d segments, more than max-depth %d", filled, cfg.MaxDepth)
	}
	if cfg.MinDepth > 0 && n < cfg.MinDepth && !r.holeMaySplit() {
		noun := "segments"
		if n == 1 {
			noun = "segment"
		}
		r.report(RuleDepth, Problem{Check: CheckMinDepth, N: n, M: cfg.MinDepth}, -1, 0, 0, nil, "has %d %s, fewer than min-depth %d", n, noun, cfg.MinDepth)
	}
}

// holeMaySplit reports whether a hole of the template may render the
// separator.
func (r *run) holeMaySplit() bool {
	for _, p := range r.t.Parts {
		if h := p.Hole; h != nil && (h.Kind == Unknown || h.canRender(r.c.sep)) {
			return true
		}
	}
	return false
}

// nonEmpty counts the segments that hold text or a value.
func nonEmpty(segs []segment) int {
	n := 0
	for _, s := range segs {
		if s.lit > 0 || s.holes > 0 {
			n++
		}
	}
	return n
}
