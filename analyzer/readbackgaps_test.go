package analyzer

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestReadBackHelperCommands checks keys read back with a command a helper
// of the package builds and returns: the SCAN's pattern, the KEYS pattern
// and the searched index are those of the helper's returns, its
// parameters bound to the call's arguments; a helper whose SCAN has no
// pattern leaves the keys unresolved.
func TestReadBackHelperCommands(t *testing.T) {
	t.Parallel()
	assert.Equal(t, map[string][]string{
		"EXPIRE":  {"partial cart:<string>:<string>"},
		"DEL":     {"partial invite:<string>:Code"},
		"HGETALL": {"partial ticket:<string>"},
		"TOUCH":   {"unresolved "},
	}, siteTemplates(t, "scanhelper"))
	assert.Equal(t, []string{"the analysis stopped at k: key read back from SCAN or KEYS with an unknown pattern"},
		reasons(t, "scanhelper")["TOUCH"])
}
