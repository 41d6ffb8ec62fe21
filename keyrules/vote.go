package keyrules

import "strings"

// The votes choose a separator and a case style from the templates of a
// codebase: the consistent option (Resolve) and convention inference
// (internal/infer) both use them. Every template that holds literal text
// is a sample; templates of which nothing is known are left out.
//
//   - separator: each template votes for the punctuation byte it holds
//     most often in literal text. '_' and '-' join words in snake_case and
//     kebab-case, so a template votes for one of them only when it holds no
//     other punctuation and the joiner stands next to a value ("rl_<id>"):
//     joined words alone ("active_rooms") are one word, not a separator.
//     Templates without punctuation do not vote.
//   - case: each style counts the templates whose words it accepts, as the
//     case rule judges them with the chosen separator; templates without a
//     letter do not vote.
//
// Ties are broken deterministically: a separator tie goes to the byte that
// comes first in separatorPreference (":" first), a case tie to the style
// that comes first in casePreference (snake first), so the built-in
// defaults win whenever the code does not decide.

// separatorPreference orders separators for tie-breaks; other punctuation
// follows in byte order.
const separatorPreference = ":./|#;,~@=+-_"

// casePreference orders case styles for tie-breaks, the narrower style
// first where one accepts all the other does ("USER" is upper, camel and
// pascal); any is never inferred.
var casePreference = []string{CaseSnake, CaseKebab, CaseUpper, CaseCamel, CasePascal, CaseLower}

// A Choice is the value a vote chose and how the voters split.
type Choice struct {
	// Value is the chosen value: a separator or a case style.
	Value string
	// Agree counts the templates that voted for Value; Voters the
	// templates that voted at all.
	Agree, Voters int
}

// An Outlier is a template that breaks a configuration Judge checks.
type Outlier struct {
	// Index is the template's index in the slice given to Judge.
	Index int
	// Findings are what the inferred configuration reports on it.
	Findings []Finding
}

// VoteSeparator chooses the separator; with no voters it is the default.
func VoteSeparator(templates []Template, samples []int) Choice {
	votes := map[byte]int{}
	voters := 0
	for _, i := range samples {
		if b, ok := templateSeparator(templates[i]); ok {
			votes[b]++
			voters++
		}
	}
	best := Default().Separator[0]
	for b, n := range votes {
		if n > votes[best] || n == votes[best] && separatorRank(b) < separatorRank(best) {
			best = b
		}
	}
	return Choice{Value: string(best), Agree: votes[best], Voters: voters}
}

// templateSeparator returns the separator one template votes for.
func templateSeparator(t Template) (byte, bool) {
	counts := map[byte]int{}
	for _, p := range t.Parts {
		for j := 0; j < len(p.Lit); j++ {
			if b := p.Lit[j]; isSeparatorChar(b) && !strings.ContainsRune(Default().ForbiddenChars, rune(b)) {
				counts[b]++
			}
		}
	}
	best, found := byte(0), false
	for b, n := range counts {
		if isJoiner(b) && (hasNonJoiner(counts) || !besideHole(t, b)) {
			continue
		}
		if !found || n > counts[best] || n == counts[best] && separatorRank(b) < separatorRank(best) {
			best, found = b, true
		}
	}
	return best, found
}

func isJoiner(b byte) bool { return b == '_' || b == '-' }

// besideHole reports whether b ends the literal text before a hole or
// starts the text after one: there it parts a value from the words.
func besideHole(t Template, b byte) bool {
	for i, p := range t.Parts {
		if p.Hole != nil || p.Lit == "" {
			continue
		}
		before := i > 0 && t.Parts[i-1].Hole != nil
		after := i+1 < len(t.Parts) && t.Parts[i+1].Hole != nil
		if before && p.Lit[0] == b || after && p.Lit[len(p.Lit)-1] == b {
			return true
		}
	}
	return false
}

func hasNonJoiner(counts map[byte]int) bool {
	for b := range counts {
		if !isJoiner(b) {
			return true
		}
	}
	return false
}

// separatorRank orders bytes for tie-breaks: separatorPreference first,
// then byte order.
func separatorRank(b byte) int {
	if i := strings.IndexByte(separatorPreference, b); i >= 0 {
		return i
	}
	return len(separatorPreference) + int(b)
}

// VoteCase chooses the case style that accepts the most templates.
func VoteCase(templates []Template, samples []int, sep string) Choice {
	var voters []int
	for _, i := range samples {
		if hasLetter(templates[i]) {
			voters = append(voters, i)
		}
	}
	best := Choice{Value: CaseSnake, Voters: len(voters), Agree: -1}
	for _, style := range casePreference {
		cfg := Default()
		cfg.Separator, cfg.Separators = sep, nil
		cfg.ForeignSeparators = ForeignSeparatorsFor(sep, cfg.ForeignSeparators)
		cfg.Case = style
		cfg.Disable = otherRules(RuleCase)
		c, err := NewChecker(cfg)
		if err != nil {
			panic("keyrules: the case vote made an invalid configuration: " + err.Error())
		}
		agree, _ := Judge(c, templates, voters)
		if agree > best.Agree {
			best.Value, best.Agree = style, agree
		}
	}
	return best
}

func hasLetter(t Template) bool {
	for _, p := range t.Parts {
		for j := 0; j < len(p.Lit); j++ {
			if b := p.Lit[j]; isLower(b) || isUpper(b) {
				return true
			}
		}
	}
	return false
}

// otherRules lists every rule but keep.
func otherRules(keep RuleID) []string {
	var out []string
	for _, r := range Registry {
		if r.ID != keep {
			out = append(out, string(r.ID))
		}
	}
	return out
}

// Judge checks the templates at indexes with c and returns how many pass
// and the others.
func Judge(c *Checker, templates []Template, indexes []int) (int, []Outlier) {
	agree := 0
	var outliers []Outlier
	for _, i := range indexes {
		if fs := c.Check(templates[i]); len(fs) > 0 {
			outliers = append(outliers, Outlier{Index: i, Findings: fs})
		} else {
			agree++
		}
	}
	return agree, outliers
}
