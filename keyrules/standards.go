package keyrules

import (
	"fmt"
	"strings"
)

// A LevelRule rules one level (segment) of a key by its role, as standard
// 001 does: team, project and func are short lower-case words, the last
// level is the business key, with a longer limit and its own case.
type LevelRule struct {
	// MaxLength bounds the segment in bytes; 0 leaves the segment to
	// max-segment-length.
	MaxLength int `json:"max-length,omitempty" yaml:"max-length,omitempty"`
	// Case is the style of the segment's words; "" keeps the key's case.
	Case string `json:"case,omitempty" yaml:"case,omitempty"`
	// LettersOnly forbids digits and joiners in the segment's words.
	LettersOnly bool `json:"letters-only,omitempty" yaml:"letters-only,omitempty"`
}

// validate reports the first invalid field of the rule named key.
func (l *LevelRule) validate(key string) error {
	if l.MaxLength < 0 {
		return fmt.Errorf("%s.max-length: %d is negative; use 0 for no bound or a positive number", key, l.MaxLength)
	}
	if l.Case != "" && !contains(CaseStyles, l.Case) {
		return fmt.Errorf("%s.case: %q is not one of %s", key, l.Case, strings.Join(CaseStyles, ", "))
	}
	return nil
}

// validateStandards reports the first invalid option of the block the
// key standards added to Config.
func (c *Config) validateStandards() error {
	for _, s := range c.Separators {
		if len(s) != 1 || !isSeparatorChar(s[0]) {
			return fmt.Errorf("separators: %q is not one punctuation character such as \":\" or \".\"", s)
		}
		if strings.Contains(c.ForeignSeparators, s) {
			return fmt.Errorf("foreign-separators: %q holds %q, one of separators", c.ForeignSeparators, s)
		}
	}
	if len(c.Separators) > 0 && !contains(c.Separators, c.Separator) {
		return fmt.Errorf("separator: %q is not one of separators %s", c.Separator, strings.Join(c.Separators, " "))
	}
	for i := range c.Levels {
		if err := c.Levels[i].validate(fmt.Sprintf("levels[%d]", i)); err != nil {
			return err
		}
	}
	if c.LastSegment != nil {
		if err := c.LastSegment.validate("last-segment"); err != nil {
			return err
		}
	}
	for _, f := range []struct {
		key string
		v   int
	}{
		{"max-batch", c.MaxBatch},
		{"max-value-bytes", c.MaxValueBytes},
		{"max-elements", c.MaxElements},
	} {
		if f.v < 0 {
			return fmt.Errorf("%s: %d is negative; use 0 to turn the bound off or a positive number", f.key, f.v)
		}
	}
	return nil
}

// levelRule returns the rule of segment i of a key of n segments, or nil:
// the last segment of a key of two or more follows last-segment, the
// others levels[i].
func (c *Config) levelRule(i, n int) *LevelRule {
	if n > 1 && i == n-1 {
		return c.LastSegment
	}
	if i < len(c.Levels) {
		return &c.Levels[i]
	}
	return nil
}

// levelsRuleCase reports whether some level rule asks for a case or for
// letters only, so that the case rule runs even under case "any".
func levelsRuleCase(cfg Config) bool {
	rules := cfg.Levels
	if cfg.LastSegment != nil {
		rules = append(rules[:len(rules):len(rules)], *cfg.LastSegment)
	}
	for _, l := range rules {
		if l.Case != "" && l.Case != CaseAny || l.LettersOnly {
			return true
		}
	}
	return false
}

// altFor returns the Checker of the separator t uses first, or of the
// configured separator when its literal text holds none of them.
func (c *Checker) altFor(t Template) *Checker {
	for _, p := range t.Parts {
		for j := 0; j < len(p.Lit); j++ {
			for _, alt := range c.alts {
				if p.Lit[j] == alt.sep {
					return alt
				}
			}
		}
	}
	for _, alt := range c.alts {
		if alt.sep == c.sep {
			return alt
		}
	}
	return c
}
