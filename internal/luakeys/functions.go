package luakeys

import (
	"github.com/yuin/gopher-lua/ast"
)

// function makes the value of a function expression, closing over sc.
func (w *walker) function(e *ast.FunctionExpr, sc *scope) value {
	f := &function{expr: e, scope: sc}
	w.funcs = append(w.funcs, f)
	return value{kind: vFunc, fn: f}
}

// call walks a function of the script with its parameters bound to args
// and returns its result: the value of its one return, when that is its
// last statement, unknown otherwise. A recursive call, or one past the
// bounds, is not walked.
func (w *walker) call(f *function, args []value) value {
	result := hole(Result, f.label())
	if w.inlineDepth >= maxInlineDepth || w.inlineSteps >= maxInlineSteps || w.active(f.expr) {
		return result
	}
	w.walked[f.expr] = true
	w.stack = append(w.stack, f.expr)
	w.inlineDepth++
	defer func() {
		w.inlineDepth--
		w.stack = w.stack[:len(w.stack)-1]
	}()

	body := newScope(f.scope)
	w.enter(body)
	for i, name := range f.expr.ParList.Names {
		v := value{kind: vNil, name: name}
		if i < len(args) {
			v = args[i]
		}
		body.declare(name, v)
	}
	if f.expr.ParList.HasVargs {
		// "..." is no Lua name, so the varargs cannot clash with a local.
		body.declare("...", w.varargs(args[min(len(f.expr.ParList.Names), len(args)):]))
	}
	stmts := f.expr.Stmts
	ret, single := singleReturn(stmts)
	if single {
		stmts = stmts[:len(stmts)-1]
	}
	for _, s := range stmts {
		w.stmt(s, body)
	}
	if single && len(ret.Exprs) > 0 {
		result = w.expr(ret.Exprs[0], body)
		for _, e := range ret.Exprs[1:] {
			w.expr(e, body)
		}
	}
	w.unknownAfter(w.leave())
	return result
}

// active reports whether the function is being walked already.
func (w *walker) active(e *ast.FunctionExpr) bool {
	for _, s := range w.stack {
		if s == e {
			return true
		}
	}
	return false
}

// singleReturn returns the last statement of a body when it is the body's
// only return.
func singleReturn(stmts []ast.Stmt) (*ast.ReturnStmt, bool) {
	if len(stmts) == 0 {
		return nil, false
	}
	last, ok := stmts[len(stmts)-1].(*ast.ReturnStmt)
	if !ok {
		return nil, false
	}
	returns := 0
	eachStmt(stmts, func(s ast.Stmt) {
		if _, ok := s.(*ast.ReturnStmt); ok {
			returns++
		}
	})
	return last, returns == 1
}

// walkUncalled walks, once each, the functions that no call walked (a
// callback, a method, a function past the bounds), with unknown
// parameters, so that every Redis call of the script is found.
func (w *walker) walkUncalled() { w.walkUncalledFrom(0) }

// walkUncalledFrom walks the uncalled functions made from index first of
// w.funcs on.
func (w *walker) walkUncalledFrom(first int) {
	// Walking a function can make new ones: the list grows as it is walked.
	for i := first; i < len(w.funcs); i++ {
		f := w.funcs[i]
		if w.walked[f.expr] {
			continue
		}
		w.walked[f.expr] = true
		body := newScope(f.scope)
		w.enter(body)
		for _, name := range f.expr.ParList.Names {
			body.declare(name, hole(Parameter, name))
		}
		if f.expr.ParList.HasVargs {
			body.declare("...", hole(Parameter, "..."))
		}
		for _, s := range f.expr.Stmts {
			w.stmt(s, body)
		}
		w.leave()
	}
}
