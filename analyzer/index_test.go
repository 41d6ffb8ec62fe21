package analyzer

import (
	"go/ast"
	"sync"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"golang.org/x/tools/go/analysis"
	analysischecker "golang.org/x/tools/go/analysis/checker"

	"github.com/rediskeylint/rediskeylint/internal/keysite"
)

// TestWrappersReevaluateOnlyCallers analyses wrappers declared callers
// first: each is found once the one it calls is, by looking again at its
// callers only; a function that calls no wrapper is looked at once.
func TestWrappersReevaluateOnlyCallers(t *testing.T) {
	pkgs := casePackages(t, "worklist")
	require.Len(t, pkgs, 1)
	var mu sync.Mutex
	visits := map[string]int{} // by the name of the function called
	visitHook = func(call *ast.CallExpr) {
		if sel, ok := call.Fun.(*ast.SelectorExpr); ok {
			mu.Lock()
			visits[sel.Sel.Name]++
			mu.Unlock()
		}
	}
	defer func() { visitHook = nil }()

	graph, err := analysischecker.Analyze([]*analysis.Analyzer{newTestAnalyzer(t, nil)}, pkgs, nil)
	require.NoError(t, err)
	require.Len(t, graph.Roots, 1)
	require.NoError(t, graph.Roots[0].Err)
	res, ok := graph.Roots[0].Result.(*keysite.Result)
	require.True(t, ok)
	var templates []string
	for _, s := range res.Sites {
		if s.Status != keysite.Forwarded {
			templates = append(templates, s.Templates...)
		}
	}
	assert.ElementsMatch(t, []string{"shop:user:<int>:profile", "shop:config"}, templates,
		"the key of profile is found through both wrappers")
	assert.Equal(t, 2, visits["Get"], "get and config call the client once each, and are looked at once")
	// user is looked at again when get becomes a wrapper, profile when
	// user does: one more look each.
	assert.Equal(t, 2, visits["get"], "calls of get, in user")
	assert.Equal(t, 2, visits["user"], "calls of user, in profile")
	assert.Equal(t, 2, visits["Itoa"], "the other call in profile")
}
