package keyrules

import "strings"

// checkNamespace reports a literal first segment that is not one of the
// namespaces (a value's text names none), and a key whose literal start
// is not the prefix.
func (r *run) checkNamespace(first segment) {
	cfg := &r.c.cfg
	if len(cfg.Namespaces) > 0 && first.holes == 0 && !holdsValue(r.t, first) {
		// Hash-tag braces are no text of a name: "{shop:1}:cart" is in
		// shop, "room_{ingress}:1" in room_ingress.
		name := withoutBraces(render(r.t, first.start, first.end))
		if !contains(cfg.Namespaces, name) {
			part, start, end, ok := litSpan(r.t, first.start, first.end)
			if !ok {
				part = -1
			}
			r.report(RuleNamespace, Problem{Check: CheckNamespace, Text: name}, part, start, end, nil, "segment %q is not one of the namespaces %s",
				shorten(name), strings.Join(cfg.Namespaces, ", "))
		}
	}
	if cfg.Prefix != "" && !r.mayStartWith(cfg.Prefix) {
		r.report(RuleNamespace, Problem{Check: CheckPrefix}, -1, 0, 0, nil, "does not start with prefix %q", cfg.Prefix)
	}
}

// holdsValue reports whether some of the segment's text is a value's.
func holdsValue(t Template, s segment) bool {
	for i := s.start.part; i <= s.end.part && i < len(t.Parts); i++ {
		if t.Parts[i].Value && (i > s.start.part || s.start.off < len(t.Parts[i].Lit)) && (i < s.end.part || s.end.off > 0) {
			return true
		}
	}
	return false
}

// mayStartWith reports whether the key can start with prefix: its literal
// start agrees with prefix up to the first hole.
func (r *run) mayStartWith(prefix string) bool {
	for _, p := range r.t.Parts {
		if p.Hole != nil {
			return true
		}
		n := min(len(p.Lit), len(prefix))
		if p.Lit[:n] != prefix[:n] {
			return false
		}
		if prefix = prefix[n:]; prefix == "" {
			return true
		}
	}
	return false
}
