package keyshape

import (
	"regexp"
	"strings"
)

// holeLabel is how a hole renders in a catalog template: "<int>",
// "<string>", a name given to it ("<id>"), or a time's layout
// ("<2006-01-02>", "<Jan _2 15:04>"): any text without angle brackets or a
// line break, between angle brackets.
var holeLabel = regexp.MustCompile(`<[^<>\n]+>`)

// A Matcher matches shapes against the templates of a catalog.
type Matcher struct {
	templates []compiled
}

type compiled struct {
	text string
	re   *regexp.Regexp
}

// NewMatcher compiles templates. Templates whose literal text has no letter
// are left out: they match anything and so say nothing. A hole matches any
// text, a line break included (a JSON encoder ends its text with one).
func NewMatcher(templates []string) *Matcher {
	m := &Matcher{}
	seen := map[string]bool{}
	for _, t := range templates {
		if seen[t] {
			continue
		}
		seen[t] = true
		literals := holeLabel.Split(t, -1)
		if !hasLetter(strings.Join(literals, "")) {
			continue
		}
		for i, l := range literals {
			literals[i] = regexp.QuoteMeta(l)
		}
		m.templates = append(m.templates, compiled{t, regexp.MustCompile("(?s)^" + strings.Join(literals, ".*") + "$")})
	}
	return m
}

// Len returns the number of templates that take part in matching.
func (m *Matcher) Len() int { return len(m.templates) }

// Match returns the first template that matches shape, or "".
func (m *Matcher) Match(shape string) string {
	for _, t := range m.templates {
		if t.re.MatchString(shape) {
			return t.text
		}
	}
	return ""
}

func hasLetter(s string) bool {
	for i := 0; i < len(s); i++ {
		if c := s[i] | 0x20; c >= 'a' && c <= 'z' {
			return true
		}
	}
	return false
}

// A Result is how a recording's production shapes fared against a
// catalog.
type Result struct {
	Matched, Unmatched []*Shape
}

// MatchRecording matches the production shapes of rec against m.
func MatchRecording(rec *Recording, m *Matcher) Result {
	var r Result
	for _, s := range rec.ProductionShapes() {
		if m.Match(s.Shape) != "" {
			r.Matched = append(r.Matched, s)
		} else {
			r.Unmatched = append(r.Unmatched, s)
		}
	}
	return r
}

// Share is the share of production shapes matched, 1 when there are none.
func (r Result) Share() float64 {
	total := len(r.Matched) + len(r.Unmatched)
	if total == 0 {
		return 1
	}
	return float64(len(r.Matched)) / float64(total)
}
