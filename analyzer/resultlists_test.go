package analyzer

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestKeysAHelperReturns reads the keys of a slice that a function of the
// package returns, alone or with other results (keys, args, err): the
// elements its returns build, with its parameters bound to the call's
// arguments and its receiver's fields to the object's; an error path's
// nil builds none. A function that returns its own call's result is a
// cycle: its keys are not known, and the rest of the package is read.
func TestKeysAHelperReturns(t *testing.T) {
	t.Parallel()
	assert.Equal(t, map[string][]string{
		"EVALSHA": {"partial chat:presence:hash:<string>", "partial chat:presence:set:<string>"},
		"DEL":     {"partial stamps:<string>"},
		"UNLINK":  {"unresolved "},
	}, siteTemplates(t, "resultlists"))
}
