package keyshape

import "strings"

// The placeholders of a shape.
const (
	IntValue    = "<int>"
	StringValue = "<string>"
)

// A Vocabulary is the set of words of a module's production string
// literals.
type Vocabulary map[string]bool

// Add adds the words of one string literal. A literal with white space is
// a message or a script, not a part of a key, and is left out; so are runs
// of digits, which are as likely values. A word of one character is kept
// ("t" of "t:" is a word of the key), but only where the literal sets it
// off with a separator: a literal "a" alone is as likely a value.
func (v Vocabulary) Add(literal string) {
	if strings.ContainsAny(literal, " \t\n\r") {
		return
	}
	toks := tokens(literal)
	for _, w := range toks {
		if !isWordByte(w[0]) || allDigits(w) || len(w) == 1 && len(toks) == 1 {
			continue
		}
		v[w] = true
	}
}

// Production reports whether literals, the literal words of a shape, make
// it a shape production code contributed to: a word of one character is
// too common in values to do so alone.
func Production(literals []string) bool {
	for _, l := range literals {
		if len(l) > 1 {
			return true
		}
	}
	return false
}

// Reduce returns the shape of key and the literal words it kept (see the
// package documentation).
func (v Vocabulary) Reduce(key string) (shape string, literals []string) {
	var b strings.Builder
	for _, tok := range tokens(key) {
		switch {
		case !isWordByte(tok[0]):
			b.WriteString(tok)
		case v[tok]:
			b.WriteString(tok)
			literals = append(literals, tok)
		case allDigits(tok):
			b.WriteString(IntValue)
		default:
			b.WriteString(StringValue)
		}
	}
	return b.String(), literals
}

// tokens cuts s into words and runs of separators, in order.
func tokens(s string) []string {
	var out []string
	start := 0
	for i := 1; i <= len(s); i++ {
		if i == len(s) || isWordByte(s[i]) != isWordByte(s[start]) {
			out = append(out, s[start:i])
			start = i
		}
	}
	return out
}

// isWordByte reports whether c belongs to a word: ASCII letters, digits,
// '_' and '-', and every byte of a multi-byte UTF-8 sequence.
func isWordByte(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' ||
		c == '_' || c == '-' || c >= 0x80
}

func allDigits(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return s != ""
}
