package audit

import (
	"strings"

	"github.com/rediskeylint/rediskeylint/keyrules"
)

// A pattern is a key template compiled for matching: literal text and hole
// classes, read from the template's rendering ("user:<int>:profile").
type pattern struct {
	parts []patternPart
	// literal is the number of literal bytes, the first measure of how
	// specific the pattern is.
	literal int
	// narrow counts the holes of a class narrower than any text.
	narrow int
}

// A patternPart is literal text, or a hole when class is not nil.
type patternPart struct {
	lit   string
	class *holeClass
}

// A holeClass says which texts a hole of one kind can render.
type holeClass struct {
	kind     keyrules.HoleKind
	min, max int // rendering length in bytes; max < 0: unbounded
	// byteOK reports whether b can be part of the rendering; nil means
	// any byte.
	byteOK func(b byte) bool
	// whole checks a candidate rendering as a whole (sign position,
	// brackets); nil means no check beyond the bytes.
	whole func(s string) bool
}

// accepts reports whether s is a rendering of the hole.
func (c *holeClass) accepts(s string) bool {
	if len(s) < c.min || (c.max >= 0 && len(s) > c.max) {
		return false
	}
	if c.byteOK != nil {
		for i := 0; i < len(s); i++ {
			if !c.byteOK(s[i]) {
				return false
			}
		}
	}
	return c.whole == nil || c.whole(s)
}

func isDigit(b byte) bool { return b >= '0' && b <= '9' }

func isHexDigit(b byte) bool {
	return isDigit(b) || (b >= 'a' && b <= 'f') || (b >= 'A' && b <= 'F')
}

// holeClasses maps the label of each hole kind to its class. The classes
// follow what the analyzer promises of each kind (SPEC §3): an int is an
// optional minus and digits, a uint digits only, a bool true or false.
// Kinds whose content is itself unknown (time, composite values) are held
// to the text their rendering always has around it.
var holeClasses = func() map[string]*holeClass {
	m := make(map[string]*holeClass)
	add := func(k keyrules.HoleKind, byteOK func(byte) bool, whole func(string) bool) {
		h := keyrules.NewHole(k)
		m[k.String()] = &holeClass{kind: k, min: h.MinLen, max: h.MaxLen, byteOK: byteOK, whole: whole}
	}
	add(keyrules.Unknown, nil, nil)
	add(keyrules.Int, func(b byte) bool { return isDigit(b) || b == '-' }, func(s string) bool {
		return strings.IndexByte(s[1:], '-') < 0 && s != "-"
	})
	add(keyrules.Uint, isDigit, nil)
	add(keyrules.Hex, isHexDigit, nil)
	add(keyrules.Bool, nil, func(s string) bool { return s == "true" || s == "false" })
	add(keyrules.Float, func(b byte) bool { return isDigit(b) || strings.IndexByte(".-+eEInfNa", b) >= 0 }, nil)
	add(keyrules.Quoted, nil, func(s string) bool { return s[0] == '"' && s[len(s)-1] == '"' })
	add(keyrules.Time, func(b byte) bool {
		return isDigit(b) || (b|0x20 >= 'a' && b|0x20 <= 'z') || strings.IndexByte("-: +.=", b) >= 0
	}, nil)
	add(keyrules.Composite, nil, nil)
	add(keyrules.List, nil, func(s string) bool { return s[0] == '[' && s[len(s)-1] == ']' })
	add(keyrules.Struct, nil, func(s string) bool { return s[0] == '{' && s[len(s)-1] == '}' })
	add(keyrules.Map, nil, func(s string) bool { return strings.HasPrefix(s, "map[") && s[len(s)-1] == ']' })
	add(keyrules.Bytes, nil, nil)
	add(keyrules.JSON, func(b byte) bool { return b >= ' ' && b <= '~' }, nil)
	return m
}()

// compilePattern reads a rendered template. Text in angle brackets is a
// hole when it names a hole kind and literal text otherwise, so a key that
// really holds "<b>" keeps it.
func compilePattern(template string) pattern {
	var p pattern
	lit := strings.Builder{}
	flush := func() {
		if lit.Len() > 0 {
			p.parts = append(p.parts, patternPart{lit: lit.String()})
			p.literal += lit.Len()
			lit.Reset()
		}
	}
	for i := 0; i < len(template); {
		if template[i] == '<' {
			if end := strings.IndexByte(template[i:], '>'); end > 0 {
				if c, ok := holeClasses[template[i+1:i+end]]; ok {
					flush()
					p.parts = append(p.parts, patternPart{class: c})
					if c.byteOK != nil || c.whole != nil {
						p.narrow++
					}
					i += end + 1
					continue
				}
			}
		}
		lit.WriteByte(template[i])
		i++
	}
	flush()
	return p
}

// prefix returns the literal text the pattern starts with.
func (p *pattern) prefix() string {
	if len(p.parts) > 0 && p.parts[0].class == nil {
		return p.parts[0].lit
	}
	return ""
}

// match reports whether key is a rendering of the pattern.
func (p *pattern) match(key string) bool { return matchParts(p.parts, key) }

// matchParts matches parts against s. A hole takes every length its class
// allows that leaves the rest matchable; the next literal part anchors the
// candidates, so the search only tries the places where it occurs.
func matchParts(parts []patternPart, s string) bool {
	for len(parts) > 0 && parts[0].class == nil {
		if !strings.HasPrefix(s, parts[0].lit) {
			return false
		}
		s = s[len(parts[0].lit):]
		parts = parts[1:]
	}
	if len(parts) == 0 {
		return s == ""
	}
	hole, rest := parts[0].class, parts[1:]
	if len(rest) == 0 {
		return hole.accepts(s)
	}
	if rest[0].class != nil {
		// Two holes in a row: try every split.
		for n := 0; n <= len(s); n++ {
			if hole.accepts(s[:n]) && matchParts(rest, s[n:]) {
				return true
			}
		}
		return false
	}
	next := rest[0].lit
	for from := 0; ; {
		i := strings.Index(s[from:], next)
		if i < 0 {
			return false
		}
		n := from + i
		if hole.max >= 0 && n > hole.max {
			return false
		}
		if hole.accepts(s[:n]) && matchParts(rest, s[n:]) {
			return true
		}
		if hole.byteOK != nil && !acceptsBytes(hole, s[from:n]) {
			return false // a longer rendering would hold the same bad byte
		}
		from = n + 1
		if from > len(s) {
			return false
		}
	}
}

func acceptsBytes(c *holeClass, s string) bool {
	for i := 0; i < len(s); i++ {
		if !c.byteOK(s[i]) {
			return false
		}
	}
	return true
}
