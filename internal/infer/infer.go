// Package infer finds the naming convention a codebase's key templates
// already share, so that a configuration (rediskeylint init) can start
// from what the code does instead of from a standard it never followed.
//
// Every template that holds literal text is one sample; templates of which
// nothing is known (IsUnknown) are left out, and so are templates that
// start with a string the analysis does not know glued to their literal
// rest (a prefix read from the configuration, then "instances"): that rest
// ends a word of an unknown key, not a key of its own. Each habit is chosen by vote:
//
//   - separator and case: keyrules' votes (keyrules.VoteSeparator,
//     keyrules.VoteCase), the same that resolve the consistent option.
//     Each separator of at least a third of the votes is allowed, one
//     per key, when more than one is (split.go).
//   - depth: the range of segment counts seen, so that no template is an
//     outlier by depth alone; a template that breaks the rest of the
//     convention (an outlier anyway) does not widen it.
//   - prefix: the literal text up to and including the first separator,
//     when every sample starts with the same one.
//   - namespaces: the literal first segments and how many templates use
//     each.
//   - hash tags: how many templates hold a "{…}" tag; when at least a
//     quarter of them do, tags are the code's convention for Redis
//     Cluster, so cluster is turned on. A tag on a few keys is no such
//     convention.
//   - preset: the first preset (in Presets order) whose separator is the
//     chosen one and that accepts at least as many templates as the
//     inferred configuration does; its case style then stands, since it
//     accepts the code as well ("z.i.reg" is lower as much as snake).
package infer

import (
	"sort"
	"strings"

	"github.com/rediskeylint/rediskeylint/internal/config"
	"github.com/rediskeylint/rediskeylint/keyrules"
)

// presetTryOrder is Presets with the narrower of two presets first: camel
// words include words in capitals, so upper is tried before camel.
var presetTryOrder = []string{"snake", "upper", "camel", "dotted", "short"}

// A NamespaceCount is a literal first segment and how many templates
// start with it.
type NamespaceCount struct {
	Name      string
	Templates int
}

// A Convention is what Infer found a set of key templates to share.
type Convention struct {
	// Samples counts the templates that vote: they hold literal text and
	// do not start with an unknown string glued to it.
	Samples   int
	Separator keyrules.Choice
	// Separators are the separators allowed one per key when more than one
	// is common (split.go), the chosen one first; nil otherwise.
	// SeparatorCounts are the vote's counts per separator.
	Separators      []string
	SeparatorCounts []SeparatorCount
	Case            keyrules.Choice
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
	Config keyrules.Config
	// Agree counts the samples on which Config reports nothing; the others
	// are Outliers, in the order of the input.
	Agree    int
	Outliers []keyrules.Outlier
}

// Infer returns the convention the templates share (see above). With no
// samples it returns the built-in defaults, every count zero.
func Infer(templates []keyrules.Template) Convention {
	var samples []int
	for i, t := range templates {
		if !t.IsUnknown() && !startsUnknown(t) {
			samples = append(samples, i)
		}
	}
	conv := Convention{Samples: len(samples), Depths: map[int]int{}}
	conv.Separator = keyrules.VoteSeparator(templates, samples)
	sep := conv.Separator.Value
	conv.SeparatorCounts = separatorCounts(templates, samples)
	conv.Separators = splitSeparators(conv.Separator, conv.SeparatorCounts)
	conv.Case = keyrules.VoteCase(templates, samples, sep)

	var firsts, leads []string
	// A template that breaks the rest of the convention is an outlier
	// anyway: it does not widen the depth range.
	opts := map[string]any{"separator": sep, "foreign-separators": keyrules.ForeignSeparatorsFor(sep, keyrules.Default().ForeignSeparators), "case": conv.Case.Value,
		"min-depth": 0, "max-depth": 0}
	if conv.Separators != nil {
		opts["separators"] = conv.Separators
		delete(opts, "foreign-separators") // the default's, less the separators
	}
	_, others := judge(mustConfig(keyrules.Default(), opts), templates, samples)
	breaks := map[int]bool{}
	for _, o := range others {
		breaks[o.Index] = len(others) < len(samples)
	}
	for _, i := range samples {
		t := templates[i]
		n := depthIn(t, sep, conv.Separators)
		conv.Depths[n]++
		if !breaks[i] {
			if conv.MinDepth == 0 || n < conv.MinDepth {
				conv.MinDepth = n
			}
			conv.MaxDepth = max(conv.MaxDepth, n)
		}
		if _, tagged := hashTag(t); tagged {
			conv.HashTagged++
		}
		lead := leadingSegment(t, sep)
		leads = append(leads, lead)
		firsts = append(firsts, strings.Trim(lead, "{}"))
	}
	conv.Prefix = commonPrefix(leads, sep)
	conv.Namespaces = countNamespaces(firsts)

	delete(opts, "min-depth")
	delete(opts, "max-depth")
	if conv.Samples > 0 {
		opts["min-depth"], opts["max-depth"] = conv.MinDepth, conv.MaxDepth
	}
	if conv.Prefix != "" {
		opts["prefix"] = conv.Prefix
	}
	if conv.HashTagged > 0 && conv.HashTagged*4 >= conv.Samples {
		opts["cluster"] = true
	}
	conv.Config = mustConfig(keyrules.Default(), opts)
	conv.Agree, conv.Outliers = judge(conv.Config, templates, samples)

	for _, name := range presetTryOrder {
		p, err := keyrules.PresetConfig(name)
		if err != nil || p.Separator != sep || conv.Separators != nil {
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

// startsUnknown reports whether t starts with a string of unknown value
// glued to the literal text after it: that text ends a word the analysis
// does not know. After punctuation ("<string>:jobs:<int>", a namespace
// the caller configures) the rest is segments of their own.
func startsUnknown(t keyrules.Template) bool {
	if len(t.Parts) < 2 || t.Parts[0].Hole == nil || t.Parts[0].Hole.Kind != keyrules.Unknown {
		return false
	}
	next := t.Parts[1]
	if next.Hole != nil || next.Lit == "" {
		return true
	}
	c := next.Lit[0]
	return 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || '0' <= c && c <= '9'
}

// mustConfig applies opts, which Infer builds from valid values only.
func mustConfig(base keyrules.Config, opts map[string]any) keyrules.Config {
	c, err := config.WithOptions(base, opts)
	if err != nil {
		panic("infer: inferred an invalid configuration: " + err.Error())
	}
	return c
}

// judge checks the templates at indexes with cfg, which Infer made valid
// (keyrules.Judge).
func judge(cfg keyrules.Config, templates []keyrules.Template, indexes []int) (int, []keyrules.Outlier) {
	c, err := keyrules.NewChecker(cfg)
	if err != nil {
		panic("infer: inferred an invalid configuration: " + err.Error())
	}
	return keyrules.Judge(c, templates, indexes)
}

// hashTag returns the first hash tag's literal content and whether t has
// a tag at all.
func hashTag(t keyrules.Template) (string, bool) {
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
func leadingSegment(t keyrules.Template, sep string) string {
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
