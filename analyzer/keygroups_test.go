package analyzer

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/rediskeylint/rediskeylint/internal/keysite"
)

// TestSlotGroupsAndReassignableNamespace checks keys joined under a
// package variable that a setter can change (its literal the likely value,
// marked so in the catalog) and keys grouped by slot in a map of slices,
// then deleted one group at a time.
func TestSlotGroupsAndReassignableNamespace(t *testing.T) {
	t.Parallel()
	acts := runCases(t, newTestAnalyzer(t, nil), "slotgroups")
	require.Len(t, acts, 1)
	assert.Equal(t, map[string][]string{
		"GET": {"partial app:session:<string>"},
		"DEL": {"partial app:session:<string>", "partial token:<string>"},
	}, actionSites(t, acts[0]))
	for _, s := range acts[0].Result.(*keysite.Result).Sites {
		want := []string{"slotgroups.Namespace"}
		if s.Templates[0] == "token:<string>" {
			want = nil
		}
		assert.Equal(t, want, s.Reassignable, "%s %v", s.Command, s.Templates)
	}
}
