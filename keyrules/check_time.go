package keyrules

// checkTime runs the time rule of standard 003: a date is written
// "date:<YYYYMMDD>" and a timestamp "ts:<n>". A "date" segment followed by
// a Unix timestamp, or by a time in another layout, and a "ts" segment
// followed by a formatted time, break it.
func (r *run) checkTime(segs []segment) {
	for i := 0; i+1 < len(segs); i++ {
		word, ok := r.segmentText(segs[i])
		if !ok || word != "date" && word != "ts" {
			continue
		}
		h := r.onlyHole(segs[i+1])
		if h == nil {
			continue
		}
		switch {
		case word == "date" && h.Unix:
			r.report(RuleTime, Problem{Check: CheckUnixDate, Text: h.Label()}, -1, 0, 0, nil, "has a Unix timestamp <%s> after \"date\"; write the date as YYYYMMDD (layout 20060102), or the timestamp after \"ts\"", h.Label())
		case word == "date" && h.Kind == Time && !(h.Layout != "" && isDigitsLayout(h.Layout)):
			r.report(RuleTime, Problem{Check: CheckDateLayout, Text: h.Label()}, -1, 0, 0, nil, "has a time <%s> after \"date\" that is not YYYYMMDD (layout 20060102)", h.Label())
		case word == "ts" && h.Kind == Time:
			r.report(RuleTime, Problem{Check: CheckFormattedTimestamp, Text: h.Label()}, -1, 0, 0, nil, "has a formatted time <%s> after \"ts\"; a timestamp is a Unix number (time.Time.Unix)", h.Label())
		}
	}
}

// segmentText returns the text of a segment made of literal text only,
// without hash-tag braces.
func (r *run) segmentText(s segment) (string, bool) {
	if s.holes > 0 {
		return "", false
	}
	return withoutBraces(render(r.t, s.start, s.end)), true
}

// onlyHole returns the hole a segment consists of, or nil when it holds
// literal text or several holes.
func (r *run) onlyHole(s segment) *Hole {
	if s.holes != 1 || s.lit != 0 {
		return nil
	}
	for i := s.start.part; i < len(r.t.Parts) && i <= s.end.part; i++ {
		if h := r.t.Parts[i].Hole; h != nil {
			return h
		}
	}
	return nil
}
