package catalog

import (
	"flag"
	"sort"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/checker"
)

// RootsInOrder returns the root actions sorted by package ID, so that a
// package ("p") comes before its test variant ("p [p.test]") and the
// catalog keeps the same entry for a site both report.
func RootsInOrder(graph *checker.Graph) []*checker.Action {
	roots := append([]*checker.Action(nil), graph.Roots...)
	sort.SliceStable(roots, func(i, j int) bool { return roots[i].Package.ID < roots[j].Package.ID })
	return roots
}

// OptionSet reports whether the boolean option flag name of a is true.
func OptionSet(a *analysis.Analyzer, name string) bool {
	f := a.Flags.Lookup(name)
	if f == nil {
		return false
	}
	g, ok := f.Value.(flag.Getter)
	if ok {
		if b, isBool := g.Get().(bool); isBool {
			return b
		}
	}
	return f.Value.String() == "true"
}
