package analyzer

import (
	"go/ast"
	"go/types"
	"slices"

	"golang.org/x/tools/go/ast/inspector"

	"github.com/rediskeylint/rediskeylint/internal/keyflow"
)

// A unit is one top-level declaration of the package, outside generated
// files: the grain at which wrapper discovery re-evaluates sites.
type unit struct {
	decl      inspector.Cursor
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

// indexPackage indexes the declarations of the package's files, visiting
// the calls of each once.
func indexPackage(v *pkgValues) *packageIndex {
	info := v.pass.TypesInfo
	ix := &packageIndex{callers: make(map[*types.Func][]int), byName: make(map[string][]int)}
	for file := range v.ins.Root().Children() {
		if skipGenerated(file.Node().(*ast.File)) {
			continue
		}
		for decl := range file.Children() {
			d, ok := decl.Node().(ast.Decl)
			if !ok {
				continue // the file's doc comment and package name
			}
			i := len(ix.units)
			u := unit{decl: decl}
			if fd, ok := d.(*ast.FuncDecl); ok {
				u.enclosing, _ = info.Defs[fd.Name].(*types.Func)
			}
			ix.units = append(ix.units, u)
			for c := range decl.Preorder((*ast.CallExpr)(nil)) {
				call := c.Node().(*ast.CallExpr)
				if fn := keyflow.Callee(info, call); fn != nil {
					ix.callers[fn.Origin()] = appendOnce(ix.callers[fn.Origin()], i)
					if fn.Signature().Recv() != nil {
						ix.byName[fn.Name()] = appendOnce(ix.byName[fn.Name()], i)
					}
				} else if tv, ok := info.Types[call.Fun]; ok && !tv.IsType() && !tv.IsBuiltin() {
					ix.dynamic = appendOnce(ix.dynamic, i)
				}
			}
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
