package keyflow

import (
	"go/ast"
	"go/token"
	"go/types"
)

// A LoopList is a local slice built as some leading elements, then one
// range loop that appends the same elements, in terms of the loop's
// variables, at each iteration:
//
//	args := make([]interface{}, 0, len(names)+2)
//	args = append(args, deadKey)            // Lead
//	for _, name := range names {            // Over: names
//		args = append(args, queueKey(name)) // Each
//	}
//	args = append(args, now)                // Tail: 1
type LoopList struct {
	Lead []ast.Expr
	// Over is the variable or field the loop ranges over, as Range
	// spells it.
	Over  *types.Var
	Range ast.Expr
	Each  []ast.Expr
	// Tail is the number of elements appended after the loop, before the
	// use; they are not part of the list.
	Tail int
}

// LoopList returns how the local slice e reads was built, when it was
// built as a LoopList in the block that declares it, before e, with only
// appends after the loop.
func (ev *Evaluator) LoopList(e ast.Expr) (LoopList, bool) {
	id, ok := ast.Unparen(e).(*ast.Ident)
	if !ok {
		return LoopList{}, false
	}
	v, ok := ev.Info.Uses[id].(*types.Var)
	if !ok || v.Parent() == nil || v.Parent() == ev.pkg.Scope() || ev.params[v] || !isSliceOrArray(v.Type()) {
		return LoopList{}, false
	}
	block, at := ev.declaringBlock(v, id)
	if block == nil {
		return LoopList{}, false
	}
	lead, ok := ev.initialElements(block.List[at], v)
	if !ok {
		return LoopList{}, false
	}
	for _, s := range block.List[at+1:] {
		if s.End() > id.Pos() {
			return LoopList{}, false // no loop before the use
		}
		if args, isAppend := ev.straightAppend(s, v); isAppend {
			lead = append(lead, args...)
			continue
		}
		r, isRange := s.(*ast.RangeStmt)
		if !isRange {
			if assignsTo(ev.Info, s, v, token.NoPos) {
				return LoopList{}, false
			}
			continue
		}
		over, each, ok := ev.loopAppends(r, v)
		if !ok {
			return LoopList{}, false
		}
		tail, ok := ev.tailAppends(block.List[at+1:], r, v, id)
		return LoopList{Lead: lead, Over: over, Range: r.X, Each: each, Tail: tail}, ok
	}
	return LoopList{}, false
}

// tailAppends returns the number of elements the statements of list
// after the loop append to v before the use, when they only append.
func (ev *Evaluator) tailAppends(list []ast.Stmt, loop *ast.RangeStmt, v *types.Var, use *ast.Ident) (int, bool) {
	n := 0
	for _, s := range list {
		switch {
		case s.End() <= loop.End():
			continue
		case s.End() > use.Pos():
			// The statement holding the use: the use must not be assigned.
			return n, !assignsTo(ev.Info, s, v, use.Pos())
		}
		if args, isAppend := ev.straightAppend(s, v); isAppend {
			n += len(args)
		} else if assignsTo(ev.Info, s, v, token.NoPos) {
			return 0, false
		}
	}
	return n, true
}

// loopAppends returns the variable r ranges over and the elements its
// body appends to v, when the body only appends to v, unconditionally.
func (ev *Evaluator) loopAppends(r *ast.RangeStmt, v *types.Var) (*types.Var, []ast.Expr, bool) {
	over := NamedIdent(ast.Unparen(r.X)) // a variable or a field
	if over == nil {
		return nil, nil, false
	}
	overVar, ok := ev.Info.Uses[over].(*types.Var)
	if !ok || !isSliceOrArray(overVar.Type()) {
		return nil, nil, false
	}
	var each []ast.Expr
	for _, s := range r.Body.List {
		args, isAppend := ev.straightAppend(s, v)
		if !isAppend {
			if assignsTo(ev.Info, s, v, token.NoPos) || hasBranch(s) {
				return nil, nil, false
			}
			continue
		}
		each = append(each, args...)
	}
	if len(each) == 0 {
		return nil, nil, false
	}
	return overVar, each, true
}

// hasBranch reports whether s may leave the loop iteration early or
// repeat part of it, so that an iteration's appends may not all run.
func hasBranch(s ast.Stmt) bool {
	switch s.(type) {
	case *ast.BranchStmt, *ast.ReturnStmt, *ast.IfStmt, *ast.SwitchStmt, *ast.TypeSwitchStmt, *ast.SelectStmt, *ast.ForStmt, *ast.RangeStmt:
		return true
	}
	return false
}

// LenCount returns the terms of an integer expression of the form
// len(s)*per + plus (either order, per and plus constants, plus or the
// product possibly absent), following a local variable to the one value
// it is given, and a field or package variable to the one value the
// package assigns it (w.numKeys = len(w.types)*2 in another method): the
// count of elements a LoopList over s has when it leads with plus
// elements and appends per at each iteration.
func (ev *Evaluator) LenCount(e ast.Expr) (s *types.Var, per, plus int, ok bool) {
	return ev.lenCount(e, 0)
}

// maxCountSteps bounds how many variables lenCount follows, so that
// variables given each other cannot loop.
const maxCountSteps = 8

func (ev *Evaluator) lenCount(e ast.Expr, steps int) (s *types.Var, per, plus int, ok bool) {
	e = ast.Unparen(e)
	if id := NamedIdent(e); id != nil {
		v, isVar := ev.Info.Uses[id].(*types.Var)
		if !isVar || steps >= maxCountSteps {
			return nil, 0, 0, false
		}
		value := ev.onlyValue(v, id)
		if value == nil {
			return nil, 0, 0, false
		}
		return ev.lenCount(value, steps+1)
	}
	if b, isBinary := e.(*ast.BinaryExpr); isBinary && b.Op == token.ADD {
		if n, isConst := constIntOf(ev.Info, b.Y); isConst {
			s, per, _, ok = ev.lenTimes(b.X)
			return s, per, n, ok
		}
		if n, isConst := constIntOf(ev.Info, b.X); isConst {
			s, per, _, ok = ev.lenTimes(b.Y)
			return s, per, n, ok
		}
		return nil, 0, 0, false
	}
	return ev.lenTimes(e)
}

// onlyValue returns the one value variable v, named by id, holds there: a
// local's one assignment reaching id, or the one value the package gives
// a field or package variable it never increments; nil otherwise.
func (ev *Evaluator) onlyValue(v *types.Var, id *ast.Ident) ast.Expr {
	if v.IsField() || v.Parent() == ev.pkg.Scope() {
		if v.Pkg() != ev.pkg || ev.incremented(v) {
			return nil
		}
		return ev.globals.init(v)
	}
	defs, complete := ev.Locals().Reaching(v, id)
	if !complete || len(defs) != 1 || defs[0].Value == nil || defs[0].Op != token.ASSIGN {
		return nil
	}
	return defs[0].Value
}

// incremented reports whether the package writes v with ++ or --, which
// the package's assignments do not list.
func (ev *Evaluator) incremented(v *types.Var) bool {
	idx := ev.indexed()
	if idx.incDecs == nil {
		idx.incDecs = make(map[types.Object]bool)
		for c := range ev.syntax.preorder((*ast.IncDecStmt)(nil)) {
			if id := NamedIdent(ast.Unparen(c.Node().(*ast.IncDecStmt).X)); id != nil {
				idx.incDecs[ev.Info.Uses[id]] = true
			}
		}
	}
	return idx.incDecs[v]
}

// lenTimes returns the terms of len(s) or len(s)*per (either order).
func (ev *Evaluator) lenTimes(e ast.Expr) (s *types.Var, per, plus int, ok bool) {
	e = ast.Unparen(e)
	if b, isBinary := e.(*ast.BinaryExpr); isBinary && b.Op == token.MUL {
		x, y := b.X, b.Y
		if _, isConst := constIntOf(ev.Info, x); isConst {
			x, y = y, x
		}
		n, isConst := constIntOf(ev.Info, y)
		if !isConst {
			return nil, 0, 0, false
		}
		s, ok := ev.lenOf(x)
		return s, n, 0, ok
	}
	s, ok = ev.lenOf(e)
	return s, 1, 0, ok
}

// lenOf returns s when e is len(s) of a variable or field s.
func (ev *Evaluator) lenOf(e ast.Expr) (*types.Var, bool) {
	call, ok := ast.Unparen(e).(*ast.CallExpr)
	if !ok || len(call.Args) != 1 {
		return nil, false
	}
	if b, isBuiltin := calledBuiltin(ev.Info, call); !isBuiltin || b.Name() != "len" {
		return nil, false
	}
	id := NamedIdent(ast.Unparen(call.Args[0]))
	if id == nil {
		return nil, false
	}
	v, ok := ev.Info.Uses[id].(*types.Var)
	return v, ok
}
