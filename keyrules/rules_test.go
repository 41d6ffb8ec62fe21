package keyrules

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestRegistryDefaultsAreTheDefaultConfig: a rule's Default is what
// Enabled says under the built-in defaults, so the table cannot drift
// from the options that turn rules on.
func TestRegistryDefaultsAreTheDefaultConfig(t *testing.T) {
	cfg := Default()
	seen := map[RuleID]bool{}
	for _, r := range Registry {
		assert.False(t, seen[r.ID], "%s is listed twice", r.ID)
		seen[r.ID] = true
		assert.Equal(t, r.Default, cfg.Enabled(r.ID), "%s", r.ID)
		assert.NotEmpty(t, r.Doc, "%s", r.ID)
	}
}

func TestRulesFollowRegistry(t *testing.T) {
	require.Len(t, Rules, len(Registry))
	for i, r := range Registry {
		assert.Equal(t, string(r.ID), Rules[i])
		got, ok := LookupRule(Rules[i])
		assert.True(t, ok)
		assert.Equal(t, r, got)
	}
	_, ok := LookupRule("spelling")
	assert.False(t, ok)
}

func TestLevels(t *testing.T) {
	levels := map[RuleID]string{}
	for _, r := range Registry {
		levels[r.ID] = r.Level.String()
	}
	assert.Equal(t, "error", levels[RuleCrossslot], "CROSSSLOT fails at run time")
	assert.Equal(t, "error", levels[RuleType], "WRONGTYPE fails at run time")
	assert.Equal(t, "warning", levels[RuleCase])
}
