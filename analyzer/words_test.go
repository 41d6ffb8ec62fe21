package analyzer

import (
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"
)

// TestHashTagInWords reads the words of keys whose hash-tag braces sit
// inside a word ("{ingress}_stream_key", "room_{ingress}:<id>") without
// the braces, and still reports a real case violation there.
func TestHashTagInWords(t *testing.T) {
	analysistest.Run(t, testdataDir, newTestAnalyzer(t, nil), "hashtagwords")
}
