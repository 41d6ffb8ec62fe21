// Package factscan is the one way the analyzer reads facts by scanning
// the facts of every package below rather than by object or package.
//
// A driver that reuses one analysis for another (the test variant of a
// package for the package, internal/driver) must tell which differences
// between two sets of facts an analysis could have seen. A fact read by
// object is seen only where its object was asked for; a fact read by
// scanning is seen wherever the scan ran. So a fact type read by scanning
// says so (Scanned), and scanning goes through Objects and Packages, which
// return facts of such types only. No other code of the analyzer calls
// the pass's AllObjectFacts or AllPackageFacts (TestOnlyHereScans).
package factscan

import (
	"go/types"

	"golang.org/x/tools/go/analysis"
)

// Scanned is a fact type the analyzer reads by scanning: a difference in
// a fact of it counts wherever a package scanned, whatever it asked for.
type Scanned interface {
	analysis.Fact
	ScannedFact()
}

// An ObjectFact is an object and its fact of type T.
type ObjectFact[T Scanned] struct {
	Object types.Object
	Fact   T
}

// A PackageFact is a package and its fact of type T.
type PackageFact[T Scanned] struct {
	Package *types.Package
	Fact    T
}

// Objects returns the object facts of type T that pass sees: its
// package's and those of the packages below.
func Objects[T Scanned](pass *analysis.Pass) []ObjectFact[T] {
	var out []ObjectFact[T]
	for _, f := range pass.AllObjectFacts() {
		if fact, ok := f.Fact.(T); ok {
			out = append(out, ObjectFact[T]{f.Object, fact})
		}
	}
	return out
}

// Packages returns the package facts of type T that pass sees.
func Packages[T Scanned](pass *analysis.Pass) []PackageFact[T] {
	var out []PackageFact[T]
	for _, f := range pass.AllPackageFacts() {
		if fact, ok := f.Fact.(T); ok {
			out = append(out, PackageFact[T]{f.Package, fact})
		}
	}
	return out
}
