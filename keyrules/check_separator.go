package keyrules

// checkSeparator reports empty segments, a separator at either end of the
// key and foreign separators between words (a hole that can render a
// separator is checkHoleRenders'). A foreign separator between two digits
// belongs to a value spelled in the key (an IP address and its port, a
// version like 1.2.3, a date), not to its structure, and is left alone; so
// is one in the text a value renders (a channel spelled "<len>:<name>"),
// which holds no words.
func (r *run) checkSeparator() {
	c, t := r.c, r.t
	for i, p := range t.Parts {
		if p.Hole != nil {
			continue // a separator it renders: checkHoleRenders
		}
		for j := 0; j < len(p.Lit); j++ {
			switch b := p.Lit[j]; {
			case b == c.sep:
				r.checkSeparatorAt(i, j)
			case c.foreign.has(b) && !p.Value:
				prev, next := before(t, i, j), at(t, i, j+1)
				if r.isWord(prev) && r.isWord(next) && !(isNumeric(prev) && isNumeric(next)) {
					r.report(RuleSeparator, Problem{Check: CheckForeignSeparator, N: int(b), M: int(c.sep)}, i, j, j+1,
						&Fix{Message: "Replace " + quoteByte(b) + " with " + quoteByte(c.sep), Replacement: string(c.sep)},
						"uses %s between words instead of %s", quoteByte(b), quoteByte(c.sep))
				}
			}
		}
	}
}

// checkSeparatorAt reports the separator at (i, j) when it starts or ends
// the key or closes an empty segment: at most one of the three.
func (r *run) checkSeparatorAt(i, j int) {
	prev := before(r.t, i, j)
	sep := r.c.sepQuoted
	switch {
	case !prev.ok:
		r.report(RuleSeparator, Problem{Check: CheckLeadingSeparator, M: int(r.c.sep)}, i, j, j+1, &Fix{Message: "Remove the leading separator"},
			"starts with the separator %s", sep)
	case prev.hole == nil && prev.b == r.c.sep:
		r.report(RuleSeparator, Problem{Check: CheckEmptySegment}, i, j, j+1, &Fix{Message: "Remove the empty segment"},
			"has an empty segment")
	case !at(r.t, i, j+1).ok:
		r.report(RuleSeparator, Problem{Check: CheckTrailingSeparator, M: int(r.c.sep)}, i, j, j+1, &Fix{Message: "Remove the trailing separator"},
			"ends with the separator %s", sep)
	}
}

// isWord reports whether it is a word character or a hole, which stands
// for a word.
func (r *run) isWord(it item) bool {
	return it.ok && (it.hole != nil || r.c.word.has(it.b))
}

// isNumeric reports whether it is a digit or a hole that renders an
// integer.
func isNumeric(it item) bool {
	if it.hole != nil {
		return it.hole.Kind == Int || it.hole.Kind == Uint
	}
	return it.ok && it.b >= '0' && it.b <= '9'
}

// quoteByte returns b in double quotes, as messages quote characters.
func quoteByte(b byte) string {
	if b == '"' || b == '\\' {
		return `"\` + string(rune(b)) + `"`
	}
	return `"` + string(rune(b)) + `"`
}
