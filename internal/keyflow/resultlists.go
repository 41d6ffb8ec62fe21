package keyflow

import (
	"go/ast"
	"go/types"

	"golang.org/x/tools/go/ast/astutil"
)

// returned returns the lists of result index of a call of a function of
// this package: the lists of that result at each of its returns, their
// parameter holes bound to the call's arguments, as in
//
//	func (m *Manager) scriptKeys(ch string) ([]string, []string, error) {
//		keys := []string{m.prefix + ".set." + ch, m.prefix + ".hash." + ch}
//		...
//		return keys, args, nil
//	}
//	keys, args, err := m.scriptKeys(ch) // keys: prefix.set.<ch>, prefix.hash.<ch>
//
// A return of nil there (an error path) builds no keys; nil when a return
// cannot be read so.
func (ls *lists) returned(call *ast.CallExpr, index int) []ElementList {
	ev := ls.ev
	fn := Callee(ev.Info, call)
	if fn == nil || fn.Pkg() != ev.pkg {
		return nil
	}
	fn = fn.Origin()
	decl := ev.decls[fn]
	results := fn.Signature().Results().Len()
	if decl == nil || decl.Body == nil || index >= results || ls.returning[fn] {
		return nil
	}
	if ls.returning == nil {
		ls.returning = make(map[*types.Func]bool)
	}
	ls.returning[fn] = true
	defer delete(ls.returning, fn)
	var out []ElementList
	known := true
	// Every node, not a typed visit: once a return is not known the walk
	// descends no further anywhere, which decides the returns still read
	// (each an evaluation). Functions that return slices are few.
	ast.Inspect(decl.Body, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.FuncLit:
			return false
		case *ast.ReturnStmt:
			if len(n.Results) != results {
				known = false // a naked return, or return f()
				return false
			}
			e := ast.Unparen(n.Results[index])
			if id, isIdent := e.(*ast.Ident); isIdent && ev.Info.Uses[id] == types.Universe.Lookup("nil") {
				return false
			}
			lists := ls.of(e)
			if lists == nil {
				known = false
				return false
			}
			for _, list := range lists {
				out = append(out, ls.bound(list, call, fn))
			}
		}
		return known
	})
	if !known || len(out) == 0 || !fits(len(out)) {
		return nil
	}
	return out
}

// bound returns the elements of list, built in fn's body, with fn's
// parameters bound to the arguments of call.
func (ls *lists) bound(list ElementList, call *ast.CallExpr, fn *types.Func) ElementList {
	out := make(ElementList, len(list))
	for i, el := range list {
		out[i] = ls.ev.helpers.bind(ls.ev, el, func(idx int) ast.Expr { return ArgFor(call, fn, idx) }).withFlags(el)
	}
	return out
}

// resultOf returns the lists of the variable d assigns from one result of
// a call with several (keys, args, err := f()), nil when d is not such
// an assignment.
func (ls *lists) resultOf(d *Def) []ElementList {
	as := ls.ev.assignAt(d)
	if as == nil || len(as.Rhs) != 1 || len(as.Lhs) < 2 {
		return nil
	}
	call, ok := ast.Unparen(as.Rhs[0]).(*ast.CallExpr)
	if !ok {
		return nil
	}
	for i, l := range as.Lhs {
		if id, isIdent := l.(*ast.Ident); isIdent && (ls.ev.Info.Defs[id] == d.v || ls.ev.Info.Uses[id] == d.v) {
			if ls.following[d] {
				return nil
			}
			if ls.following == nil {
				ls.following = make(map[*Def]bool)
			}
			ls.following[d] = true
			defer delete(ls.following, d)
			return ls.returned(call, i)
		}
	}
	return nil
}

// assignAt returns the assignment statement of d.
func (ev *Evaluator) assignAt(d *Def) *ast.AssignStmt {
	for _, f := range ev.files {
		if d.Start < f.Pos() || d.Start >= f.End() {
			continue
		}
		path, _ := astutil.PathEnclosingInterval(f, d.Start, d.Start)
		for _, n := range path {
			if as, ok := n.(*ast.AssignStmt); ok && as.Pos() == d.Start {
				return as
			}
		}
	}
	return nil
}
