package keyrules

import "strings"

// Consistent is the value of Config.Case and Config.Separator that makes
// the code's own dominant choice the rule: key standards ask for one
// style per project, not for a particular one. The choice is made by the
// votes of vote.go, which convention inference also uses, over the
// templates the caller passes to Resolve, so it is deterministic: the same
// templates give the same choice in any order.
const Consistent = "consistent"

// IsConsistent reports whether the case or the separator is Consistent.
func (c Config) IsConsistent() bool {
	return c.Case == Consistent || c.Separator == Consistent
}

// Resolve returns c with each Consistent option replaced by the choice the
// templates vote for (see vote.go); other options are kept. With no
// templates that hold literal text the built-in defaults win the vote.
// Overrides are left as they are: resolve the configuration of one
// directory (ForDir) instead.
func (c Config) Resolve(templates []Template) Config {
	if !c.IsConsistent() {
		return c
	}
	var samples []int
	for i, t := range templates {
		if !t.IsUnknown() {
			samples = append(samples, i)
		}
	}
	if c.Separator == Consistent {
		c.Separator = VoteSeparator(templates, samples).Value
		c.ForeignSeparators = ForeignSeparatorsFor(c.Separator, c.ForeignSeparators)
	}
	if c.Case == Consistent {
		c.Case = VoteCase(templates, samples, c.Separator).Value
	}
	return c
}

// ForeignSeparatorsFor returns the foreign separators to use with a
// separator the code chose: the configured ones and the default
// separator, less sep.
func ForeignSeparatorsFor(sep, foreign string) string {
	if def := Default().Separator; !strings.Contains(foreign, def) {
		foreign = def + foreign
	}
	return strings.ReplaceAll(foreign, sep, "")
}
