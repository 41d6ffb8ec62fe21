package keyrules

// checkLength reports a key longer than max-length, for certain (its
// shortest rendering is) or possibly (its longest is, every hole being
// bounded); a key shorter than min-length for certain; and segments longer
// than their limits at their shortest rendering.
func (r *run) checkLength(segs []segment) {
	cfg := &r.c.cfg
	seps := len(segs) - 1
	shortest, longest, holes := seps, seps, 0
	for i := range segs {
		s := &segs[i]
		shortest += s.shortest()
		holes += s.holes
		if s.holeMax < 0 || longest < 0 {
			longest = -1
		} else {
			longest += s.lit + s.holeMax
		}
	}
	if max := cfg.MaxLength; max > 0 {
		switch {
		case shortest > max:
			r.report(RuleLength, Problem{Check: CheckMaxLength, N: shortest, M: max, Bound: holes > 0}, -1, 0, 0, nil,
				"%s %d bytes long, more than max-length %d", atLeast(holes), shortest, max)
		case longest > max:
			r.report(RuleLength, Problem{Check: CheckMaybeMaxLength, N: longest, M: max}, -1, 0, 0, nil,
				"can be %d bytes long, more than max-length %d", longest, max)
		}
	}
	if min := cfg.MinLength; min > 0 && longest >= 0 && longest < min {
		is := "is"
		if holes > 0 {
			is = "is at most"
		}
		r.report(RuleLength, Problem{Check: CheckMinLength, N: longest, M: min, Bound: holes > 0}, -1, 0, 0, nil,
			"%s %d bytes long, less than min-length %d", is, longest, min)
	}
	for i := range segs {
		r.checkSegmentLength(segs, i)
	}
}

// checkSegmentLength reports segment i when its shortest rendering is
// longer than its limit: the level rule's (levels, last-segment) when it
// sets one, which overrides the others; else segment-max-lengths or
// last-segment-max-length; else max-segment-length.
func (r *run) checkSegmentLength(segs []segment, i int) {
	s := &segs[i]
	n := s.shortest()
	limit, option := r.c.cfg.segmentLimit(i, len(segs))
	if limit <= 0 || n <= limit {
		return
	}
	part, start, end, ok := litSpan(r.t, s.start, s.end)
	if !ok {
		part = -1
	}
	text := render(r.t, s.start, s.end)
	p := Problem{Check: CheckSegmentLength, Text: text, Detail: option, N: n, M: limit, Bound: s.holes > 0}
	r.report(RuleLength, p, part, start, end, nil, "segment %q %s %d bytes long, more than %s %d",
		shorten(text), atLeast(s.holes), n, option, limit)
}

// atLeast is the verb of a length that holes may make longer.
func atLeast(holes int) string {
	if holes > 0 {
		return "is at least"
	}
	return "is"
}

func itoa(n int) string {
	if n < 10 {
		return string(rune('0' + n))
	}
	return itoa(n/10) + itoa(n%10)
}

// segmentLimit returns the length limit of segment i of a key of n
// segments and the option that sets it; 0 when unbounded.
func (c *Config) segmentLimit(i, n int) (int, string) {
	last := n > 1 && i == n-1
	if l := c.levelRule(i, n); l != nil && l.MaxLength > 0 {
		return l.MaxLength, levelName(i, n) + ".max-length"
	}
	switch {
	case last && c.LastSegmentMaxLength > 0:
		return c.LastSegmentMaxLength, "last-segment-max-length"
	case !last && i < len(c.SegmentMaxLengths) && c.SegmentMaxLengths[i] > 0:
		return c.SegmentMaxLengths[i], "segment-max-lengths[" + itoa(i) + "]"
	case c.MaxSegmentLength > 0:
		return c.MaxSegmentLength, "max-segment-length"
	}
	return 0, ""
}
