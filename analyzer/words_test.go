package analyzer

import (
	"testing"

	"github.com/stretchr/testify/assert"

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

func TestTypeWord(t *testing.T) {
	for _, tc := range []struct {
		key, separator, want string
	}{
		{"user:<int>:set", ":", "set"},
		{"chat:messages:list:room_id:56789", ":", "list"},
		{"zset:leaderboard:<int>", ":", "zset"},
		{"room:<string>:stream_key", ":", ""},
		{"user:list_id:<int>", ":", ""},
		{"user:<int>:set:list", ":", ""}, // two type words declare nothing
		{"{ingress}_stream_key", "_", ""},
		{"user_list_id_<int>", "_", ""},
		{"set_name_<int>", "_", ""},
		{"leaderboard_zset", "_", ""},
		{"zset_<string>", "_", "zset"},
		{"room_<string>_zset", "_", "zset"},
		{"room-<string>-stream-key", "-", ""},
		{"jobs-<int>-list", "-", "list"},
		{"<string>", ":", ""},
	} {
		got := typeWord(keyrules.ParseTemplate(tc.key), tc.separator)
		assert.Equal(t, tc.want, got, "%s with separator %q", tc.key, tc.separator)
	}
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
