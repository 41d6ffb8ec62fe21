package keyflow

import (
	"go/ast"
	"go/token"
	"go/types"

	"golang.org/x/tools/go/ast/edge"
	"golang.org/x/tools/go/ast/inspector"
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

// appendAt returns the append as, at cursor c, of a string field f, and
// whether globals follows it: a statement of a function's body itself, or
// of the body of an if statement without else or init.
func appendAt(c inspector.Cursor, as *ast.AssignStmt, f *types.Var) (fieldAppend, bool) {
	if as.Tok != token.ADD_ASSIGN || len(as.Lhs) != 1 || len(as.Rhs) != 1 || !f.IsField() || !IsString(f.Type()) {
		return fieldAppend{}, false
	}
	if c.ParentEdgeKind() != edge.BlockStmt_List {
		return fieldAppend{}, false
	}
	block := c.Parent()
	switch block.ParentEdgeKind() {
	case edge.IfStmt_Body:
		if ifst := block.Parent().Node().(*ast.IfStmt); ifst.Else == nil && ifst.Init == nil {
			return fieldAppend{stmt: as, guard: ifst}, true
		}
	case edge.FuncDecl_Body, edge.FuncLit_Body:
		return fieldAppend{stmt: as}, true
	}
	return fieldAppend{}, false
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
