package analyzer

import "testing"

// TestBufferValues: what a buffer is written after the key's own text is
// a value, as an operand of + is.
func TestBufferValues(t *testing.T) {
	t.Parallel()
	runCases(t, newTestAnalyzer(t, nil), "precision/buffervalues")
}
