package analyzer

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestScriptArgsBuiltByAppends reads the keys of redigo scripts run on a
// slice built by appends: the first NewScript-count elements are the
// keys when they are appended before any loop; a script whose keys are
// not all among them stays unknown.
func TestScriptArgsBuiltByAppends(t *testing.T) {
	t.Parallel()
	assert.Equal(t, map[string][]string{
		"EVALSHA": {
			"partial jobs:<string>:dead",  // forget: the one key
			"partial jobs:<string>:ready", // retry: the two keys
			"partial jobs:<string>:retry",
			"unresolved ", // requeue: the second key is in the loop
		},
	}, siteTemplates(t, "scriptargs"))
}
