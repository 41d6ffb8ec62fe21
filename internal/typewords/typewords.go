// Package typewords reads what the words of a key template say of its
// data type, for the type rule. A segment that is exactly a type word
// ("user:<int>:set") declares the key's type; a template names one key
// family, whose uses with commands of two types conflict, only when it
// has at least two segments of literal words.
package typewords

import (
	"strings"

	"github.com/rediskeylint/rediskeylint/keyrules"
)

// words are segments that name a data type (the snake standard's type
// words, docs/standards.md).
var words = map[string]bool{"string": true, "list": true, "hash": true, "set": true, "zset": true, "stream": true}

// Declared returns the word of a template that declares its data type: a
// whole segment that is exactly a type word ("user:<int>:set"), or "". A
// separator that also joins the words of a name ("_", "-") makes every
// word of a compound a segment ("{ingress}_stream_key", "set_name_<int>"),
// so there a type word declares the type only when no other word is
// joined to it: each side is a value or an end of the key
// ("room_<string>_zset").
func Declared(t keyrules.Template, separator string) string {
	if t.IsUnknown() {
		return ""
	}
	segs := segments(t, separator)
	joined := separator == "_" || separator == "-"
	apart := func(i int) bool { return i < 0 || i >= len(segs) || segs[i].isValue() }
	var found []string
	for i, seg := range segs {
		if seg.hasValue || !words[seg.text] || (joined && !(apart(i-1) && apart(i+1))) {
			continue
		}
		found = append(found, seg.text)
	}
	if len(found) != 1 {
		return ""
	}
	return found[0]
}

// A segment is the text between two separators of a template.
type segment struct {
	text     string // its literal text
	hasValue bool   // a hole stands in it
}

// isValue reports whether the segment is a value alone, with no literal
// text.
func (s segment) isValue() bool { return s.hasValue && s.text == "" }

// segments splits t at the separator; a hole belongs to the segment it
// stands in.
func segments(t keyrules.Template, separator string) []segment {
	segs := []segment{{}}
	for _, p := range t.Parts {
		if p.Hole != nil {
			segs[len(segs)-1].hasValue = true
			continue
		}
		for i, f := range strings.Split(p.Lit, separator) {
			if i > 0 {
				segs = append(segs, segment{})
			}
			segs[len(segs)-1].text += f
		}
	}
	return segs
}

// OneFamily reports whether two uses of a template surely name the same
// keys: it needs at least two segments with literal words, so that a bare
// "prefix:<string>" of a generic wrapper is not taken for one key family.
// A segment counts when it holds literal text, even joined to a hole: in
// "<string>user:<int>:profile", whose prefix comes from the program's
// options, "user" and "profile" name the family whatever the prefix.
func OneFamily(t keyrules.Template, separator string) bool {
	literal, current := 0, false
	for _, p := range t.Parts {
		if p.Hole != nil {
			continue
		}
		fields := []string{p.Lit}
		if separator != "" {
			fields = strings.Split(p.Lit, separator)
		}
		for i, f := range fields {
			if i > 0 {
				current = false
			}
			if f != "" && !current {
				current = true
				literal++
			}
		}
	}
	return literal >= 2
}
