package analyzer

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestHandedClosures checks function literals handed to functions that
// run them (errgroup's Go, sync.WaitGroup's Go, sync.Once's Do, a retry
// library's Do): the literal's calls are sites of the function that
// wrote it, with its variables, and a function whose parameter reaches a
// key only inside such a literal is a wrapper of that key. A literal that
// runs later (deferred, handed to a timer) reads what its variables are
// assigned after it too.
func TestHandedClosures(t *testing.T) {
	t.Parallel()
	assert.Equal(t, map[string][]string{
		"SET":    {"forwarded <string>", "resolved orders:Pending:<int>", "resolved scratch:<int>", "resolved user:<int>:Profile"},
		"EXPIRE": {"resolved user:<int>:feed"},
		// Jobs is exported: its own call is partial. The deferred
		// literal reads the key before and after its reassignment.
		"DEL":    {"forwarded <string>", "partial jobs:Lock:<string>", "resolved scratch:<int> scratch:<int>:Moved"},
		"GET":    {"forwarded schema:<string>", "resolved schema:Billing"},
		"INCR":   {"forwarded counter:<string>", "resolved counter:Visits"},
		"RENAME": {"resolved scratch:<int>", "resolved scratch:<int>:Moved"},
		// The timer's literal runs after the reassignment too.
		"UNLINK": {"resolved timer:<int> timer:<int>:Next"},
	}, siteTemplates(t, "handedclosures"))
}

// TestInterfaceCallsInClosures checks calls through a library's interface
// made inside function literals: a literal the library hands to a helper
// that calls it with a ticket's id, and a goroutine given the key. The
// importer that implements the interface lists them with the keys of the
// calls of the literals, not as unknown parameters.
func TestInterfaceCallsInClosures(t *testing.T) {
	t.Parallel()
	got := map[string]map[string][]string{}
	for _, act := range runCases(t, newTestAnalyzer(t, nil), "ifaceclosures/...") {
		got[act.Package.ID] = actionSites(t, act)
	}
	assert.Equal(t, map[string][]string{
		"SET": {"forwarded <string>", "resolved session:<hex>"},
		"DEL": {"forwarded <string>", "resolved session:<int>"},
	}, got["ifaceclosures/redisstore"])
}
