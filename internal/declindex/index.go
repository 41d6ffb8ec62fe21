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
	info  *types.Info
	// The caller edges, found on the first question: most packages give
	// no function a key, and none is asked. callers are the units
	// calling each function; byName the units calling a method of each
	// name, which an interface call may reach through an implementation
	// that changed.
	callers map[*types.Func][]int
	byName  map[string][]int
	// dynamic are the units that call through a function value.
	dynamic []int
}

// New indexes the declarations of the files that ins visits, but for
// those skip leaves alone.
func New(info *types.Info, ins *inspector.Inspector, skip func(*ast.File) bool) *Index {
	ix := &Index{info: info}
	for file := range ins.Root().Children() {
		if skip(file.Node().(*ast.File)) {
			continue
		}
		for decl := range file.Children() {
			d, ok := decl.Node().(ast.Decl)
			if !ok {
				continue // the file's doc comment and package name
			}
			u := Unit{Decl: decl}
			if fd, ok := d.(*ast.FuncDecl); ok {
				u.Enclosing, _ = info.Defs[fd.Name].(*types.Func)
			}
			ix.Units = append(ix.Units, u)
		}
	}
	return ix
}

// findCallers finds the caller edges, visiting the calls of each unit
// once.
func (ix *Index) findCallers() {
	ix.callers, ix.byName = make(map[*types.Func][]int), make(map[string][]int)
	for i, u := range ix.Units {
		for c := range u.Decl.Preorder((*ast.CallExpr)(nil)) {
			call := c.Node().(*ast.CallExpr)
			if fn := keyflow.Callee(ix.info, call); fn != nil {
				ix.callers[fn.Origin()] = appendOnce(ix.callers[fn.Origin()], i)
				if fn.Signature().Recv() != nil {
					ix.byName[fn.Name()] = appendOnce(ix.byName[fn.Name()], i)
				}
			} else if tv, ok := ix.info.Types[call.Fun]; ok && !tv.IsType() && !tv.IsBuiltin() {
				ix.dynamic = appendOnce(ix.dynamic, i)
			}
		}
	}
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
	if len(fns) == 0 {
		return nil
	}
	if ix.callers == nil {
		ix.findCallers()
	}
	var out []int
	for _, fn := range fns {
		out = append(append(append(out, ix.callers[fn]...), ix.byName[fn.Name()]...), ix.dynamic...)
	}
	slices.Sort(out)
	return slices.Compact(out)
}
