package keyrules

// Fixes edit the literal text of a key. Text inside the hash tag decides
// the key's cluster slot together with every other key that shares the
// tag, most of which a fix cannot see, so no fix edits it: such findings
// are reported without a fix.

// tagSpan returns the first hash tag of t, from its '{' to its '}'
// inclusive, as positions; a hole that can render a brace counts as one,
// and a tag that does not close ends with the key. ok is false when t
// has no '{'.
func tagSpan(t Template) (open, closing pos, ok bool) {
	i, j, found := 0, 0, false
	for ; i < len(t.Parts) && !found; i++ {
		p := t.Parts[i]
		if p.Hole != nil {
			found = p.Hole.canRender('{')
			continue
		}
		for j = 0; j < len(p.Lit); j++ {
			if p.Lit[j] == '{' {
				found = true
				break
			}
		}
	}
	if !found {
		return pos{}, pos{}, false
	}
	i--
	if t.Parts[i].Hole != nil {
		j = 0
	}
	open = pos{i, j}
	for k := i; k < len(t.Parts); k++ {
		p := t.Parts[k]
		if p.Hole != nil {
			if k > i && p.Hole.canRender('}') {
				break
			}
			continue
		}
		from := 0
		if k == i {
			from = j + 1
		}
		for m := from; m < len(p.Lit); m++ {
			if p.Lit[m] == '}' {
				return open, pos{k, m}, true
			}
		}
	}
	return open, pos{len(t.Parts), 0}, true
}

// less orders positions in a template.
func (a pos) less(b pos) bool {
	return a.part < b.part || a.part == b.part && a.off < b.off
}

// inHashTag reports whether the range [start, end) of part touches the
// first hash tag of the run's template, braces included.
func (r *run) inHashTag(part, start, end int) bool {
	if !r.tagKnown {
		r.tagOpen, r.tagClose, r.hasTag = tagSpan(r.t)
		r.tagKnown = true
	}
	if !r.hasTag {
		return false
	}
	from, to := pos{part, start}, pos{part, end} // to is exclusive
	return !r.tagClose.less(from) && r.tagOpen.less(to)
}
