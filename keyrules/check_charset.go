package keyrules

import (
	"fmt"
	"unicode"
	"unicode/utf8"
)

// checkCharset reports whitespace, control characters, forbidden
// characters and (under ascii-only) bytes outside ASCII in literal text
// (what holes render, checkHoleRenders). Each character is reported once
// per part, at its first occurrence.
func (r *run) checkCharset() {
	c := r.c
	for i, p := range r.t.Parts {
		if p.Hole != nil {
			continue // checkHoleRenders
		}
		var seen byteSet
		var seenSpace, seenControl, seenNonASCII bool
		for j := 0; j < len(p.Lit); j++ {
			b := p.Lit[j]
			if b < utf8.RuneSelf {
				if c.bad.has(b) && !seen.has(b) {
					seen.add(b)
					r.report(RuleCharset, Problem{Check: CheckChar, N: int(b)}, i, j, j+1, nil, "contains %s", describeByte(b))
				}
				continue
			}
			ru, size := utf8.DecodeRuneInString(p.Lit[j:])
			switch {
			case c.cfg.ASCIIOnly:
				if !seenNonASCII {
					seenNonASCII = true
					r.report(RuleCharset, Problem{Check: CheckNonASCII, Text: p.Lit[j : j+size]}, i, j, j+size, nil, "contains %s", describeRune(ru, b))
				}
			case ru == utf8.RuneError && size == 1:
				// Not UTF-8; Redis keys are binary-safe, so only ascii-only
				// objects.
			case unicode.IsSpace(ru):
				if !seenSpace {
					seenSpace = true
					r.report(RuleCharset, Problem{Check: CheckSpace, N: int(ru)}, i, j, j+size, nil, "contains the space character %U", ru)
				}
			case unicode.IsControl(ru):
				if !seenControl {
					seenControl = true
					r.report(RuleCharset, Problem{Check: CheckControl, N: int(ru)}, i, j, j+size, nil, "contains the control character %U", ru)
				}
			}
			j += size - 1
		}
	}
}

// describeByte names an ASCII character for a message.
func describeByte(b byte) string {
	switch b {
	case ' ':
		return "a space"
	case '\t':
		return "a tab"
	case '\n':
		return "a newline"
	case '\r':
		return "a carriage return"
	case '\v':
		return "a vertical tab"
	case '\f':
		return "a form feed"
	case '\'':
		return `"'"`
	}
	if b < ' ' || b == 0x7f {
		return fmt.Sprintf("the control character %U", rune(b))
	}
	return "'" + string(rune(b)) + "'"
}

// describeRune names a character outside ASCII (or a byte that is not
// UTF-8) for a message.
func describeRune(ru rune, b byte) string {
	if ru == utf8.RuneError {
		return fmt.Sprintf("the byte 0x%02x, which is not ASCII", b)
	}
	return fmt.Sprintf("the non-ASCII character %q", ru)
}
