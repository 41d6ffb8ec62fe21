package keyrules

// checkDepth reports a key with more segments than max-depth, or fewer
// than min-depth. The count is a lower bound when a hole can render the
// separator, and an unknown string may hold any, so min-depth says nothing
// then.
func (r *run) checkDepth(n int) {
	cfg := &r.c.cfg
	if cfg.MaxDepth > 0 && n > cfg.MaxDepth {
		r.report(RuleDepth, -1, 0, 0, nil, "has %d segments, more than max-depth %d", n, cfg.MaxDepth)
	}
	if cfg.MinDepth > 0 && n < cfg.MinDepth && !r.holeMaySplit() {
		noun := "segments"
		if n == 1 {
			noun = "segment"
		}
		r.report(RuleDepth, -1, 0, 0, nil, "has %d %s, fewer than min-depth %d", n, noun, cfg.MinDepth)
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
