package keyflow

import (
	"go/ast"
	"go/token"
	"go/types"
)

// Fields a normalising helper appends to. A builder or a method that
// fills in a configuration often ends a string field in place, under a
// test of the same field:
//
//	if c.Namespace != "" { c.Namespace += ":" }  // an emptiness test
//	if c.Set == c.List { c.Set += "_unique" }     // the field equals another
//
// The union of the field's plain assignments (globals.go) goes through
// its appends in source order. An emptiness test splits it as it splits
// a local variable (skips.go): the alternatives the test lets into the
// body are followed by the appended text, those it skips stay as they
// were. Under an equality with another expression, the body appends to
// that expression's value; under a test of anything else, every
// alternative stays and is also appended to; an append directly in a
// function's body appends to every alternative. An append anywhere else
// (a loop, a branch with an else) hides the field's value, as before. A
// field with no plain assignment in the package (the caller's) stays
// unknown.

// A fieldAppend is one x.f += e of a string field: the statement, and
// the if statement without else whose body holds it directly, or nil
// for a statement of a function's body itself.
type fieldAppend struct {
	stmt  *ast.AssignStmt
	guard *ast.IfStmt
}

// An appendSites records where the package's statements stand for its
// field appends: the if statement (without else or init) whose body
// holds a statement directly, and the statements of function bodies.
type appendSites struct {
	guardOf  map[ast.Stmt]*ast.IfStmt
	topLevel map[ast.Stmt]bool
}

// note records the appends n holds directly: the only statements of
// the queries of of.
func (s *appendSites) note(n ast.Node) {
	switch n := n.(type) {
	case *ast.IfStmt:
		if n.Else == nil && n.Init == nil {
			for _, st := range n.Body.List {
				if isAppend(st) {
					s.guardOf[st] = n
				}
			}
		}
	case *ast.FuncDecl:
		if n.Body != nil {
			s.noteTopLevel(n.Body.List)
		}
	case *ast.FuncLit:
		s.noteTopLevel(n.Body.List)
	}
}

// noteTopLevel records the appends among the statements of a function's
// body.
func (s *appendSites) noteTopLevel(list []ast.Stmt) {
	for _, st := range list {
		if isAppend(st) {
			s.topLevel[st] = true
		}
	}
}

// isAppend reports whether st is an op-assignment x += e.
func isAppend(st ast.Stmt) bool {
	as, ok := st.(*ast.AssignStmt)
	return ok && as.Tok == token.ADD_ASSIGN
}

// of returns the append as of a string field f, and whether as is one
// globals follows.
func (s *appendSites) of(as *ast.AssignStmt, f *types.Var) (fieldAppend, bool) {
	if as.Tok != token.ADD_ASSIGN || len(as.Lhs) != 1 || len(as.Rhs) != 1 || !f.IsField() || !IsString(f.Type()) {
		return fieldAppend{}, false
	}
	if g := s.guardOf[as]; g != nil {
		return fieldAppend{stmt: as, guard: g}, true
	}
	return fieldAppend{stmt: as}, s.topLevel[as]
}

// appended returns base, the union of field f's plain assignments, as
// f's appends leave it.
func (g *globals) appended(b *Evaluator, f *types.Var, base Value) Value {
	cur := base
	for _, a := range g.appends[f] {
		cur = g.appendTo(b, a, cur).Bound(b.Origins)
	}
	return cur
}

// appendTo returns the values the field holds after one append, from
// those it holds before it.
func (g *globals) appendTo(b *Evaluator, a fieldAppend, cur Value) Value {
	lhs := ast.Unparen(a.stmt.Lhs[0])
	rhs := a.stmt.Rhs[0]
	text := b.valueOperand(rhs, b.Eval(rhs))
	if a.guard == nil {
		return cur.Concat(text, b.Origins)
	}
	cond := a.guard.Cond
	if other := equalTo(b.Info, cond, lhs); other != nil {
		return Union(cur, b.Eval(other).Concat(text, b.Origins))
	}
	ops := selectorOperands(b.Info, lhs)
	if _, suffix, ok := emptyWhen(b.Info, cond, false, ops); ok {
		// The body runs when the field is not empty (nor ends in
		// suffix); the alternatives it skips stay as they were.
		entered := cur.With(keepSkipped(cur.Alts, suffix, false))
		return Union(cur.With(keepSkipped(cur.Alts, suffix, true)), entered.Concat(text, b.Origins))
	}
	if _, suffix, ok := emptyWhen(b.Info, cond, true, ops); ok && suffix == "" {
		// The body runs when the field is empty: it becomes the text.
		return Union(cur.With(keepSkipped(cur.Alts, "", false)), text)
	}
	// A test of something else: either way.
	return Union(cur, cur.Concat(text, b.Origins))
}

// equalTo returns the expression cond compares lhs with by ==, or nil.
func equalTo(info *types.Info, cond, lhs ast.Expr) ast.Expr {
	c, ok := ast.Unparen(cond).(*ast.BinaryExpr)
	if !ok || c.Op != token.EQL || !IsString(info.TypeOf(c.X)) {
		return nil
	}
	switch {
	case sameExpr(c.X, lhs):
		return c.Y
	case sameExpr(c.Y, lhs):
		return c.X
	}
	return nil
}

// selectorOperands returns the operands of a condition that name lhs, a field
// selector x.f, by the same expression: the field then stands for the
// tested variable.
func selectorOperands(info *types.Info, lhs ast.Expr) operands {
	field := func(e ast.Expr) *types.Var {
		sel, ok := ast.Unparen(e).(*ast.SelectorExpr)
		if !ok || !sameExpr(sel, lhs) {
			return nil
		}
		v, _ := info.Uses[sel.Sel].(*types.Var)
		return v
	}
	return operands{
		local: field,
		lengthOf: func(e ast.Expr) *types.Var {
			call, ok := ast.Unparen(e).(*ast.CallExpr)
			if !ok || !isBuiltinCall(info, call, "len") || len(call.Args) != 1 {
				return nil
			}
			return field(call.Args[0])
		},
	}
}

// sameExpr reports whether two expressions are spelled alike.
func sameExpr(x, y ast.Expr) bool {
	return types.ExprString(ast.Unparen(x)) == types.ExprString(ast.Unparen(y))
}
