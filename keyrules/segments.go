package keyrules

import "strings"

// A pos is a position in a template: before byte off of the literal part
// Parts[part], or before the hole Parts[part] (off 0). The end of the
// template is {len(Parts), 0}.
type pos struct{ part, off int }

// A segment is the text between two separators (or an end of the key).
type segment struct {
	start, end pos
	// lit counts the segment's literal bytes.
	lit int
	// holes counts its holes; holeMin and holeMax add up their bounds
	// (holeMax < 0: some hole is unbounded).
	holes            int
	holeMin, holeMax int
}

// shortest returns the length of the segment's shortest rendering.
func (s *segment) shortest() int { return s.lit + s.holeMin }

// splitSegments appends the segments of t, split at the bytes of seps, to
// buf. A hole
// belongs to the segment it stands in; a separator a hole might render does
// not split (depth treats such holes with care).
func splitSegments(t Template, seps *byteSet, buf []segment) []segment {
	var cur segment
	for i, p := range t.Parts {
		if p.Hole != nil {
			lo, hi := p.Hole.bounds()
			cur.holes++
			cur.holeMin += lo
			if hi < 0 || cur.holeMax < 0 {
				cur.holeMax = -1
			} else {
				cur.holeMax += hi
			}
			continue
		}
		off := 0
		for {
			k := indexSet(p.Lit[off:], seps)
			if k < 0 {
				cur.lit += len(p.Lit) - off
				break
			}
			cur.lit += k
			cur.end = pos{i, off + k}
			buf = append(buf, cur)
			off += k + 1
			cur = segment{start: pos{i, off}}
		}
	}
	cur.end = pos{len(t.Parts), 0}
	return append(buf, cur)
}

// litSpan returns the literal part and the byte range in it that hold the
// text from a to b, when that text lies within one literal part.
func litSpan(t Template, a, b pos) (part, start, end int, ok bool) {
	for a.part < b.part && t.Parts[a.part].Hole == nil && a.off >= len(t.Parts[a.part].Lit) {
		a = pos{a.part + 1, 0}
	}
	for b.part > a.part && b.off == 0 && t.Parts[b.part-1].Hole == nil {
		b = pos{b.part - 1, len(t.Parts[b.part-1].Lit)}
	}
	if a.part != b.part || a.part >= len(t.Parts) || t.Parts[a.part].Hole != nil {
		return 0, 0, 0, false
	}
	return a.part, a.off, b.off, true
}

// render returns the text of t from a to b as Template.String renders it.
func render(t Template, a, b pos) string {
	if part, start, end, ok := litSpan(t, a, b); ok {
		return t.Parts[part].Lit[start:end]
	}
	var sb strings.Builder
	for i := a.part; i <= b.part && i < len(t.Parts); i++ {
		p := t.Parts[i]
		if p.Hole != nil {
			if i < b.part {
				sb.WriteString("<" + p.Hole.Label() + ">")
			}
			continue
		}
		lo, hi := 0, len(p.Lit)
		if i == a.part {
			lo = a.off
		}
		if i == b.part {
			hi = b.off
		}
		sb.WriteString(p.Lit[lo:hi])
	}
	return sb.String()
}

// An item is what stands at one place of a template: a literal byte or a
// hole.
type item struct {
	b    byte
	hole *Hole
	ok   bool // false past either end of the template
}

// The braces of a hash tag choose the text Redis hashes; for the rules
// that read words (case, namespace, time) they are no text at all:
// "{ingress}_stream_key" reads as the word ingress_stream_key and
// "room_{ingress}" as room_ingress. The separator rule takes a tag for a
// unit, not a word, so punctuation that joins a tag to a word
// ("{user1000}.following", Redis's own example) is not a separator
// between words; the hashtag rule reads the braces where they stand.

// isBrace reports whether b is a hash-tag brace.
func isBrace(b byte) bool { return b == '{' || b == '}' }

// withoutBraces returns w with its hash-tag braces removed.
func withoutBraces(w string) string {
	if strings.IndexByte(w, '{') < 0 && strings.IndexByte(w, '}') < 0 {
		return w
	}
	b := make([]byte, 0, len(w))
	for i := 0; i < len(w); i++ {
		if !isBrace(w[i]) {
			b = append(b, w[i])
		}
	}
	return string(b)
}

// before returns the item just before position (i, j).
func before(t Template, i, j int) item {
	if j > 0 {
		return item{b: t.Parts[i].Lit[j-1], ok: true}
	}
	for k := i - 1; k >= 0; k-- {
		p := t.Parts[k]
		if p.Hole != nil {
			return item{hole: p.Hole, ok: true}
		}
		if p.Lit != "" {
			return item{b: p.Lit[len(p.Lit)-1], ok: true}
		}
	}
	return item{}
}

// at returns the item at position (i, j), looking past the end of a part.
func at(t Template, i, j int) item {
	for k := i; k < len(t.Parts); k++ {
		p := t.Parts[k]
		if p.Hole != nil {
			return item{hole: p.Hole, ok: true}
		}
		if k == i && j < len(p.Lit) {
			return item{b: p.Lit[j], ok: true}
		}
		if k > i && p.Lit != "" {
			return item{b: p.Lit[0], ok: true}
		}
	}
	return item{}
}

// indexSet returns the index of the first byte of s in set, or -1.
func indexSet(s string, set *byteSet) int {
	for i := 0; i < len(s); i++ {
		if set.has(s[i]) {
			return i
		}
	}
	return -1
}

// Depth returns the number of segments of t, split at sep.
func (t Template) Depth(sep byte) int {
	seps := setOf(string(sep))
	return len(splitSegments(t, &seps, nil))
}
