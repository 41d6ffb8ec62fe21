package analyzer

import (
	"testing"

	"github.com/rediskeylint/rediskeylint/keyrules"
)

// TestHashTagInWords reads the words of keys whose hash-tag braces sit
// inside a word ("{ingress}_stream_key", "room_{ingress}:<id>") without
// the braces, and still reports a real case violation there.
func TestHashTagInWords(t *testing.T) {
	runCases(t, newTestAnalyzer(t, nil), "hashtagwords")
}

// TestTypeWordInCompound does not take a type word inside a compound word
// ("{ingress}_stream_key" under the separator "_") for the key's data
// type, and still reports a type suffix that the commands contradict.
func TestTypeWordInCompound(t *testing.T) {
	a := newTestAnalyzer(t, func(c *keyrules.Config) { c.Separator = "_" })
	runCases(t, a, "typewords")
}

// TestValueFallbackAcrossPackages reads a value's literal fallback (a host
// name's "unknown-host") as a value where a helper of another package
// places it in the key: through its result, its join, a field of its
// object and the keys of a wrapper method; the same helpers given a word
// still spell it.
func TestValueFallbackAcrossPackages(t *testing.T) {
	t.Parallel()
	runCases(t, newTestAnalyzer(t, nil), "valuefacts/...")
}
