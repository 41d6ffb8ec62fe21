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

// TestParamObjectsPassedOn: a method that builds a key from a field of the
// object its parameter holds is a site where it builds the key, and at
// each call whose object the calling function holds (a job it fetched, a
// literal); a call passing the caller's own parameter on is no site.
func TestParamObjectsPassedOn(t *testing.T) {
	t.Parallel()
	runCases(t, newTestAnalyzer(t, nil), "precision/percall/jobs")
	assertLineKeys(t, "precision/percall/jobs")
}

// TestConfiguredTokens: a key a method builds from its receiver's
// configuration is a site where it is built; a call through a client's
// configuration made elsewhere (an embedded field or a field of the
// client's own receiver) passes nothing of it and is no site; a call on a
// configuration the calling function makes is.
func TestConfiguredTokens(t *testing.T) {
	t.Parallel()
	runCases(t, newTestAnalyzer(t, nil), "precision/percall/tokens/...")
	assertLineKeys(t, "precision/percall/tokens/...")
}
