package luakeys

import (
	"github.com/yuin/gopher-lua/ast"
)

// Bounds on following the script's own functions: how deep calls are
// walked with their arguments bound, and how many statements all such
// walks may take (statements and expressions), so that functions calling
// each other cannot blow up.
const (
	maxInlineDepth = 8
	maxInlineSteps = 100000
)

// maxNesting bounds how deep statements and expressions nest in the walk,
// so that a pathological script cannot exhaust the stack; no real script
// comes near it.
const maxNesting = 500

// walker follows a script's statements in order, keeping what it knows of
// each variable, and records the Redis calls it meets.
type walker struct {
	numKeys int
	calls   []Call
	root    *scope
	frames  []*frame
	// funcs are the function values made so far, walked the function
	// bodies walked so far: the final pass walks the others.
	funcs       []*function
	walked      map[*ast.FunctionExpr]bool
	stack       []*ast.FunctionExpr // the functions being walked by call
	inlineDepth int
	inlineSteps int
	nesting     int
	// registered are the functions a library registers by name, in
	// registeredOrder; nil when the source is a script, not a library.
	registered      map[string]*function
	registeredOrder []string
}

// step counts one statement or expression walked inside a called function.
func (w *walker) step() {
	if w.inlineDepth > 0 {
		w.inlineSteps++
	}
}

// block walks statements in a new scope.
func (w *walker) block(stmts []ast.Stmt, parent *scope) {
	sc := newScope(parent)
	for _, s := range stmts {
		w.stmt(s, sc)
	}
}

// branch walks a block whose writes to outer variables may not happen,
// returning those variables with their values restored.
func (w *walker) branch(stmts []ast.Stmt, parent *scope) []*variable {
	sc := newScope(parent)
	w.enter(sc)
	for _, s := range stmts {
		w.stmt(s, sc)
	}
	return w.leave()
}

// guardedBranch walks the block of an if whose condition proves that a
// variable equals an element of KEYS (guard.name; "" for none): there the
// variable is that element.
func (w *walker) guardedBranch(stmts []ast.Stmt, parent *scope, guard keysGuard) []*variable {
	sc := newScope(parent)
	if guard.name != "" {
		sc.declare(guard.name, guard.val)
	}
	w.enter(sc)
	for _, s := range stmts {
		w.stmt(s, sc)
	}
	return w.leave()
}

// keysGuard is a variable that an if's condition compares to an element
// of KEYS, with that element.
type keysGuard struct {
	name string
	val  value
}

// keysGuard returns the guard of a condition `name == k` or `k == name`,
// where k is an element of KEYS (KEYS[i], a loop variable over KEYS): a
// script that checks a key it built against KEYS before using it (`for _,
// v in pairs(KEYS) do if v == queue then ... end end`) uses a key it is
// given.
func (w *walker) keysGuard(cond ast.Expr, sc *scope) keysGuard {
	rel, ok := cond.(*ast.RelationalOpExpr)
	if !ok || rel.Operator != "==" {
		return keysGuard{}
	}
	for _, side := range [2][2]ast.Expr{{rel.Lhs, rel.Rhs}, {rel.Rhs, rel.Lhs}} {
		id, ok := side[0].(*ast.IdentExpr)
		if !ok || sc.lookup(id.Value) == nil {
			continue
		}
		switch side[1].(type) {
		case *ast.IdentExpr, *ast.AttrGetExpr:
		default:
			continue // evaluating it again could record its calls twice
		}
		if v := w.expr(side[1], sc); v.kind == vString && len(v.parts) == 1 && v.parts[0].Kind == KeysElem {
			return keysGuard{name: id.Value, val: v}
		}
	}
	return keysGuard{}
}

// stmt walks one statement in scope sc; one nested past maxNesting is not walked.
func (w *walker) stmt(s ast.Stmt, sc *scope) {
	w.step()
	w.nesting++
	defer func() { w.nesting-- }()
	if w.nesting > maxNesting {
		return
	}
	switch s := s.(type) {
	case *ast.LocalAssignStmt:
		vals := w.exprList(s.Exprs, sc, len(s.Names))
		for i, name := range s.Names {
			sc.declare(name, named(vals[i], name))
		}
	case *ast.AssignStmt:
		vals := w.exprList(s.Rhs, sc, len(s.Lhs))
		for i, lhs := range s.Lhs {
			w.assign(lhs, vals[i], sc)
		}
	case *ast.FuncCallStmt:
		w.expr(s.Expr, sc)
	case *ast.DoBlockStmt:
		w.block(s.Stmts, sc)
	case *ast.IfStmt:
		w.expr(s.Condition, sc)
		assigned := w.guardedBranch(s.Then, sc, w.keysGuard(s.Condition, sc))
		assigned = append(assigned, w.branch(s.Else, sc)...)
		w.unknownAfter(assigned)
	case *ast.WhileStmt:
		w.loop(s.Stmts, sc, func(*scope) { w.expr(s.Condition, sc) }, nil)
	case *ast.RepeatStmt:
		// The condition sees the body's locals, so it is part of the body.
		w.loop(s.Stmts, sc, func(*scope) {}, s.Condition)
	case *ast.NumberForStmt:
		w.expr(s.Init, sc)
		w.expr(s.Limit, sc)
		if s.Step != nil {
			w.expr(s.Step, sc)
		}
		w.loop(s.Stmts, sc, func(body *scope) { body.declare(s.Name, number()) }, nil)
	case *ast.GenericForStmt:
		vars := w.forIn(s, sc)
		w.loop(s.Stmts, sc, func(body *scope) {
			for i, name := range s.Names {
				body.declare(name, vars[i])
			}
		}, nil)
	case *ast.FuncDefStmt:
		w.funcDef(s, sc)
	case *ast.ReturnStmt:
		for _, e := range s.Exprs {
			w.expr(e, sc)
		}
	}
}

// loop walks a loop body once: the outer variables it assigns are unknown
// from its start, since a later iteration sees them changed, and after it.
// setup runs in the body's scope first (a while's condition, the loop
// variables); until, if any, is evaluated after the body (repeat ... until).
func (w *walker) loop(stmts []ast.Stmt, sc *scope, setup func(body *scope), until ast.Expr) {
	for _, name := range assignedNames(stmts) {
		if v := sc.lookup(name); v != nil {
			w.set(v, hole(Branch, name))
		}
	}
	body := newScope(sc)
	w.enter(body)
	setup(body)
	for _, s := range stmts {
		w.stmt(s, body)
	}
	if until != nil {
		w.expr(until, body)
	}
	w.unknownAfter(w.leave())
}

// forIn returns the values of the variables of a generic for over ipairs
// or pairs: a number and an element of KEYS, ARGV, a list or a command's
// reply; unknown otherwise.
func (w *walker) forIn(s *ast.GenericForStmt, sc *scope) []value {
	vars := make([]value, len(s.Names))
	for i, name := range s.Names {
		vars[i] = hole(LoopVar, name)
	}
	t, ok := w.iterated(s.Exprs, sc)
	if !ok || len(vars) == 0 {
		return vars
	}
	vars[0] = number()
	if len(vars) > 1 {
		if kind, args := argTable(t); args {
			vars[1] = elem(kind, 0)
		} else if t.kind == vTable {
			vars[1] = t.list.any(LoopVar, s.Names[1])
		} else if e, ok := t.element(); ok {
			vars[1] = e
		}
	}
	return vars
}

// iterated evaluates the expressions of a generic for and returns the
// table that ipairs or pairs goes over.
func (w *walker) iterated(exprs []ast.Expr, sc *scope) (value, bool) {
	if len(exprs) == 1 {
		call, ok := exprs[0].(*ast.FuncCallExpr)
		if ok && call.Receiver == nil && len(call.Args) == 1 && isName(call.Func) {
			if f := w.expr(call.Func, sc); f.kind == vBuiltin && (f.name == "ipairs" || f.name == "pairs") {
				return w.expr(call.Args[0], sc), true
			}
		}
	}
	for _, e := range exprs {
		w.expr(e, sc)
	}
	return value{}, false
}

// assign writes val to the target of an assignment.
func (w *walker) assign(lhs ast.Expr, val value, sc *scope) {
	switch lhs := lhs.(type) {
	case *ast.IdentExpr:
		v := sc.lookup(lhs.Value)
		if v == nil {
			// A new global: it belongs to the chunk's scope.
			v = &variable{name: lhs.Value, depth: w.root.depth, val: value{kind: vNil, name: lhs.Value}}
			w.root.vars[lhs.Value] = v
		}
		w.set(v, named(val, lhs.Value))
	case *ast.AttrGetExpr:
		t := w.expr(lhs.Object, sc)
		k := w.expr(lhs.Key, sc)
		if t.kind == vTable {
			w.setIndex(t.list, k, val)
		}
	}
}

// named gives a nil or a function value the name of the variable that
// holds it, for the reasons that mention it.
func named(v value, name string) value {
	switch {
	case v.kind == vNil && v.name == "":
		v.name = name
	case v.kind == vFunc && v.fn.name == "":
		v.fn.name = name
	}
	return v
}

// funcDef binds `function name() ... end`; a method or a field of a table
// is not bound, and is walked in the final pass if never called otherwise.
func (w *walker) funcDef(s *ast.FuncDefStmt, sc *scope) {
	f := w.function(s.Func, sc)
	if id, ok := s.Name.Func.(*ast.IdentExpr); ok && s.Name.Receiver == nil {
		f.fn.name = id.Value
		w.assign(id, f, sc)
	}
}

// exprList evaluates the right side of an assignment to n values; the
// values past the expressions are the further results of a call, unknown,
// or nil.
func (w *walker) exprList(exprs []ast.Expr, sc *scope, n int) []value {
	vals := make([]value, 0, max(n, len(exprs)))
	for _, e := range exprs {
		vals = append(vals, w.expr(e, sc))
	}
	for i := len(vals); i < n; i++ {
		if len(exprs) > 0 {
			if _, call := exprs[len(exprs)-1].(*ast.FuncCallExpr); call {
				vals = append(vals, hole(Result, "a second result"))
				continue
			}
		}
		vals = append(vals, value{kind: vNil})
	}
	return vals
}

// assignedNames returns the names that statements assign with `=`, in
// nested blocks too but not in nested functions.
func assignedNames(stmts []ast.Stmt) []string {
	var names []string
	eachStmt(stmts, func(s ast.Stmt) {
		switch s := s.(type) {
		case *ast.AssignStmt:
			for _, lhs := range s.Lhs {
				if id, ok := lhs.(*ast.IdentExpr); ok {
					names = append(names, id.Value)
				}
			}
		case *ast.FuncDefStmt:
			if id, ok := s.Name.Func.(*ast.IdentExpr); ok && s.Name.Receiver == nil {
				names = append(names, id.Value)
			}
		}
	})
	return names
}

// eachStmt calls fn on every statement, in nested blocks too but not in
// nested functions.
func eachStmt(stmts []ast.Stmt, fn func(ast.Stmt)) {
	for _, s := range stmts {
		fn(s)
		switch s := s.(type) {
		case *ast.DoBlockStmt:
			eachStmt(s.Stmts, fn)
		case *ast.IfStmt:
			eachStmt(s.Then, fn)
			eachStmt(s.Else, fn)
		case *ast.WhileStmt:
			eachStmt(s.Stmts, fn)
		case *ast.RepeatStmt:
			eachStmt(s.Stmts, fn)
		case *ast.NumberForStmt:
			eachStmt(s.Stmts, fn)
		case *ast.GenericForStmt:
			eachStmt(s.Stmts, fn)
		}
	}
}
