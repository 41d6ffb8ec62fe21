package analyzer

import (
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"
)

// TestWrappers finds wrappers however deep their chain and in whatever
// order they are declared, a wrapper's second key found through another
// wrapper, and calls through an interface whose implementation, in a
// dependency, is a wrapper.
func TestWrappers(t *testing.T) {
	analysistest.Run(t, testdataDir, newTestAnalyzer(t, nil), "sessions/...")
}

// TestGuards drops the empty variants of a value that a condition checked
// before the key is built (a return, log.Fatal, or the branch taken).
func TestGuards(t *testing.T) {
	analysistest.Run(t, testdataDir, newTestAnalyzer(t, nil), "inventory")
}

// TestObjects reads a field from the object that holds it: a package
// variable of another package, or a local literal; other literals of the
// same struct type never mix in.
func TestObjects(t *testing.T) {
	analysistest.Run(t, testdataDir, newTestAnalyzer(t, nil), "objects/...")
}
