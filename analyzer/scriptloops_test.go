package analyzer

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestScriptKeyCountFollowsALoop reads the keys of redigo scripts made
// with a key count of len(names)*per + lead, run on arguments built as
// lead keys, then per keys for each name: the keys are those (a key of
// the names' elements forwarded, as a wrapper's), and what follows the
// loop is not a key. A count that does not match the loop leaves the
// keys unknown.
func TestScriptKeyCountFollowsALoop(t *testing.T) {
	t.Parallel()
	assert.Equal(t, map[string][]string{
		"EVALSHA": {
			"forwarded jobs:<string>:ready", // retryAll: one key per name
			"forwarded lockinfo:<string>",   // reap: two keys per type
			"forwarded locks:<string>",
			"partial jobs:<string>:dead", // retryAll: the leading key
			"unresolved ",                // sweep
		},
	}, siteTemplates(t, "scriptloops"))
}
