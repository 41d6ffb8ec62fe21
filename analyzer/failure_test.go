package analyzer

import (
	"go/ast"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"golang.org/x/tools/go/analysis"
	analysischecker "golang.org/x/tools/go/analysis/checker"
)

// TestPanicIsError makes the analysis panic at one call of a testdata
// package: the pass must fail with an error naming the package, the
// position of that call and the panic, never look clean.
func TestPanicIsError(t *testing.T) {
	pkgs := casePackages(t, "clean")
	require.Len(t, pkgs, 1)
	pkg := pkgs[0]

	// The first call of package clean whose callee is named Rename.
	var target *ast.CallExpr
	ast.Inspect(pkg.Syntax[0], func(n ast.Node) bool {
		if call, ok := n.(*ast.CallExpr); ok && target == nil {
			if sel, ok := call.Fun.(*ast.SelectorExpr); ok && sel.Sel.Name == "Rename" {
				target = call
			}
		}
		return target == nil
	})
	require.NotNil(t, target, "no Rename call in package clean")
	visitHook = func(call *ast.CallExpr) {
		if call == target {
			panic("injected failure")
		}
	}
	defer func() { visitHook = nil }()

	a := newTestAnalyzer(t, nil)
	graph, err := analysischecker.Analyze([]*analysis.Analyzer{a}, pkgs, nil)
	require.NoError(t, err)
	require.Len(t, graph.Roots, 1)
	root := graph.Roots[0]
	require.Error(t, root.Err, "a panic must fail the pass")
	pos := pkg.Fset.Position(target.Pos()).String()
	assert.Contains(t, root.Err.Error(), "internal error in clean at "+pos+": injected failure")
	assert.Contains(t, root.Err.Error(), "goroutine", "the error carries the stack")
	assert.Empty(t, root.Diagnostics, "a failed pass reports no findings")
}
