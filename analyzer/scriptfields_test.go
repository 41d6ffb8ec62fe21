package analyzer

import (
	"sort"
	"testing"

	analysischecker "golang.org/x/tools/go/analysis/checker"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/rediskeylint/rediskeylint/internal/keysite"
)

// TestScriptArgsMadeElsewhere reads the keys of redigo scripts whose
// argument list or key count is made in another method than the run: a
// list built in the constructor and kept in a field (its keys come
// first, the loop's after them, the rest ARGV, the last rewritten at each
// run), and a count set where the script is made, over the job types,
// that a run's own loop over what it kept of them matches per iteration,
// the script reading what follows the loop as ARGV, or kept in a field
// over the slice the loop ranges over. A count that does
// not match the loop, or a field given two lists, leaves the keys
// unknown, the reason naming the part. The samples the tests add say
// nothing of the worker's keys.
func TestScriptArgsMadeElsewhere(t *testing.T) {
	t.Parallel()
	var withTests *analysischecker.Action
	for _, act := range analyseCases(t, newTestAnalyzer(t, nil), "scriptfields") {
		if act.Package.ID == "scriptfields [scriptfields.test]" {
			withTests = act
		}
	}
	require.NotNil(t, withTests)
	assert.Equal(t, map[string][]string{
		"EVALSHA": {
			"partial <string>:dead", // requeuer: the constructor's list
			"partial <string>:jobs:<string>",
			"partial <string>:lock:<string>", // worker: two keys per sample
			"partial <string>:lockinfo:<string>",
			"partial <string>:retry <string>:scheduled", // the constructor's callers
			"partial reap:<string>",                     // reaper: the count a field keeps
			"partial reap:info:<string>",
			"unresolved ", // sweeper
			"unresolved ", // pruner
			"unresolved ", // mover
		},
	}, actionSites(t, withTests))
	var reasons []string
	for _, s := range withTests.Result.(*keysite.Result).Sites {
		if s.Status == keysite.Unresolved {
			reasons = append(reasons, s.Reason)
		}
	}
	sort.Strings(reasons)
	assert.Equal(t, []string{
		"field m.args is given 2 argument lists, and which one a run passes is not known",
		"the script's key count len(types) * 2 counts types, not p.samples that the loop building its arguments ranges over, and the script does not read the arguments after the loop (1) as its ARGV",
		"the script's key count len(types) * 3 does not match the arguments: 0 before a loop over s.types appending 2 at each iteration",
	}, reasons)
}
