package keyrules

import (
	"fmt"
	"strconv"
	"testing"

	"github.com/stretchr/testify/require"
)

// tpl builds a template from strings (literal parts), valueTexts (a
// value's literal text), hole kinds (a hole with the kind's bounds) and
// holes.
func tpl(parts ...any) Template {
	var t Template
	for _, p := range parts {
		switch p := p.(type) {
		case string:
			t.Parts = append(t.Parts, Part{Lit: p})
		case HoleKind:
			t.Parts = append(t.Parts, Part{Hole: NewHole(p)})
		case *Hole:
			t.Parts = append(t.Parts, Part{Hole: p})
		case valueText:
			t.Parts = append(t.Parts, Part{Lit: string(p), Value: true})
		default:
			panic(fmt.Sprintf("tpl: %T", p))
		}
	}
	return t
}

// valueText is literal text that a value of the key renders.
type valueText string

// idHole returns a hole of kind k with an ID.
func idHole(k HoleKind, id string) *Hole {
	h := NewHole(k)
	h.ID = testID(id)
	return h
}

// testID is a hole identity for tests: equal names, equal identities.
type testID string

func (testID) HoleIdentity() {}

// show renders a finding compactly: rule, part[start:end], message and the
// fix, if any.
func show(f Finding) string {
	s := fmt.Sprintf("%s %d[%d:%d] %s", f.Rule, f.Part, f.Start, f.End, f.Message)
	if f.Fix != nil {
		s += fmt.Sprintf(" | %s -> %q", f.Fix.Message, f.Fix.Replacement)
	}
	return s
}

func showAll(fs []Finding) []string {
	out := []string{}
	for _, f := range fs {
		out = append(out, show(f))
	}
	return out
}

// checker returns a Checker of the defaults changed by edit.
func checker(t testing.TB, edit func(*Config)) *Checker {
	t.Helper()
	cfg := Default()
	if edit != nil {
		edit(&cfg)
	}
	c, err := NewChecker(cfg)
	require.NoError(t, err)
	return c
}

// only returns a config edit that disables every per-key rule but rule.
func only(rule RuleID, more ...func(*Config)) func(*Config) {
	return func(c *Config) {
		for _, r := range []RuleID{RuleSeparator, RuleCase, RuleLength, RuleCharset, RuleDepth, RuleNamespace, RuleHashtag} {
			if r != rule {
				c.Disable = append(c.Disable, string(r))
			}
		}
		for _, m := range more {
			m(c)
		}
	}
}

// validFindings checks the invariants every finding of t keeps.
func validFindings(t testing.TB, tp Template, fs []Finding) {
	t.Helper()
	for _, f := range fs {
		require.Contains(t, Rules, string(f.Rule))
		require.NotEmpty(t, f.Message)
		require.Equal(t, "key ", f.Message[:4], f.Message)
		if f.Part < 0 {
			require.Equal(t, -1, f.Part)
			require.Nil(t, f.Fix, "a fix needs a range: %s", show(f))
			continue
		}
		require.Less(t, f.Part, len(tp.Parts), show(f))
		p := tp.Parts[f.Part]
		require.Nil(t, p.Hole, "finding in a hole part: %s", show(f))
		require.LessOrEqual(t, 0, f.Start, show(f))
		require.LessOrEqual(t, f.Start, f.End, show(f))
		require.LessOrEqual(t, f.End, len(p.Lit), show(f))
	}
}

func quote(s string) string { return strconv.Quote(s) }
