package analyzer

import "testing"

// TestReceiverPassedOn: a method called on its caller's own receiver has
// the receiver the caller's object holds; where the caller's objects are
// not known, the fields have the values the package's objects are made
// with, as in the method itself.
func TestReceiverPassedOn(t *testing.T) {
	t.Parallel()
	runCases(t, newTestAnalyzer(t, nil), "precision/percall/sessions")
	assertLineKeys(t, "precision/percall/sessions")
}
