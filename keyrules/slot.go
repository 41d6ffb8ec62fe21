package keyrules

import "strings"

// HashedPart returns the part of the key that Redis Cluster hashes: the
// content of the first hash tag, or the whole template when there is no
// tag. ok is false when that cannot be told: a hole before the first '{'
// can render a brace, or is a string of unknown value before a literal
// tag (it may hold a '{' of its own, and then Redis hashes from there);
// or a hole inside the tag can render '}'. A hole between the braces is
// assumed to render at least one byte, as unknown values are assumed
// clean elsewhere.
func (t Template) HashedPart() (Template, bool) {
	unknownBefore := false
	for i, p := range t.Parts {
		if p.Hole != nil {
			if p.Hole.canRender('{') {
				return Template{}, false
			}
			unknownBefore = unknownBefore || p.Hole.Kind == Unknown
			continue
		}
		if j := strings.IndexByte(p.Lit, '{'); j >= 0 {
			if unknownBefore {
				return Template{}, false
			}
			return t.tagFrom(pos{i, j})
		}
	}
	return t, true
}

// tagFrom returns the hashed part of t, whose first '{' is at open.
func (t Template) tagFrom(open pos) (Template, bool) {
	content := false
	for i := open.part; i < len(t.Parts); i++ {
		p := t.Parts[i]
		if p.Hole != nil {
			if p.Hole.canRender('}') {
				return Template{}, false
			}
			content = true
			continue
		}
		from := 0
		if i == open.part {
			from = open.off + 1
		}
		k := strings.IndexByte(p.Lit[from:], '}')
		if k < 0 {
			content = content || len(p.Lit) > from
			continue
		}
		if !content && k == 0 {
			// "{}": Redis hashes the whole key.
			return t, true
		}
		return t.slice(pos{open.part, open.off + 1}, pos{i, from + k}), true
	}
	// No '}': the whole key.
	return t, true
}

// slice returns the sub-template of t from a to b.
func (t Template) slice(a, b pos) Template {
	var parts []Part
	for i := a.part; i <= b.part && i < len(t.Parts); i++ {
		p := t.Parts[i]
		if p.Hole == nil {
			lo, hi := 0, len(p.Lit)
			if i == a.part {
				lo = a.off
			}
			if i == b.part {
				hi = b.off
			}
			p.Lit = p.Lit[lo:hi]
		} else if i == b.part {
			break
		}
		parts = append(parts, p)
	}
	return Template{Parts: parts}
}

// Slot returns the hash slot of every key the template can render. ok is
// false when the slot depends on a hole, or cannot be told (see
// HashedPart).
func (t Template) Slot() (slot int, ok bool) {
	h, ok := t.HashedPart()
	if !ok || !h.IsLiteral() {
		return 0, false
	}
	var crc uint16
	for _, p := range h.Parts {
		crc = crc16(crc, p.Lit)
	}
	return int(crc & (SlotCount - 1)), true
}

// A SlotVerdict says whether two key templates map to the same slot.
type SlotVerdict int

// The slot verdicts.
const (
	// SlotUnknown: the templates may or may not share a slot.
	SlotUnknown SlotVerdict = iota
	// SlotSame: every pair of keys the templates render share a slot.
	SlotSame
	// SlotDifferent: the templates' slots are known and differ.
	SlotDifferent
)

func (v SlotVerdict) String() string {
	switch v {
	case SlotSame:
		return "same"
	case SlotDifferent:
		return "different"
	}
	return "unknown"
}

// SameSlot tells whether keys rendered from a and b share a hash slot:
// when both slots are known they are compared; otherwise the hashed parts
// must be the same text and the same holes (equal, non-nil Hole.ID) in
// the same order.
func SameSlot(a, b Template) SlotVerdict {
	sa, okA := a.Slot()
	sb, okB := b.Slot()
	if okA && okB {
		if sa == sb {
			return SlotSame
		}
		return SlotDifferent
	}
	ha, okA := a.HashedPart()
	hb, okB := b.HashedPart()
	if okA && okB && sameRendering(ha, hb) || sameThroughTag(a, b) {
		return SlotSame
	}
	return SlotUnknown
}

// sameThroughTag reports whether a and b render the same text from their
// start through the '}' that closes their first literal '{' (with content
// between): whatever a hole before the tag renders, Redis then finds the
// same tag in both keys. Holes that can render a brace are not read
// through, since an empty "{}" makes Redis hash the whole key.
func sameThroughTag(a, b Template) bool {
	ca, cb := cursor{t: a}, cursor{t: b}
	open, content := false, false
	for {
		x, y := ca.next(), cb.next()
		if !x.ok || !y.ok {
			return false
		}
		if x.hole != nil || y.hole != nil {
			if x.hole == nil || y.hole == nil || x.hole.ID == nil || x.hole.ID != y.hole.ID ||
				x.hole.canRender('{') || x.hole.canRender('}') {
				return false
			}
			content = content || open
			continue
		}
		switch {
		case x.b != y.b:
			return false
		case !open && x.b == '{':
			open = true
		case open && x.b == '}':
			return content
		case open:
			content = true
		}
	}
}

// sameRendering reports whether a and b always render the same text: the
// same literal bytes (however split into parts) and the same holes.
func sameRendering(a, b Template) bool {
	ca, cb := cursor{t: a}, cursor{t: b}
	for {
		x, y := ca.next(), cb.next()
		if !x.ok || !y.ok {
			return x.ok == y.ok
		}
		if x.hole != nil || y.hole != nil {
			if x.hole == nil || y.hole == nil || x.hole.ID == nil || x.hole.ID != y.hole.ID {
				return false
			}
			continue
		}
		if x.b != y.b {
			return false
		}
	}
}

// A cursor walks the items of a template, across part boundaries.
type cursor struct {
	t         Template
	part, off int
}

func (c *cursor) next() item {
	for c.part < len(c.t.Parts) {
		p := &c.t.Parts[c.part]
		if p.Hole != nil {
			c.part++
			return item{hole: p.Hole, ok: true}
		}
		if c.off < len(p.Lit) {
			c.off++
			return item{b: p.Lit[c.off-1], ok: true}
		}
		c.part, c.off = c.part+1, 0
	}
	return item{}
}
