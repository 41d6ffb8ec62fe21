package analyzer

import "testing"

// TestIndexWritesReplaceLiteralElements takes the key that an element
// assignment writes over a literal's placeholder (args[0] = key), not the
// placeholder, and keeps the elements a slice made with make gets by index.
func TestIndexWritesReplaceLiteralElements(t *testing.T) {
	runCases(t, newTestAnalyzer(t, nil), "indexwrites")
}
