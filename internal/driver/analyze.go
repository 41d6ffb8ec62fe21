package driver

import (
	"go/types"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/checker"
	"golang.org/x/tools/go/packages"
)

// An Analysis is what Analyze did.
type Analysis struct {
	Graph *checker.Graph
	// Answered are the findings of the matched packages that the cache
	// answered and the graph leaves out (with answerRoots only).
	Answered []Finding
	// Cache is the result cache, nil when $REDISKEYLINT_CACHE is off.
	Cache *Cache
	// CacheErr says why an entry could not be written: the results stand,
	// the next run analyses again what was not stored.
	CacheErr error
	// Problems are the matched packages that did not load: the results
	// of the others stand (see LoadSome).
	Problems []Problem
}

// Analyze loads the packages matched by patterns and runs a on them
// (LoadSome, then checker.Analyze), with the result cache unless it is off.
// With answerRoots the cache may answer a matched package's findings;
// without, every matched package is analysed, for its result. The test
// variants of dependencies take their plain package's facts where those
// stand for theirs (share.go).
func Analyze(a *analysis.Analyzer, patterns []string, opts LoadOptions, answerRoots bool) (*Analysis, error) {
	return analyze(a, patterns, opts, answerRoots, true)
}

// analyze is Analyze; without rootResults, only the roots' findings are
// wanted, and a root lets go of its syntax, types.Info and result once
// analysed, as every other package does.
func analyze(a *analysis.Analyzer, patterns []string, opts LoadOptions, answerRoots, rootResults bool) (*Analysis, error) {
	c, err := OpenCache(a)
	if err != nil {
		return nil, err
	}
	if c != nil {
		c.AnswerRoots = answerRoots
	}
	opts.Cache = c
	share := newSharing()
	opts.share = share
	pkgs, problems, err := LoadSome(patterns, opts)
	if err != nil {
		return nil, err
	}
	var found map[*packages.Package]*entry
	if c != nil {
		found = c.found
	}
	share.bind(pkgs, found, a)
	keep := pkgs
	if !rootResults {
		keep = nil
	}
	run := releasing(share.wrap(a), pkgs, keep)
	if c != nil {
		run = c.Analyzer(run)
	}
	run = share.checker.typing(run)
	graph, err := checker.Analyze([]*analysis.Analyzer{run}, pkgs, nil)
	if err != nil {
		return nil, err
	}
	res := &Analysis{Graph: graph, Cache: c, Problems: problems}
	if c != nil {
		res.Answered = c.Answered()
		res.CacheErr = c.Close()
	}
	return res, nil
}

// releasing returns a, which lets go of the syntax, the types.Info and
// the result of each package of the graph below roots but those of keep
// once it is analysed: its importers read its types and facts only.
func releasing(a *analysis.Analyzer, roots, keep []*packages.Package) *analysis.Analyzer {
	kept := map[*types.Package]bool{}
	for _, p := range keep {
		kept[p.Types] = true
	}
	byTypes := map[*types.Package]*packages.Package{}
	packages.Visit(roots, nil, func(p *packages.Package) { byTypes[p.Types] = p })
	w := *a
	w.Run = func(pass *analysis.Pass) (any, error) {
		result, err := a.Run(pass)
		if err != nil || kept[pass.Pkg] {
			return result, err
		}
		if p := byTypes[pass.Pkg]; p != nil {
			p.Syntax, p.TypesInfo = nil, nil
		}
		pass.Files, pass.TypesInfo = nil, nil
		return zeroResult(a), nil
	}
	return &w
}

// Findings returns the findings of the analysis, once each, in position
// order (see collect); base is the directory fingerprints are relative to.
func (a *Analysis) Findings(base string) ([]Finding, error) {
	return collect(a.Graph, a.Answered, base)
}
