// Package declindex indexes the top-level declarations of a package, the
// units at which wrapper discovery evaluates the sites of calls, and who
// calls what: the units that call each function, those that call a method
// of each name (an interface call may reach any implementation of it), and
// those that call through a function value (which may hold any function
// of the package). When a function gains a key, only its callers need
// evaluating again.
package declindex

import (
	"go/ast"
	"go/types"
	"slices"

	"golang.org/x/tools/go/ast/inspector"

	"github.com/rediskeylint/rediskeylint/internal/keyflow"
)

// A Unit is one top-level declaration of the package.
type Unit struct {
	Decl      inspector.Cursor
	Enclosing *types.Func // the declared function, or nil
}

// Index is the package's units and the caller edges between them.
type Index struct {
	Units []Unit
	// callers are the units calling each function; byName the units
	// calling a method of each name, which an interface call may reach
	// through an implementation that changed.
	callers map[*types.Func][]int
	byName  map[string][]int
	// dynamic are the units that call through a function value.
	dynamic []int
}

// New indexes the declarations of the files that ins visits, but for
// those skip leaves alone, visiting the calls of each once.
func New(info *types.Info, ins *inspector.Inspector, skip func(*ast.File) bool) *Index {
	ix := &Index{callers: make(map[*types.Func][]int), byName: make(map[string][]int)}
	for file := range ins.Root().Children() {
		if skip(file.Node().(*ast.File)) {
			continue
		}
		for decl := range file.Children() {
			d, ok := decl.Node().(ast.Decl)
			if !ok {
				continue // the file's doc comment and package name
			}
			i := len(ix.Units)
			u := Unit{Decl: decl}
			if fd, ok := d.(*ast.FuncDecl); ok {
				u.Enclosing, _ = info.Defs[fd.Name].(*types.Func)
			}
			ix.Units = append(ix.Units, u)
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

// CallersOf returns, in the package's order, the units that call one of
// fns or a method named like it, or that call through a function value.
func (ix *Index) CallersOf(fns []*types.Func) []int {
	var out []int
	for _, fn := range fns {
		out = append(append(append(out, ix.callers[fn]...), ix.byName[fn.Name()]...), ix.dynamic...)
	}
	slices.Sort(out)
	return slices.Compact(out)
}
