package analyzer

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestKeysAHelperReturns reads the keys of a slice that a function of the
// package returns, alone or with other results (keys, args, err): the
// elements its returns build, with its parameters bound to the call's
// arguments and its receiver's fields to the object's; an error path's
// nil builds none.
func TestKeysAHelperReturns(t *testing.T) {
	t.Parallel()
	assert.Equal(t, map[string][]string{
		"EVALSHA": {"partial chat:presence:hash:<string>", "partial chat:presence:set:<string>"},
		"DEL":     {"partial stamps:<string>"},
	}, siteTemplates(t, "resultlists"))
}
