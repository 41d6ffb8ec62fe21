package keyrules

// checkCase reports every literal word that does not match the case style.
// Words are the literal runs between separators, foreign separators,
// hash-tag braces, characters charset reports, and holes; a word next to a
// hole is a fragment of a longer word and may end (or start) with the
// style's joiner.
func (r *run) checkCase() {
	t := r.t
	var (
		inWord     bool
		start      pos  // where the current word starts
		joinedLeft bool // a hole stands right before the word
		afterHole  bool // the last item seen was a hole
	)
	for i, p := range t.Parts {
		if p.Hole != nil {
			if inWord {
				r.checkWord(start, pos{i, 0}, joinedLeft, true)
				inWord = false
			}
			afterHole = true
			continue
		}
		for j := 0; j < len(p.Lit); j++ {
			if !r.c.breaks.has(p.Lit[j]) {
				if !inWord {
					inWord, start, joinedLeft = true, pos{i, j}, afterHole
				}
				continue
			}
			if inWord {
				r.checkWord(start, pos{i, j}, joinedLeft, false)
				inWord = false
			}
			afterHole = false
		}
	}
	if inWord {
		r.checkWord(start, pos{len(t.Parts), 0}, joinedLeft, false)
	}
}

// checkWord checks the word from a to b.
func (r *run) checkWord(a, b pos, joinedLeft, joinedRight bool) {
	style := r.c.style
	part, start, end, onePart := litSpan(r.t, a, b)
	var word string
	if onePart {
		word = r.t.Parts[part].Lit[start:end]
	} else {
		// A word made of several Go literals; rare enough to copy.
		word = render(r.t, a, b)
	}
	// Strip the joiners that join the fragment to its holes.
	core := word
	if j := style.joiner(); j != 0 {
		if joinedLeft && core != "" && core[0] == j {
			core, start = core[1:], start+1
		}
		if joinedRight && core != "" && core[len(core)-1] == j {
			core, end = core[:len(core)-1], end-1
		}
	}
	if core == "" || allDigits(core) {
		return
	}
	ok := style.matches(core)
	fixStyle := style
	if joinedLeft && (style == styleCamel || style == stylePascal) {
		// The fragment goes on a word that a hole starts ("user" + id +
		// "Name"), so its first letter may be either case.
		ok = ok || onlyAlnum(core)
		fixStyle = stylePascal
	}
	if ok {
		return
	}
	var fix *Fix
	if onePart && convertible(core) {
		if to := fixStyle.convert(core); to != "" && to != core {
			fix = &Fix{Message: "Rename segment to " + to, Replacement: to}
		}
	}
	if !onePart {
		// Point at the start of the word in its first part.
		part, start = a.part, a.off
		end = len(r.t.Parts[part].Lit)
	}
	r.report(RuleCase, part, start, end, fix, "segment %q is not %s", shorten(core), style.name())
}
