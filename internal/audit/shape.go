package audit

import "strings"

// Shape infers the template of a key that matches no template of the code,
// so that orphan keys written by one piece of code group together: the key
// is cut at the separator, and each segment's values are replaced by a
// hole: a number by <int>, a UUID by <uuid>, a long hexadecimal or random
// token by <hex> or <id>, and digit runs inside a word ("user123") by
// <int>. "session:8f3a…" and "session:77e1…" both become "session:<hex>".
func Shape(key string, sep byte) string {
	var b strings.Builder
	b.Grow(len(key))
	for i := 0; ; {
		j := strings.IndexByte(key[i:], sep)
		if j < 0 {
			writeSegmentShape(&b, key[i:])
			return b.String()
		}
		writeSegmentShape(&b, key[i:i+j])
		b.WriteByte(sep)
		i += j + 1
	}
}

// writeSegmentShape writes the shape of one segment.
func writeSegmentShape(b *strings.Builder, seg string) {
	switch {
	case seg == "":
	case allBytes(seg, isDigit) || (seg[0] == '-' && len(seg) > 1 && allBytes(seg[1:], isDigit)):
		b.WriteString("<int>")
	case isUUID(seg):
		b.WriteString("<uuid>")
	case len(seg) >= 8 && allBytes(seg, isHexDigit) && strings.ContainsAny(seg, "0123456789"):
		b.WriteString("<hex>")
	case isToken(seg):
		b.WriteString("<id>")
	default:
		// Digit runs inside a word are values ("order123", "v2" alike);
		// the letters around them are the name.
		for i := 0; i < len(seg); {
			if !isDigit(seg[i]) {
				b.WriteByte(seg[i])
				i++
				continue
			}
			for i < len(seg) && isDigit(seg[i]) {
				i++
			}
			b.WriteString("<int>")
		}
	}
}

func allBytes(s string, ok func(byte) bool) bool {
	for i := 0; i < len(s); i++ {
		if !ok(s[i]) {
			return false
		}
	}
	return true
}

// isUUID reports whether s is a UUID in its canonical 8-4-4-4-12 form.
func isUUID(s string) bool {
	if len(s) != 36 {
		return false
	}
	for i := 0; i < len(s); i++ {
		switch i {
		case 8, 13, 18, 23:
			if s[i] != '-' {
				return false
			}
		default:
			if !isHexDigit(s[i]) {
				return false
			}
		}
	}
	return true
}

// isToken reports whether s looks generated rather than named: at least 16
// bytes of letters, digits, '-' and '_' that mix digits with letters of
// both cases, as base64 and random IDs do and words do not.
func isToken(s string) bool {
	if len(s) < 16 {
		return false
	}
	var digit, lower, upper bool
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case isDigit(c):
			digit = true
		case c >= 'a' && c <= 'z':
			lower = true
		case c >= 'A' && c <= 'Z':
			upper = true
		case c == '-' || c == '_' || c == '+' || c == '/' || c == '=':
		default:
			return false
		}
	}
	return digit && lower && upper
}
