package bench

import "golang.org/x/tools/go/analysis"

// Noop is an analyzer that requires nothing and does nothing: run by the
// same driver as rediskey, it measures the driver's own cost (loading,
// type-checking, fact plumbing), which the analyzer's cost is compared to.
var Noop = &analysis.Analyzer{
	Name: "noop",
	Doc:  "noop does nothing; it is the baseline of the rediskey benchmarks",
	Run:  func(*analysis.Pass) (any, error) { return nil, nil },
}
