package analyzer

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/rediskeylint/rediskeylint/internal/keysite"
	"github.com/rediskeylint/rediskeylint/keyrules"
)

// TestDeepHelpers rebuilds a key through fourteen helpers, each evaluated
// again with its caller's argument: recursion is bounded by cycles and
// the step budget, not by a depth.
func TestDeepHelpers(t *testing.T) {
	t.Parallel()
	runCases(t, newTestAnalyzer(t, nil), "deephelpers")
}

// TestBudgetReason exhausts the step budget of a package: the key read
// after it is unresolved, and its reason names the budget rather than
// leaving an unknown hole unexplained.
func TestBudgetReason(t *testing.T) {
	t.Parallel()
	results := runCases(t, newTestAnalyzer(t, nil), "budget")
	require.Len(t, results, 1)
	res, ok := results[0].Result.(*keysite.Result)
	require.True(t, ok)
	require.NotEmpty(t, res.Sites)
	last := res.Sites[0]
	for _, s := range res.Sites {
		if s.Pos.Line > last.Pos.Line {
			last = s
		}
	}
	assert.Equal(t, keysite.Unresolved, last.Status)
	assert.Equal(t, `the analysis stopped at "user:" + id: the step budget of the package ran out`, last.Reason)
}

// TestStrictLimits reports, in strict mode, a key the analysis stopped
// following at one of its bounds, naming the bound.
func TestStrictLimits(t *testing.T) {
	t.Parallel()
	runCases(t, newTestAnalyzer(t, func(c *keyrules.Config) { c.Strict = true }), "strictlimits")
}

// TestSliceBuiltInALoop builds a slice of keys in a counted loop: the
// cycle through its assignments costs a few steps, so the key read after
// it is rebuilt rather than cut by the package's step budget.
func TestSliceBuiltInALoop(t *testing.T) {
	t.Parallel()
	assert.Equal(t, map[string][]string{
		"DEL":  {"unresolved "},
		"LLEN": {"resolved jobs:default:pending"},
	}, siteTemplates(t, "loopslices"))
}

// TestWidenedWrapper follows a wrapper that passes its parameter to one
// command in more shapes than keyflow.K: its group of keys is widened
// around the parameter, and its callers, direct and through an interface,
// are still sites of the command, each key holding what the caller
// passes and naming the widening as its reason.
func TestWidenedWrapper(t *testing.T) {
	t.Parallel()
	results := runCases(t, newTestAnalyzer(t, nil), "widesinks")
	require.Len(t, results, 1)
	res, ok := results[0].Result.(*keysite.Result)
	require.True(t, ok)
	var callers []string
	for _, s := range res.Sites {
		if s.Command == "DEL" && len(s.Templates) == 1 && !strings.Contains(s.Templates[0], ":") {
			callers = append(callers, string(s.Status)+" "+s.Templates[0]+": "+s.Reason)
		}
	}
	widened := "a wrapper passes it on in more than 16 shapes, widened into one"
	assert.ElementsMatch(t, []string{
		"forwarded <string><string><string>: ",
		`partial <string>news<string>: the analysis stopped at "news": ` + widened,
		`partial <string>alerts<string>: the analysis stopped at "alerts": ` + widened,
		"forwarded <string><string><string>: ", // relay's call of publish
		`partial <string>relayed<string>: the analysis stopped at "relayed": ` + widened,
	}, callers)
	// A wrapper with keys of its own keeps them beside the widened keys
	// of the wrapper it calls.
	var relayed []string
	for _, s := range res.Sites {
		if s.Command == "DEL" && len(s.Templates) == 1 && strings.HasPrefix(s.Templates[0], "r") && strings.HasSuffix(s.Templates[0], ":relayed") {
			relayed = append(relayed, s.Templates[0])
		}
	}
	assert.Len(t, relayed, 16, "relay's own keys at its caller")
}
