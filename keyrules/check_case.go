package keyrules

import (
	"strings"
	"unicode"
)

// checkCase reports every literal word that does not match the case style.
// Words are the literal runs between separators, foreign separators,
// characters charset reports, holes and the text of values, read without the hash-tag braces
// they hold ("{ingress}_stream_key" is ingress_stream_key); a word next to a
// hole is a fragment of a longer word and may end (or start) with the
// style's joiner. A segment with a level rule (levels, last-segment) uses
// that rule's case; n is the number of segments.
func (r *run) checkCase(n int) {
	t := r.t
	seg := 0 // the segment of the current byte
	var (
		inWord     bool
		start      pos  // where the current word starts
		joinedLeft bool // a hole stands right before the word
		afterHole  bool // the last item seen was a hole
	)
	for i, p := range t.Parts {
		if p.Hole != nil || p.Value {
			// A value's text is no word of the key: it stands like a
			// hole, though its separators still count.
			if inWord {
				r.checkWord(start, pos{i, 0}, joinedLeft, true, seg, n)
				inWord = false
			}
			if p.Hole != nil && p.Hole.Layout != "" {
				r.checkLayoutCase(p.Hole, seg, n)
			}
			for j := 0; j < len(p.Lit); j++ {
				if r.c.levelSeps.has(p.Lit[j]) {
					seg++
				}
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
				r.checkWord(start, pos{i, j}, joinedLeft, false, seg, n)
				inWord = false
			}
			if r.c.levelSeps.has(p.Lit[j]) {
				seg++
			}
			afterHole = false
		}
	}
	if inWord {
		r.checkWord(start, pos{len(t.Parts), 0}, joinedLeft, false, seg, n)
	}
}

// checkWord checks the word from a to b, in segment seg of n.
func (r *run) checkWord(a, b pos, joinedLeft, joinedRight bool, seg, n int) {
	style := r.c.style
	level := r.c.cfg.levelRule(seg, n)
	if level != nil && level.Case != "" {
		style, _ = parseStyle(level.Case)
	}
	part, start, end, onePart := litSpan(r.t, a, b)
	var word string
	if onePart {
		word = r.t.Parts[part].Lit[start:end]
	} else {
		// A word made of several Go literals; rare enough to copy.
		word = render(r.t, a, b)
	}
	// The word is read without its hash-tag braces; its range keeps them.
	core := withoutBraces(word)
	braced := len(core) != len(word)
	// Strip the joiners that join the fragment to its holes. Whether the
	// word's edge touches its value once the joiner is stripped (the
	// joiner stays outside the word's range).
	touchesLeft, touchesRight := joinedLeft, joinedRight
	if j := style.joiner(); j != 0 {
		if joinedLeft && core != "" && core[0] == j {
			core = core[1:]
			if !braced {
				start++
			}
			touchesLeft = false
		}
		if joinedRight && core != "" && core[len(core)-1] == j {
			core = core[:len(core)-1]
			if !braced {
				end--
			}
			touchesRight = false
		}
	}
	if level != nil && level.LettersOnly && core != "" && !onlyLetters(core) {
		r.reportWord(a, b, part, start, end, onePart, nil, Problem{Check: CheckLettersOnly, Text: core, Detail: levelName(seg, n)}, "segment %q is not letters only, as %s asks", shorten(core), levelName(seg, n))
		return
	}
	if core == "" || allDigits(core) || style == styleAny {
		return
	}
	if joinedLeft && joinedRight && !hasAlnum(core) {
		// Punctuation between two values ("%s-%s") delimits them; it
		// names nothing, so it has no case.
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
	// A renaming that moves text across a brace would change what Redis
	// hashes, so a word that holds one gets no fix.
	if onePart && !braced && convertible(core) {
		if to := fixStyle.convert(core); to != "" && to != core {
			to = keepDelimiters(core, to, touchesLeft, touchesRight, fixStyle.joiner())
			fix = &Fix{Message: "Rename segment to " + to, Replacement: to}
		}
	}
	r.reportWord(a, b, part, start, end, onePart, fix, Problem{Check: CheckCase, Text: core, M: int(style)}, "segment %q is not %s", shorten(core), style.name())
}

// keepDelimiters keeps the delimiter a fragment puts between itself and
// a value next to it ("order-"+id): its conversion drops that
// punctuation, and the value would run into the word ("order"+id), so
// the style's joiner takes its place.
func keepDelimiters(core, to string, joinedLeft, joinedRight bool, joiner byte) string {
	if joiner == 0 {
		return to
	}
	if joinedLeft && !isAlnum(core[0]) && to[0] != joiner {
		to = string(joiner) + to
	}
	if joinedRight && !isAlnum(core[len(core)-1]) && to[len(to)-1] != joiner {
		to += string(joiner)
	}
	return to
}

// reportWord reports a case finding on the word from a to b, at its
// literal range when it lies in one part, else at its start.
func (r *run) reportWord(a, b pos, part, start, end int, onePart bool, fix *Fix, p Problem, format string, args ...any) {
	if !onePart {
		// Point at the start of the word in its first part.
		part, start = a.part, a.off
		end = len(r.t.Parts[part].Lit)
	}
	r.report(RuleCase, p, part, start, end, fix, format, args...)
}

// levelName names the option that rules segment seg of n in messages.
func levelName(seg, n int) string {
	if n > 1 && seg == n-1 {
		return "last-segment"
	}
	return "levels[" + itoa(seg) + "]"
}

// hasAlnum reports whether w holds an ASCII letter or digit.
func hasAlnum(w string) bool {
	for i := 0; i < len(w); i++ {
		if isAlnum(w[i]) {
			return true
		}
	}
	return false
}

// onlyLetters reports whether w holds ASCII letters only.
func onlyLetters(w string) bool {
	for i := 0; i < len(w); i++ {
		if !isLower(w[i]) && !isUpper(w[i]) {
			return false
		}
	}
	return true
}

// checkLayoutCase checks a time formatted with a layout like the literal
// text it renders: each word of the layout's rendering must match the
// segment's style.
func (r *run) checkLayoutCase(h *Hole, seg, n int) {
	style := r.c.style
	if level := r.c.cfg.levelRule(seg, n); level != nil && level.Case != "" {
		style, _ = parseStyle(level.Case)
	}
	if style == styleAny {
		return
	}
	sample := layoutOf(h.Layout).sample
	start := 0
	for i := 0; i <= len(sample); i++ {
		if i < len(sample) && !r.c.breaks.has(sample[i]) {
			continue
		}
		w := sample[start:i]
		start = i + 1
		// Digits and punctuation have no case: "2006-01-02" fits any style.
		if w == "" || !strings.ContainsFunc(w, unicode.IsLetter) || style.matches(w) {
			continue
		}
		r.report(RuleCase, Problem{Check: CheckHoleCase, Text: h.Label(), Detail: w, M: int(style)}, -1, 0, 0, nil, "holds a <%s> value that renders %q, which is not %s", h.Label(), w, style.name())
		return
	}
}
