package analyzer

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/rediskeylint/rediskeylint/internal/keysite"
)

// TestSlotGroupsAndReassignableNamespace checks keys joined under a
// package variable that a setter can change and under a configured field's
// default (their literal the likely value, marked so in the catalog) and
// keys grouped by slot in a map of slices,
// then deleted one group at a time.
func TestSlotGroupsAndReassignableNamespace(t *testing.T) {
	t.Parallel()
	acts := runCases(t, newTestAnalyzer(t, nil), "slotgroups")
	require.Len(t, acts, 1)
	assert.Equal(t, map[string][]string{
		"GET": {"partial app:session:<string>", "partial jobs:<string>"},
		"DEL": {"partial app:session:<string>", "partial token:<string>"},
	}, actionSites(t, acts[0]))
	for _, s := range acts[0].Result.(*keysite.Result).Sites {
		want := []string{"package variable slotgroups.Namespace"}
		switch s.Templates[0] {
		case "token:<string>":
			want = nil
		case "jobs:<string>":
			// A normalising constructor's default: callers set their own.
			want = []string{"field slotgroups.Config.Prefix"}
			assert.Equal(t, []string{"<field slotgroups.Config.Prefix>:<string>"}, s.Open)
		}
		assert.Equal(t, want, s.Reassignable, "%s %v", s.Command, s.Templates)
	}
}
