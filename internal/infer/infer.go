package keyrules

import (
	"sort"
	"strings"
)

// Convention inference reads the key templates of a codebase and finds the
// naming habits most of them share, so that a configuration can start from
// what the code already does instead of from a standard it never followed.
//
// Every template that holds literal text is one sample; templates of which
// nothing is known (IsUnknown) are left out. Each habit is chosen by vote:
//
//   - separator: each template votes for the punctuation byte it holds
//     most often in literal text. '_' and '-' join words in snake_case and
//     kebab-case, so a template votes for one of them only when it holds no
//     other punctuation. Templates without punctuation do not vote.
//   - case: each style counts the templates whose words it accepts, as the
//     case rule judges them with the chosen separator; templates without a
//     letter do not vote.
//   - depth: the range of segment counts seen, so that no template is an
//     outlier by depth alone.
//   - prefix: the literal text up to and including the first separator,
//     when every sample starts with the same one.
//   - namespaces: the literal first segments and how many templates use
//     each.
//   - hash tags: how many templates hold a "{…}" tag; any tag means the
//     code is written for Redis Cluster, so cluster is turned on.
//   - preset: the first preset (in Presets order) whose separator is the
//     chosen one and that accepts at least as many templates as the
//     inferred configuration does; its case style then stands, since it
//     accepts the code as well ("z.i.reg" is lower as much as snake).
//
// Ties are broken deterministically: a separator tie goes to the byte that
// comes first in separatorPreference (":" first), a case tie to the style
// that comes first in casePreference (snake first), so the built-in
// defaults win whenever the code does not decide.

// separatorPreference orders separators for tie-breaks; other punctuation
// follows in byte order.
const separatorPreference = ":./|#;,~@=+-_"

// presetTryOrder is Presets with the narrower of two presets first: camel
// words include words in capitals, so upper is tried before camel.
var presetTryOrder = []string{"snake", "upper", "camel", "dotted", "short"}

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

// A NamespaceCount is a literal first segment and how many templates
// start with it.
type NamespaceCount struct {
	Name      string
	Templates int
}

// An Outlier is a template that breaks the inferred configuration.
type Outlier struct {
	// Index is the template's index in the slice given to Infer.
	Index int
	// Findings are what the inferred configuration reports on it.
	Findings []Finding
}

// A Convention is what Infer found a set of key templates to share.
type Convention struct {
	// Samples counts the templates that hold literal text.
	Samples   int
	Separator Choice
	Case      Choice
	// MinDepth and MaxDepth are the fewest and most segments seen (0 when
	// there are no samples); Depths counts the templates per depth.
	MinDepth, MaxDepth int
	Depths             map[int]int
	// Prefix is the text every sample starts with, ending in the
	// separator, or "".
	Prefix string
	// Namespaces are the literal first segments, most used first.
	Namespaces []NamespaceCount
	// HashTagged counts the templates that hold a hash tag.
	HashTagged int
	// Preset is the preset that fits, or "".
	Preset string
	// Config is the inferred configuration: the built-in defaults with the
	// choices above applied.
	Config Config
	// Agree counts the samples on which Config reports nothing; the others
	// are Outliers, in the order of the input.
	Agree    int
	Outliers []Outlier
}

// Infer returns the convention the templates share (see above). With no
// samples it returns the built-in defaults, every count zero.
func Infer(templates []Template) Convention {
	var samples []int
	for i, t := range templates {
		if !t.IsUnknown() {
			samples = append(samples, i)
		}
	}
	conv := Convention{Samples: len(samples), Depths: map[int]int{}}
	conv.Separator = voteSeparator(templates, samples)
	sep := conv.Separator.Value
	conv.Case = voteCase(templates, samples, sep)

	var firsts, leads []string
	seps := setOf(sep[:1])
	for _, i := range samples {
		t := templates[i]
		n := len(splitSegments(t, &seps, nil))
		conv.Depths[n]++
		if conv.MinDepth == 0 || n < conv.MinDepth {
			conv.MinDepth = n
		}
		conv.MaxDepth = max(conv.MaxDepth, n)
		if _, tagged := hashTag(t); tagged {
			conv.HashTagged++
		}
		lead := leadingSegment(t, sep)
		leads = append(leads, lead)
		firsts = append(firsts, strings.Trim(lead, "{}"))
	}
	conv.Prefix = commonPrefix(leads, sep)
	conv.Namespaces = countNamespaces(firsts)

	opts := map[string]any{"separator": sep, "foreign-separators": foreignFor(sep, Default().ForeignSeparators), "case": conv.Case.Value}
	if conv.Samples > 0 {
		opts["min-depth"], opts["max-depth"] = conv.MinDepth, conv.MaxDepth
	}
	if conv.Prefix != "" {
		opts["prefix"] = conv.Prefix
	}
	if conv.HashTagged > 0 {
		opts["cluster"] = true
	}
	conv.Config = mustConfig(Default(), opts)
	conv.Agree, conv.Outliers = judge(conv.Config, templates, samples)

	for _, name := range presetTryOrder {
		p, err := PresetConfig(name)
		if err != nil || p.Separator != sep {
			continue
		}
		delete(opts, "separator") // the preset's own separators stand
		delete(opts, "foreign-separators")
		delete(opts, "case")
		withPreset := mustConfig(p, opts)
		if agree, outliers := judge(withPreset, templates, samples); agree >= conv.Agree {
			conv.Preset, conv.Config = name, withPreset
			conv.Agree, conv.Outliers = agree, outliers
			break
		}
	}
	return conv
}

// voteSeparator chooses the separator; with no voters it is the default.
func voteSeparator(templates []Template, samples []int) Choice {
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
		if isJoiner(b) && hasNonJoiner(counts) {
			continue
		}
		if !found || n > counts[best] || n == counts[best] && separatorRank(b) < separatorRank(best) {
			best, found = b, true
		}
	}
	return best, found
}

func isJoiner(b byte) bool { return b == '_' || b == '-' }

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

// voteCase chooses the case style that accepts the most templates.
func voteCase(templates []Template, samples []int, sep string) Choice {
	var voters []int
	for _, i := range samples {
		if hasLetter(templates[i]) {
			voters = append(voters, i)
		}
	}
	best := Choice{Value: CaseSnake, Voters: len(voters), Agree: -1}
	for _, style := range casePreference {
		cfg := mustConfig(Default(), map[string]any{"separator": sep, "foreign-separators": foreignFor(sep, Default().ForeignSeparators), "case": style})
		cfg.Disable = otherRules(RuleCase)
		agree, _ := judge(cfg, templates, voters)
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
func otherRules(keep string) []string {
	var out []string
	for _, r := range Rules {
		if r != keep {
			out = append(out, r)
		}
	}
	return out
}

// judge checks the templates at indexes with cfg and returns how many pass
// and the others.
func judge(cfg Config, templates []Template, indexes []int) (int, []Outlier) {
	c, err := NewChecker(cfg)
	if err != nil {
		panic("keyrules: inferred an invalid configuration: " + err.Error())
	}
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

// mustConfig applies opts, which Infer builds from valid values only.
func mustConfig(base Config, opts map[string]any) Config {
	c, err := base.WithOptions(opts)
	if err != nil {
		panic("keyrules: inferred an invalid configuration: " + err.Error())
	}
	return c
}

// hashTag returns the first hash tag's literal content and whether t has
// a tag at all.
func hashTag(t Template) (string, bool) {
	text := t.String()
	open := strings.IndexByte(text, '{')
	if open < 0 {
		return "", false
	}
	end := strings.IndexByte(text[open+1:], '}')
	if end < 0 {
		return "", false
	}
	return text[open+1 : open+1+end], true
}

// leadingSegment returns the first segment of t when it is literal text
// followed by the separator, else "".
func leadingSegment(t Template, sep string) string {
	if len(t.Parts) == 0 || t.Parts[0].Hole != nil {
		return ""
	}
	first, _, found := strings.Cut(t.Parts[0].Lit, sep)
	if !found {
		return ""
	}
	return first
}

// commonPrefix returns first+sep when every sample has the same literal
// first segment and there are at least two samples.
func commonPrefix(firsts []string, sep string) string {
	if len(firsts) < 2 || firsts[0] == "" {
		return ""
	}
	for _, f := range firsts[1:] {
		if f != firsts[0] {
			return ""
		}
	}
	return firsts[0] + sep
}

// countNamespaces counts the first segments that are names (not empty,
// no braces left inside), most used first, then by name. Hash-tag braces
// around a first segment were trimmed: "{user}:1" is in namespace user.
func countNamespaces(firsts []string) []NamespaceCount {
	counts := map[string]int{}
	for _, f := range firsts {
		if f != "" && !strings.ContainsAny(f, "{}") {
			counts[f]++
		}
	}
	out := make([]NamespaceCount, 0, len(counts))
	for name, n := range counts {
		out = append(out, NamespaceCount{name, n})
	}
	sort.Slice(out, func(i, j int) bool {
		if out[i].Templates != out[j].Templates {
			return out[i].Templates > out[j].Templates
		}
		return out[i].Name < out[j].Name
	})
	return out
}
