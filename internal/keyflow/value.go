package keyflow

import (
	"slices"
	"strconv"
	"strings"

	"github.com/rediskeylint/rediskeylint/keyrules"
)

// Origins maps template parts back to source text. Widening keeps the end
// of a literal part, whose text then starts further into its source.
type Origins interface {
	// Shift returns the origin of the text that starts by bytes after the
	// start of the text of origin.
	Shift(origin, by int) int
}

// A Value is what the analysis knows of a string expression: the
// templates it can have, at most K of them, and how complete they are.
// The zero Value tells nothing (a summary or model that cannot say);
// an expression of which nothing is known is one unknown hole.
//
// Values are never changed in place: the operations below return new
// ones, so that a Value kept in a memo can be shared.
type Value struct {
	// Alts are the alternative templates.
	Alts []keyrules.Template
	// Widened reports that more than K alternatives were widened into
	// fewer, losing what they disagreed on.
	Widened bool
	// Limit is a bound of the analysis (limits.go) that cut the
	// following of some part of the value into an unknown hole.
	Limit Limit
}

// Of returns the value whose alternatives are ts.
func Of(ts ...keyrules.Template) Value { return Value{Alts: ts} }

// Told reports whether v says anything: the zero Value does not.
func (v Value) Told() bool { return v.Alts != nil }

// ToRules returns the templates of v, for the rules of package keyrules.
func (v Value) ToRules() []keyrules.Template { return v.Alts }

// MayBeEmpty reports whether one alternative of v is the empty string.
func (v Value) MayBeEmpty() bool {
	for _, t := range v.Alts {
		if t.IsLiteral() && t.Text() == "" {
			return true
		}
	}
	return false
}

// Join returns the alternatives of v and of w, not yet bounded (Bound):
// the union of the assignments that reach a use, of a helper's results.
func (v Value) Join(w Value) Value {
	out := v.withFlags(w)
	switch {
	case len(w.Alts) == 0:
	case v.Alts == nil:
		out.Alts = w.Alts
	default:
		out.Alts = append(slices.Clip(v.Alts), w.Alts...)
	}
	return out
}

// Union returns the alternatives of every value of vs, as joining them
// one at a time from the zero Value would, not yet bounded (Bound). It
// copies each alternative once, where a chain of Joins copies the union
// so far at every step: a field assigned in many places.
func Union(vs ...Value) Value {
	var out Value
	n, nonEmpty := 0, 0
	for _, w := range vs {
		out = out.withFlags(w)
		if len(w.Alts) > 0 {
			n += len(w.Alts)
			nonEmpty++
			if out.Alts == nil {
				out.Alts = w.Alts
			}
		}
	}
	if nonEmpty > 1 {
		out.Alts = make([]keyrules.Template, 0, n)
		for _, w := range vs {
			out.Alts = append(out.Alts, w.Alts...)
		}
	}
	return out
}

// withFlags returns v with what w says of its completeness added.
func (v Value) withFlags(w Value) Value {
	v.Widened = v.Widened || w.Widened
	if v.Limit == NoLimit {
		v.Limit = w.Limit
	}
	return v
}

// With returns the value of alternatives ts derived from v's: v's
// completeness carries over.
func (v Value) With(ts []keyrules.Template) Value {
	v.Alts = ts
	return v
}

// Limited returns v marked as cut by limit l.
func (v Value) Limited(l Limit) Value {
	if v.Limit == NoLimit {
		v.Limit = l
	}
	return v
}

// Concat returns every template of v followed by every template of w,
// widened as Concat of templates does.
func (v Value) Concat(w Value, o Origins) Value {
	out := v.withFlags(w)
	var c concatenation
	out.Alts = c.of(v.Alts, w.Alts, o)
	out.Widened = out.Widened || c.widened
	if c.shortened {
		out = out.Limited(LimitParts)
	}
	return out
}

// Bound returns v without duplicates, widened to one template when more
// than K alternatives remain.
func (v Value) Bound(o Origins) Value {
	v.Alts = Dedupe(v.Alts)
	if !fits(len(v.Alts)) {
		v.Alts = []keyrules.Template{Widen(v.Alts, o)}
		v.Widened = true
	}
	return v
}

// Dedupe returns v without alternatives that render the same.
func (v Value) Dedupe() Value {
	v.Alts = Dedupe(v.Alts)
	return v
}

// DropEmpty returns v without its empty alternatives, unless nothing
// else is left (guards.go).
func (v Value) DropEmpty() Value {
	v.Alts = DropEmpty(v.Alts)
	return v
}

// fits reports whether n alternatives are within the bound K: past it,
// a value is widened.
func fits(n int) bool { return n <= K }

// Concat returns every template of xs followed by every template of ys.
// When that would be more than K, the larger side is widened first.
func Concat(xs, ys []keyrules.Template, o Origins) []keyrules.Template {
	var c concatenation
	return c.of(xs, ys, o)
}

// A concatenation records what bounds joining two sets of templates
// took: widening past K, shortening past MaxParts.
type concatenation struct{ widened, shortened bool }

func (c *concatenation) of(xs, ys []keyrules.Template, o Origins) []keyrules.Template {
	if !fits(len(xs) * len(ys)) {
		c.widened = true
		if len(xs) >= len(ys) {
			xs = []keyrules.Template{Widen(xs, o)}
		} else {
			ys = []keyrules.Template{Widen(ys, o)}
		}
		if !fits(len(xs) * len(ys)) {
			xs, ys = []keyrules.Template{Widen(xs, o)}, []keyrules.Template{Widen(ys, o)}
		}
	}
	out := make([]keyrules.Template, 0, len(xs)*len(ys))
	for _, x := range xs {
		for _, y := range ys {
			t := x.Append(y)
			if len(t.Parts) > MaxParts {
				t = shorten(t)
				c.shortened = true
			}
			out = append(out, t)
		}
	}
	return out
}

// shorten keeps the head and the tail of a template longer than MaxParts
// around one unknown hole.
func shorten(t keyrules.Template) keyrules.Template {
	head := MaxParts/2 - 1
	tail := MaxParts / 2
	parts := make([]keyrules.Part, 0, MaxParts)
	parts = append(parts, t.Parts[:head]...)
	parts = append(parts, keyrules.Part{Hole: keyrules.NewHole(keyrules.Unknown), Origin: t.Parts[head].Origin})
	parts = append(parts, t.Parts[len(t.Parts)-tail:]...)
	return keyrules.Template{Parts: parts, Choices: t.Choices}
}

// Bound returns ts without duplicates, widened to one template when more
// than K alternatives remain.
func Bound(ts []keyrules.Template, o Origins) []keyrules.Template {
	ts = Dedupe(ts)
	if !fits(len(ts)) {
		return []keyrules.Template{Widen(ts, o)}
	}
	return ts
}

// Widen returns the one template that stands for all of ts: their longest
// common literal prefix and suffix around one unknown hole (no hole when
// they are all the same). The hole takes the origin of the first
// template's first part past the prefix.
func Widen(ts []keyrules.Template, o Origins) keyrules.Template {
	switch len(ts) {
	case 0:
		return keyrules.Template{Parts: []keyrules.Part{{Hole: keyrules.NewHole(keyrules.Unknown)}}}
	case 1:
		return ts[0]
	}
	first := ts[0]
	pre := commonPrefix(ts)
	suf := commonSuffix(ts, pre)
	var parts []keyrules.Part
	parts = append(parts, cutPrefix(first, pre)...)
	if !sameAll(ts) {
		h := keyrules.NewHole(keyrules.Unknown)
		parts = append(parts, keyrules.Part{Hole: h, Origin: originAt(first, pre)})
	}
	parts = append(parts, cutSuffix(first, suf, o)...)
	return keyrules.Template{Parts: parts}
}

// WidenAround returns the one template that stands for all of ts, as
// Widen does, but keeping part at(t) of each whole: the text before it
// and the text after it are widened apart. It is how a wrapper's keys
// keep the parameter its callers bind. When at finds no part in some
// template (-1), or the parts it finds are not the same hole, it is
// Widen.
func WidenAround(ts []keyrules.Template, at func(keyrules.Template) int, o Origins) keyrules.Template {
	if len(ts) < 2 {
		return Widen(ts, o)
	}
	var before, kept, after []keyrules.Template
	for _, t := range ts {
		i := at(t)
		if i < 0 || i >= len(t.Parts) || t.Parts[i].Hole == nil {
			return Widen(ts, o)
		}
		before = append(before, keyrules.Template{Parts: t.Parts[:i]})
		kept = append(kept, keyrules.Template{Parts: t.Parts[i : i+1]})
		after = append(after, keyrules.Template{Parts: t.Parts[i+1:]})
	}
	if !sameAll(kept) {
		return Widen(ts, o)
	}
	var parts []keyrules.Part
	parts = append(parts, Widen(before, o).Parts...)
	parts = append(parts, kept[0].Parts...)
	parts = append(parts, Widen(after, o).Parts...)
	return keyrules.Template{Parts: parts}
}

// A cut is a position in a template: before byte Off of part Part.
type cut struct{ Part, Off int }

// commonPrefix returns where the longest prefix every template shares
// ends in the first template. Holes are shared when they are the same
// run-time value (same kind and identity).
func commonPrefix(ts []keyrules.Template) cut {
	first := ts[0]
	end := cut{}
	for i, p := range first.Parts {
		for _, t := range ts[1:] {
			if i >= len(t.Parts) {
				return end
			}
			q := t.Parts[i]
			if p.Hole != nil || q.Hole != nil {
				if !sameHole(p, q) {
					return end
				}
				continue
			}
			if q.Lit != p.Lit {
				n := sharedPrefix(p.Lit, q.Lit)
				for _, u := range ts[1:] {
					if i < len(u.Parts) && u.Parts[i].Hole == nil {
						n = min(n, sharedPrefix(p.Lit, u.Parts[i].Lit))
					} else {
						n = 0
					}
				}
				return cut{Part: i, Off: n}
			}
		}
		end = cut{Part: i + 1}
	}
	return end
}

// commonSuffix returns how many whole parts and trailing bytes of the part
// before them every template shares at its end, not overlapping the
// prefix: the suffix starts at the returned cut of the first template.
func commonSuffix(ts []keyrules.Template, pre cut) cut {
	first := ts[0]
	shortest := len(first.Parts)
	for _, t := range ts[1:] {
		shortest = min(shortest, len(t.Parts))
	}
	// Whole parts from the end, equal in every template.
	n := 0
	for n < shortest {
		p := first.Parts[len(first.Parts)-1-n]
		equal := true
		for _, t := range ts[1:] {
			q := t.Parts[len(t.Parts)-1-n]
			if p.Hole != nil || q.Hole != nil {
				equal = sameHole(p, q)
			} else {
				equal = p.Lit == q.Lit
			}
			if !equal {
				break
			}
		}
		if !equal {
			break
		}
		n++
	}
	start := cut{Part: len(first.Parts) - n}
	if n < shortest {
		// The shared end of the literal part before the whole parts.
		i := len(first.Parts) - 1 - n
		p := first.Parts[i]
		if p.Hole == nil {
			k := len(p.Lit)
			for _, t := range ts[1:] {
				q := t.Parts[len(t.Parts)-1-n]
				if q.Hole != nil {
					k = 0
					break
				}
				k = min(k, sharedSuffix(p.Lit, q.Lit))
			}
			if k > 0 {
				start = cut{Part: i, Off: len(p.Lit) - k}
			}
		}
	}
	// Never overlap the prefix.
	if start.Part < pre.Part || start.Part == pre.Part && start.Off < pre.Off {
		return pre
	}
	return start
}

// cutPrefix returns the parts of t before c.
func cutPrefix(t keyrules.Template, c cut) []keyrules.Part {
	parts := append([]keyrules.Part(nil), t.Parts[:c.Part]...)
	if c.Off > 0 {
		p := t.Parts[c.Part]
		p.Lit = p.Lit[:c.Off]
		parts = append(parts, p)
	}
	return parts
}

// cutSuffix returns the parts of t from c on.
func cutSuffix(t keyrules.Template, c cut, o Origins) []keyrules.Part {
	if c.Part >= len(t.Parts) {
		return nil
	}
	parts := append([]keyrules.Part(nil), t.Parts[c.Part:]...)
	if c.Off > 0 {
		p := parts[0]
		p.Lit = p.Lit[c.Off:]
		p.Origin = o.Shift(p.Origin, c.Off)
		parts[0] = p
	}
	return parts
}

// originAt returns the origin of the part of t at c, or of its last part.
func originAt(t keyrules.Template, c cut) int {
	switch {
	case c.Part < len(t.Parts):
		return t.Parts[c.Part].Origin
	case len(t.Parts) > 0:
		return t.Parts[len(t.Parts)-1].Origin
	}
	return 0
}

func sameHole(p, q keyrules.Part) bool {
	return p.Hole != nil && q.Hole != nil && p.Hole.ID != nil &&
		p.Hole.ID == q.Hole.ID && p.Hole.Kind == q.Hole.Kind
}

func sameAll(ts []keyrules.Template) bool {
	var keys templateKeys
	k := keys.of(ts[0])
	for _, t := range ts[1:] {
		if keys.of(t) != k {
			return false
		}
	}
	return true
}

func sharedPrefix(a, b string) int {
	n := 0
	for n < len(a) && n < len(b) && a[n] == b[n] {
		n++
	}
	return n
}

func sharedSuffix(a, b string) int {
	n := 0
	for n < len(a) && n < len(b) && a[len(a)-1-n] == b[len(b)-1-n] {
		n++
	}
	return n
}

// Dedupe drops templates that render the same text and holes.
func Dedupe(ts []keyrules.Template) []keyrules.Template {
	if len(ts) < 2 {
		return ts
	}
	var keys templateKeys
	seen := make(map[string]int)
	out := ts[:0:0]
	for _, t := range ts {
		k := keys.of(t)
		i, ok := seen[k]
		switch {
		case !ok:
			seen[k] = len(out)
			out = append(out, t)
		case !out[i].SameChoices(t):
			// Built in two branches: the template holds in either.
			out[i].Choices = nil
		}
	}
	return out
}

// templateKeys identify templates by their parts: literal text, and
// holes by label and identity. An identity is compared as the value it
// is, never by its text: each distinct one gets its own number.
type templateKeys struct {
	ids map[keyrules.Identity]int
}

// of returns the key of t; equal keys are equal templates.
func (k *templateKeys) of(t keyrules.Template) string {
	var sb strings.Builder
	for _, p := range t.Parts {
		if p.Hole == nil {
			sb.WriteString("\x00" + p.Lit)
			continue
		}
		sb.WriteString("\x00<" + p.Hole.Label() + ">")
		if p.Hole.ID != nil {
			if k.ids == nil {
				k.ids = make(map[keyrules.Identity]int)
			}
			n, ok := k.ids[p.Hole.ID]
			if !ok {
				n = len(k.ids) + 1
				k.ids[p.Hole.ID] = n
			}
			sb.WriteString(strconv.Itoa(n))
		}
	}
	return sb.String()
}
