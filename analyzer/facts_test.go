package analyzer

import (
	"testing"
)

// TestFactsAcrossPackages follows keys through three packages: key
// helpers (producer facts), a wrapper library (sink facts, also on the
// interface its type implements) and the application that uses both.
// The "// want Name:`...`" comments on declarations are the facts, in
// their String form; findings at a call name the helper the text came
// from ("key from keys.BadUser(...)") or the wrapper it went through.
func TestFactsAcrossPackages(t *testing.T) {
	t.Parallel()
	runCases(t, newTestAnalyzer(t, nil), "example.com/shop/...")
}

// TestFactsInModuleWithoutDot runs a smaller chain whose import paths have
// no dot, like those of a module made by "go mod init myservice": they are
// not the standard library, and their facts flow the same way.
func TestFactsInModuleWithoutDot(t *testing.T) {
	t.Parallel()
	runCases(t, newTestAnalyzer(t, nil), "crosspkg/...")
}
