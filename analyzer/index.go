package analyzer

import (
	"go/ast"
	"go/types"
	"slices"

	"golang.org/x/tools/go/analysis"

	"github.com/rediskeylint/rediskeylint/internal/keyflow"
)

// A unit is one top-level declaration of the package, outside generated
// files: the grain at which wrapper discovery re-evaluates sites.
type unit struct {
	decl      ast.Decl
	enclosing *types.Func // the declared function, or nil
}

// packageIndex is the package's units and who calls what: the caller
// edges that wrapper discovery follows when a function gains a key.
type packageIndex struct {
	units []unit
	// callers are the units calling each function; byName the units
	// calling a method of each name, which an interface call may reach
	// through an implementation that changed.
	callers map[*types.Func][]int
	byName  map[string][]int
	// dynamic are the units that call through a function value, which
	// may hold any function of the package (funcvalues.go).
	dynamic []int
}

// indexPackage indexes the declarations of the package's files, in one
// pass over their syntax.
func indexPackage(pass *analysis.Pass) *packageIndex {
	ix := &packageIndex{callers: make(map[*types.Func][]int), byName: make(map[string][]int)}
	for _, f := range pass.Files {
		if skipGenerated(f) {
			continue
		}
		for _, d := range f.Decls {
			i := len(ix.units)
			u := unit{decl: d}
			if fd, ok := d.(*ast.FuncDecl); ok {
				u.enclosing, _ = pass.TypesInfo.Defs[fd.Name].(*types.Func)
			}
			ix.units = append(ix.units, u)
			ast.Inspect(d, func(n ast.Node) bool {
				if call, ok := n.(*ast.CallExpr); ok {
					if fn := keyflow.Callee(pass.TypesInfo, call); fn != nil {
						ix.callers[fn.Origin()] = appendOnce(ix.callers[fn.Origin()], i)
						if fn.Signature().Recv() != nil {
							ix.byName[fn.Name()] = appendOnce(ix.byName[fn.Name()], i)
						}
					} else if tv, ok := pass.TypesInfo.Types[call.Fun]; ok && !tv.IsType() && !tv.IsBuiltin() {
						ix.dynamic = appendOnce(ix.dynamic, i)
					}
				}
				return true
			})
		}
	}
	return ix
}

// appendOnce appends unit i to a list of units ending at most with i.
func appendOnce(list []int, i int) []int {
	if len(list) > 0 && list[len(list)-1] == i {
		return list
	}
	return append(list, i)
}

// callersOf returns, in the package's order, the units that call the
// function of one of groups or a method named like it, or that call
// through a function value.
func (ix *packageIndex) callersOf(groups []sinkGroup) []int {
	var out []int
	for _, g := range groups {
		out = append(append(append(out, ix.callers[g.fn]...), ix.byName[g.fn.Name()]...), ix.dynamic...)
	}
	slices.Sort(out)
	return slices.Compact(out)
}
