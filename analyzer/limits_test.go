package analyzer

import (
	"testing"
)

// TestDeepHelpers rebuilds a key through fourteen helpers, each evaluated
// again with its caller's argument: recursion is bounded by cycles and
// the step budget, not by a depth.
func TestDeepHelpers(t *testing.T) {
	t.Parallel()
	runCases(t, newTestAnalyzer(t, nil), "deephelpers")
}
