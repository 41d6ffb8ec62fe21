package keyrules

import "strings"

// checkHashtag reports a '{' that no '}' closes, an empty first tag "{}"
// (Redis then hashes the whole key), tags after the first (Redis ignores
// them); a hole before the first '{' that can render one (an accidental
// tag) is checkHoleRenders'.
func (r *run) checkHashtag() {
	t := r.t
	tags := 0        // tags closed so far
	inTag := false   // a '{' is open
	var open pos     // where the open '{' is
	content := false // the open tag holds a byte or a hole
	for i, p := range t.Parts {
		if p.Hole != nil {
			content = true // a '{' it renders: checkHoleRenders
			continue
		}
		for j := 0; j < len(p.Lit); j++ {
			if !inTag {
				k := strings.IndexByte(p.Lit[j:], '{')
				if k < 0 {
					break
				}
				j += k
				inTag, open, content = true, pos{i, j}, false
				continue
			}
			if p.Lit[j] != '}' {
				content = true
				continue
			}
			inTag = false
			if tags == 0 && !content {
				r.reportTag(open, pos{i, j + 1}, Problem{Check: CheckEmptyTag}, "has an empty hash tag, so Redis hashes the whole key")
				// Redis hashes the whole key, whatever braces follow.
				return
			}
			tags++
			if tags > 1 {
				which := "a second"
				if tags > 2 {
					which = "another"
				}
				tag := render(t, open, pos{i, j + 1})
				r.reportTag(open, pos{i, j + 1}, Problem{Check: CheckIgnoredTag, Text: tag, N: tags}, "has "+which+" hash tag %q that Redis ignores", shorten(tag))
			}
		}
	}
	if inTag {
		r.report(RuleHashtag, Problem{Check: CheckUnclosedTag}, open.part, open.off, open.off+1, nil, "has \"{\" with no closing \"}\"")
	}
}

// reportTag reports the tag from a to b, or its '{' when the tag spans
// several parts.
func (r *run) reportTag(a, b pos, p Problem, format string, args ...any) {
	part, start, end, ok := litSpan(r.t, a, b)
	if !ok {
		part, start, end = a.part, a.off, a.off+1
	}
	r.report(RuleHashtag, p, part, start, end, nil, format, args...)
}
