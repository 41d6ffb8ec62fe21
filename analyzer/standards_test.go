package analyzer

import (
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/rediskeylint/rediskeylint/keyrules"
)

// preset returns a change that applies a preset, as "preset: name" does.
func preset(t *testing.T, name string) func(*keyrules.Config) {
	p, err := keyrules.PresetConfig(name)
	require.NoError(t, err)
	return func(c *keyrules.Config) { *c = p }
}

// TestSeedStandards runs the cases written from the five seed standards
// (shared/seeds/00N_*.txt), each under the preset taken from it.
func TestSeedStandards(t *testing.T) {
	t.Parallel()
	runOptionSets(t, []optionSet{
		{name: "000 camel", change: preset(t, "camel"), cases: []string{"seed000"}},
		{name: "001 dotted", change: preset(t, "dotted"), cases: []string{"seed001"}},
		{name: "002 short", change: preset(t, "short"), cases: []string{"seed002"}},
		{name: "003 snake", change: preset(t, "snake"), cases: []string{"seed003"}},
		{name: "004 upper", change: preset(t, "upper"), cases: []string{"seed004"}},
		{name: "README examples", change: func(c *keyrules.Config) { c.MaxBatch, c.HashSiblings = 500, true }, cases: []string{"readme"}},
	})
}
