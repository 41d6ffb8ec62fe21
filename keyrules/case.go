package keyrules

import "strings"

// A word is split into parts at '_' and '-' and at case boundaries: before
// an upper-case letter that follows a lower-case letter or a digit
// ("userId", "v2Beta"), and before the last upper-case letter of a run that
// goes on in lower case ("HTTPServer" is "HTTP" and "Server"). Digits stay
// with the part they follow ("user1000", "sha256"), so that every word a
// style accepts converts to itself.

// caseStyle is a parsed Config.Case.
type caseStyle uint8

const (
	styleAny caseStyle = iota
	styleSnake
	styleKebab
	styleCamel
	stylePascal
	styleLower
	styleUpper
)

func parseStyle(s string) (caseStyle, bool) {
	switch s {
	case CaseAny:
		return styleAny, true
	case CaseSnake:
		return styleSnake, true
	case CaseKebab:
		return styleKebab, true
	case CaseCamel:
		return styleCamel, true
	case CasePascal:
		return stylePascal, true
	case CaseLower:
		return styleLower, true
	case CaseUpper:
		return styleUpper, true
	}
	return styleAny, false
}

// name is the style as messages spell it.
func (s caseStyle) name() string {
	switch s {
	case styleSnake:
		return "snake_case"
	case styleKebab:
		return "kebab-case"
	case styleCamel:
		return "camelCase"
	case stylePascal:
		return "PascalCase"
	case styleLower:
		return "lowercase"
	case styleUpper:
		return "UPPERCASE"
	}
	return "any case"
}

// joiner is the byte that joins the parts of a word in this style, which a
// fragment next to a hole may start or end with ("order_" + id); 0 when the
// style has none.
func (s caseStyle) joiner() byte {
	switch s {
	case styleSnake, styleLower, styleUpper:
		return '_'
	case styleKebab:
		return '-'
	}
	return 0
}

func isLower(b byte) bool { return 'a' <= b && b <= 'z' }
func isUpper(b byte) bool { return 'A' <= b && b <= 'Z' }
func isDigit(b byte) bool { return '0' <= b && b <= '9' }
func isAlnum(b byte) bool { return isLower(b) || isUpper(b) || isDigit(b) }

func allDigits(w string) bool {
	for i := 0; i < len(w); i++ {
		if !isDigit(w[i]) {
			return false
		}
	}
	return len(w) > 0
}

// MatchesCase reports whether word is written in style (one of CaseStyles).
// The empty word and all-digit words match every style; an unknown style
// matches nothing.
func MatchesCase(word, style string) bool {
	s, ok := parseStyle(style)
	return ok && s.matches(word)
}

func (s caseStyle) matches(w string) bool {
	if w == "" || allDigits(w) {
		return true
	}
	switch s {
	case styleAny:
		return true
	case styleSnake, styleKebab:
		return joinedWords(w, s.joiner())
	case styleLower:
		return onlyBytes(w, isLower)
	case styleUpper:
		return onlyBytes(w, isUpper)
	case styleCamel:
		// "userId", "userID", "2fa": no capital at the start; an acronym
		// or word all in capitals ("UID", "PRO" in standard 000's
		// PRO:USER:UID:18) is a word of its own.
		return onlyAlnum(w) && (!isUpper(w[0]) || onlyBytes(w, isUpper))
	case stylePascal:
		// "UserId", "2Fa": the first letter is a capital.
		return onlyAlnum(w) && isUpper(w[firstLetter(w)])
	}
	return false
}

// joinedWords reports whether w is parts of a-z0-9 joined by single joiners.
func joinedWords(w string, joiner byte) bool {
	if w[0] == joiner || w[len(w)-1] == joiner {
		return false
	}
	for i := 0; i < len(w); i++ {
		b := w[i]
		if b == joiner {
			if w[i-1] == joiner {
				return false
			}
			continue
		}
		if !isLower(b) && !isDigit(b) {
			return false
		}
	}
	return true
}

// onlyBytes reports whether w holds only digits, '_' and letters of which
// letter accepts.
func onlyBytes(w string, letter func(byte) bool) bool {
	for i := 0; i < len(w); i++ {
		b := w[i]
		if !isDigit(b) && b != '_' && !letter(b) {
			return false
		}
	}
	return true
}

// firstLetter returns the index of the first byte of w that is not a
// digit; w is not all digits.
func firstLetter(w string) int {
	i := 0
	for isDigit(w[i]) {
		i++
	}
	return i
}

func onlyAlnum(w string) bool {
	for i := 0; i < len(w); i++ {
		if !isAlnum(w[i]) {
			return false
		}
	}
	return true
}

// convertible reports whether ConvertCase can rewrite w: ASCII letters,
// digits, '_' and '-' only.
func convertible(w string) bool {
	for i := 0; i < len(w); i++ {
		if b := w[i]; !isAlnum(b) && b != '_' && b != '-' {
			return false
		}
	}
	return true
}

// ConvertCase rewrites word in style: it splits the word into parts (at
// '_', '-' and case boundaries) and joins them as the style wants. A word
// that already matches the style, a word holding other characters than
// ASCII letters, digits, '_' and '-', and an unknown style give the word
// back unchanged.
func ConvertCase(word, style string) string {
	s, ok := parseStyle(style)
	if !ok || s.matches(word) || !convertible(word) {
		return word
	}
	return s.convert(word)
}

func (s caseStyle) convert(w string) string {
	var b strings.Builder
	b.Grow(len(w) + 4)
	n := 0
	splitWord(w, func(part string) {
		switch s {
		case styleSnake, styleKebab, styleLower, styleUpper:
			if n > 0 {
				b.WriteByte(s.joiner())
			}
			for i := 0; i < len(part); i++ {
				if s == styleUpper {
					b.WriteByte(toUpper(part[i]))
				} else {
					b.WriteByte(toLower(part[i]))
				}
			}
		case styleCamel, stylePascal:
			// camel leaves the first part in lower case; every other part
			// gets its first letter (after any leading digits) in upper.
			upper := s == stylePascal || n > 0
			for i := 0; i < len(part); i++ {
				c := toLower(part[i])
				if upper && !isDigit(c) {
					c, upper = toUpper(c), false
				}
				b.WriteByte(c)
			}
		}
		n++
	})
	return b.String()
}

// splitWord calls fn with each part of w in order (see the rules at the
// top of this file); parts are never empty.
func splitWord(w string, fn func(string)) {
	start := 0
	for i := 0; i <= len(w); i++ {
		if i == len(w) || w[i] == '_' || w[i] == '-' {
			if i > start {
				fn(w[start:i])
			}
			start = i + 1
			continue
		}
		if i == start || !isUpper(w[i]) {
			continue
		}
		prev := w[i-1]
		nextLower := i+1 < len(w) && isLower(w[i+1])
		if isLower(prev) || isDigit(prev) || (isUpper(prev) && nextLower) {
			fn(w[start:i])
			start = i
		}
	}
}

func toLower(b byte) byte {
	if isUpper(b) {
		return b + 'a' - 'A'
	}
	return b
}

func toUpper(b byte) byte {
	if isLower(b) {
		return b - ('a' - 'A')
	}
	return b
}
