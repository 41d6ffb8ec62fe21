package driver

import (
	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/checker"
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
// without, every matched package is analysed, for its result.
func Analyze(a *analysis.Analyzer, patterns []string, opts LoadOptions, answerRoots bool) (*Analysis, error) {
	c, err := OpenCache(a)
	if err != nil {
		return nil, err
	}
	if c != nil {
		c.AnswerRoots = answerRoots
		a = c.Analyzer()
	}
	opts.Cache = c
	pkgs, problems, err := LoadSome(patterns, opts)
	if err != nil {
		return nil, err
	}
	graph, err := checker.Analyze([]*analysis.Analyzer{a}, pkgs, nil)
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

// Findings returns the findings of the analysis, once each, in position
// order (see collect); base is the directory fingerprints are relative to.
func (a *Analysis) Findings(base string) ([]Finding, error) {
	return collect(a.Graph, a.Answered, base)
}
