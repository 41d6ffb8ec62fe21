package keyflow

import (
	"slices"

	"github.com/rediskeylint/rediskeylint/keyrules"
)

// A Spelling says where a literal part of a key helper's exported template
// is spelled in the helper's package: a string literal. A driver that runs
// every package in one process (the standalone binary) can then report a
// problem of that text once, at the literal, rather than at each call in
// the packages that use the helper (internal/spelling); go vet reports it
// at the calls.
type Spelling struct {
	// File is the name of the literal's file, Offset the literal's byte
	// offset in it and Raw the literal as written.
	File   string
	Offset int
	Raw    string
	// Line is the literal's line, which starts at offset LineStart and
	// ends at LineEnd, in a file of Size bytes: enough to place a finding
	// on it in a file set that does not hold the file as parsed.
	Line, LineStart, LineEnd, Size int
	// From is where the part's text starts in the literal's value.
	From int
	// Key is the helper's template as it renders, which a finding at the
	// literal quotes: every call of the helper shares that text.
	Key string
	// Ignored are the rules a suppression comment at the literal turns
	// off; IgnoredAll is set when it turns off every rule.
	Ignored    []keyrules.RuleID
	IgnoredAll bool
}

// Ignores reports whether a suppression comment at the literal turns rule
// off.
func (s *Spelling) Ignores(rule keyrules.RuleID) bool {
	return s.IgnoredAll || slices.Contains(s.Ignored, rule)
}

// spelled returns ft, the fact form of t, with the spelling of each of its
// literal parts that spell tells.
func spelled(ft FactTemplate, t keyrules.Template, spell func(origin int) *Spelling) FactTemplate {
	if spell == nil {
		return ft
	}
	for i, p := range t.Parts {
		if p.Hole != nil {
			continue
		}
		if s := spell(p.Origin); s != nil {
			s.Key = t.String()
			ft.Parts[i].Spelled = s
		}
	}
	return ft
}
