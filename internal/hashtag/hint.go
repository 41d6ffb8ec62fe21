// Package hashtag advises the hash tag that would keep two keys in one
// Redis Cluster slot, for the crossslot rule. A tag keeps two keys in one
// slot only when its content renders the same text in both: a leading part
// the keys share, with the same values in its holes. When the keys first
// differ in a value (the accounts of a transfer: "acct:<from>:balance" and
// "acct:<to>:balance"), a tag that holds the value differs between them,
// and one that leaves it out puts every such key in a single slot; the hint
// says so rather than suggest a tag that cannot hold.
package hashtag

import (
	"strings"

	"github.com/rediskeylint/rediskeylint/keyrules"
)

// An item is one literal byte run or one hole of a segment.
type item struct {
	lit  string
	hole *keyrules.Hole
}

// Hint returns the advice that ends a "may be in different slots"
// message about keys a and b, whose segments separator divides.
func Hint(a, b keyrules.Template, separator string) string {
	if strings.Contains(a.String(), "{") || strings.Contains(b.String(), "{") {
		ha, okA := a.HashedPart()
		hb, okB := b.HashedPart()
		if okA && okB {
			a, b = ha, hb
		}
		if h, proven := differingValue(segmentsOf(a, ""), segmentsOf(b, "")); h != nil && proven {
			return "no hash tag keeps them together: their tags differ in a value (<" + h.Label() + ">)"
		}
		return "give both keys the same hash tag"
	}
	sa, sb := segmentsOf(a, separator), segmentsOf(b, separator)
	shared := 0
	for shared < len(sa) && shared < len(sb) && sameSegment(sa[shared], sb[shared]) {
		shared++
	}
	if shared > 0 && holds(sa[:shared]) {
		return "put the shared part in a hash tag, e.g. " + tagged(a, separator, shared)
	}
	if h := sharedValue(a, b); h != nil {
		return "put the value they share in a hash tag, e.g. " + taggedHole(a, h) + " and " + taggedHole(b, h)
	}
	switch h, proven := differingValue(sa[shared:], sb[shared:]); {
	case h != nil && proven:
		return "no hash tag keeps them together: they differ in a value (<" + h.Label() +
			">), so a tag holding it differs too, and one without it puts every such key in one slot"
	case h != nil && shared+1 < len(sa):
		return "if both hold the same value there, put it in a hash tag, e.g. " + tagged(a, separator, shared+1)
	}
	// A tag of literal text only would put every key of the family in one
	// slot: no tag is suggested.
	return "no hash tag keeps them together: they share no value, and a tag without one puts every such key in one slot"
}

// sharedValue returns a hole of a that stands for the same value as a
// hole of b (the same Go object and verb), or nil.
func sharedValue(a, b keyrules.Template) *keyrules.Hole {
	for _, pa := range a.Parts {
		if pa.Hole == nil || pa.Hole.ID == nil {
			continue
		}
		for _, pb := range b.Parts {
			if pb.Hole != nil && pb.Hole.ID == pa.Hole.ID {
				return pa.Hole
			}
		}
	}
	return nil
}

// taggedHole renders t with the first hole that stands for h's value in
// braces.
func taggedHole(t keyrules.Template, h *keyrules.Hole) string {
	var b strings.Builder
	done := false
	for _, p := range t.Parts {
		switch {
		case p.Hole == nil:
			b.WriteString(p.Lit)
		case !done && p.Hole.ID == h.ID:
			b.WriteString("{<" + p.Hole.Label() + ">}")
			done = true
		default:
			b.WriteString("<" + p.Hole.Label() + ">")
		}
	}
	return b.String()
}

// segmentsOf splits a template at the separator ("" keeps it whole).
func segmentsOf(t keyrules.Template, separator string) [][]item {
	segs := [][]item{nil}
	for _, p := range t.Parts {
		if p.Hole != nil {
			segs[len(segs)-1] = append(segs[len(segs)-1], item{hole: p.Hole})
			continue
		}
		fields := []string{p.Lit}
		if separator != "" {
			fields = strings.Split(p.Lit, separator)
		}
		for i, f := range fields {
			if i > 0 {
				segs = append(segs, nil)
			}
			if f != "" {
				last := segs[len(segs)-1]
				if n := len(last); n > 0 && last[n-1].hole == nil {
					last[n-1].lit += f
					continue
				}
				segs[len(segs)-1] = append(last, item{lit: f})
			}
		}
	}
	return segs
}

// sameSegment reports whether two segments always render the same text.
func sameSegment(x, y []item) bool {
	if len(x) != len(y) {
		return false
	}
	for i := range x {
		if !sameItem(x[i], y[i]) {
			return false
		}
	}
	return true
}

func sameItem(x, y item) bool {
	if x.hole == nil || y.hole == nil {
		return x.hole == nil && y.hole == nil && x.lit == y.lit
	}
	return x.hole.ID != nil && x.hole.ID == y.hole.ID
}

// holds reports whether the shared segments hold a value: a tag of only
// literal words would put every key of the family in one slot.
func holds(segs [][]item) bool {
	for _, seg := range segs {
		for _, it := range seg {
			if it.hole != nil {
				return true
			}
		}
	}
	return false
}

// differingValue returns the hole at which the first differing segments
// of x and y differ, or nil when they differ in literal text; proven is
// set when the two holes are known to be different values (two Go
// objects), not merely values that cannot be told apart.
func differingValue(x, y [][]item) (h *keyrules.Hole, proven bool) {
	if len(x) == 0 || len(y) == 0 {
		return nil, false
	}
	sx, sy := x[0], y[0]
	for i := 0; i < len(sx) && i < len(sy); i++ {
		if sameItem(sx[i], sy[i]) {
			continue
		}
		if sx[i].hole != nil && sy[i].hole != nil {
			return sx[i].hole, sx[i].hole.ID != nil && sy[i].hole.ID != nil
		}
		return nil, false
	}
	return nil, false
}

// tagged renders t with its first n segments in braces.
func tagged(t keyrules.Template, separator string, n int) string {
	segs := strings.Split(t.String(), separator)
	if separator == "" || n >= len(segs) {
		return "{" + t.String() + "}"
	}
	return "{" + strings.Join(segs[:n], separator) + "}" + separator + strings.Join(segs[n:], separator)
}
