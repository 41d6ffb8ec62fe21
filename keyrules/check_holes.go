package keyrules

import "strings"

// checkHoleRenders reports, once per hole, what the hole's value renders
// that the rules report: whitespace and the characters charset forbids, the
// separator or a foreign one (separator), and a '{' before the key's first
// hash tag, an accidental tag (hashtag). The thing to fix is the value's
// rendering (encode the bytes, format the time another way), which fixes
// all of it at once, so one value's hazards are one finding: under
// charset when it names characters, else hashtag, else separator, so that
// a rule turned off still silences its part.
func (r *run) checkHoleRenders() {
	c := r.c
	beforeTag := true // no '{' in literal text yet
	for _, p := range r.t.Parts {
		if p.Hole == nil {
			beforeTag = beforeTag && !strings.Contains(p.Lit, "{")
			continue
		}
		h := p.Hole
		var space, bad string
		if c.charset {
			space, bad = c.holeChars(h)
		}
		var sep byte
		if c.separator {
			sep = c.holeSeparator(h)
		}
		brace := c.hashtag && beforeTag && h.canRender('{')
		rule := RuleCharset
		switch {
		case space != "" || bad != "":
		case brace:
			rule = RuleHashtag
		case sep != 0:
			rule = RuleSeparator
		default:
			continue
		}
		r.reportHoleRenders(rule, h, space, bad, sep, brace)
	}
}

// reportHoleRenders reports what hole h renders in one finding: its first
// whitespace character, the other characters charset reports, the
// separator it can render and a '{' (last: its apposition ends the
// sentence).
func (r *run) reportHoleRenders(rule RuleID, h *Hole, space, bad string, sep byte, brace bool) {
	var always, can []string // what every value renders, what some can
	add := func(chars string, items ...string) {
		if rendersAll(h, chars) {
			always = append(always, items...)
		} else {
			can = append(can, items...)
		}
	}
	detail := ""
	if space != "" {
		detail += space[:1]
		add(space[:1], describeByte(space[0]))
	}
	if bad != "" {
		detail += bad
		add(bad, charItems(bad)...)
	}
	p := Problem{Check: CheckHoleRenders, Text: h.Label()}
	if sep != 0 {
		detail += string(rune(sep))
		p.N = int(sep)
		if sep == r.c.sep {
			can = append(can, "the separator "+quoteByte(sep))
		} else {
			p.M = int(r.c.sep)
			can = append(can, quoteByte(sep)+" instead of the separator "+quoteByte(r.c.sep))
		}
	}
	if brace {
		detail += "{"
		can = append(can, `"{", an accidental hash tag`)
	}
	p.Detail, p.Bound = detail, len(can) > 0
	predicate := ""
	if len(always) > 0 {
		predicate = "renders " + listItems(always)
		switch {
		case len(can) > 0 && len(always) > 1:
			predicate += ", and "
		case len(can) > 0:
			predicate += " and "
		}
	}
	if len(can) > 0 {
		predicate += "can render " + listItems(can)
	}
	r.report(rule, p, -1, 0, 0, nil, "holds a <%s> value that %s", h.Label(), predicate)
}

// rendersAll reports whether every value of the hole renders all of chars.
func rendersAll(h *Hole, chars string) bool {
	for i := 0; i < len(chars); i++ {
		if !h.alwaysRenders(chars[i]) {
			return false
		}
	}
	return true
}

// charItems names the characters of s for a message, control characters
// once, as a class: raw bytes can render every one of them.
func charItems(s string) []string {
	var items []string
	control := false
	for i := 0; i < len(s); i++ {
		if s[i] < ' ' || s[i] == 0x7f {
			if !control {
				items = append(items, "control characters")
				control = true
			}
			continue
		}
		items = append(items, describeByte(s[i]))
	}
	return items
}

// listItems joins items as a sentence lists them: "a, b and c".
func listItems(items []string) string {
	list := ""
	for i, item := range items {
		switch {
		case i == 0:
		case i == len(items)-1:
			list += " and "
		default:
			list += ", "
		}
		list += item
	}
	return list
}
