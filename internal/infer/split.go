package infer

import (
	"sort"
	"strings"

	"github.com/rediskeylint/rediskeylint/keyrules"
)

// A split vote: when a second separator joins a large share of the
// templates that vote, the code follows two conventions (a broker's keys
// joined with ".", the others with ":"). Picking the vote's winner would
// report that share as using a foreign separator, which is the code's
// habit, not a mistake; so every separator of at least a third of the
// voters is allowed, one per key (the separators option), and init says
// so. A rarer separator is an outlier of the convention. The separator
// fixes write stays the vote's winner.

// minSplit is the fewest templates that make a separator a convention of
// the code: one key against another is no convention either way.
const minSplit = 2

// A SeparatorCount is a separator and how many templates use it.
type SeparatorCount struct {
	Separator string
	Templates int
}

// separatorCounts returns how many samples use each separator, most used
// first, ties in keyrules' order of preference.
func separatorCounts(templates []keyrules.Template, samples []int) []SeparatorCount {
	counts := map[string]int{}
	for _, i := range samples {
		if c := keyrules.VoteSeparator(templates, []int{i}); c.Voters > 0 {
			counts[c.Value]++
		}
	}
	out := make([]SeparatorCount, 0, len(counts))
	for sep, n := range counts {
		out = append(out, SeparatorCount{sep, n})
	}
	// Sorted by text first: the vote has no preference between two
	// joiners, and the order must not depend on the map's.
	sort.Slice(out, func(i, j int) bool { return out[i].Separator < out[j].Separator })
	sort.SliceStable(out, func(i, j int) bool {
		if out[i].Templates != out[j].Templates {
			return out[i].Templates > out[j].Templates
		}
		return preferred(out[i].Separator, out[j].Separator)
	})
	return out
}

// preferred reports whether separator a goes before b when they tie:
// the one keyrules' vote picks on a tie of two.
func preferred(a, b string) bool {
	var two []keyrules.Template
	for _, s := range []string{b, a} {
		two = append(two, keyrules.Template{Parts: []keyrules.Part{{Lit: "w" + s + "w"}}})
	}
	return keyrules.VoteSeparator(two, []int{0, 1}).Value == a
}

// splitSeparators returns the separators the code follows when more than
// one is common (the winner first, then the others of at least a third
// of the voters and of minSplit templates), or nil when no other is.
func splitSeparators(choice keyrules.Choice, counts []SeparatorCount) []string {
	if choice.Agree < minSplit {
		return nil
	}
	seps := []string{choice.Value}
	for _, c := range counts {
		if c.Separator != choice.Value && c.Templates*3 >= choice.Voters && c.Templates >= minSplit {
			seps = append(seps, c.Separator)
		}
	}
	if len(seps) < 2 {
		return nil
	}
	return seps
}

// depthIn returns the number of segments of t under separator sep and,
// when seps are allowed, under any of them, as the checker counts them.
func depthIn(t keyrules.Template, sep string, seps []string) int {
	if len(seps) == 0 {
		return t.Depth(sep[0])
	}
	parts := make([]keyrules.Part, len(t.Parts))
	for i, p := range t.Parts {
		for _, s := range seps {
			p.Lit = strings.ReplaceAll(p.Lit, s, sep)
		}
		parts[i] = p
	}
	return keyrules.Template{Parts: parts, Choices: t.Choices}.Depth(sep[0])
}
