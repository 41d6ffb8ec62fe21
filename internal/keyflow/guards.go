package keyflow

import (
	"go/ast"
	"go/token"
	"go/types"
	"slices"

	"github.com/rediskeylint/rediskeylint/keyrules"
)

// A guard is a stretch of code in which a local variable is known not to
// be empty (or nil), because a condition checked it:
//
//	if id == "" { return err }   // after it, to the end of the block
//	if len(ids) > 0 { … }        // inside the body
//	if k == "" { … } else { … }  // inside the else branch
//
// Conditions over one variable are v == "", v != "", len(v) == 0,
// len(v) > 0, len(v) != 0, v == nil and v != nil, joined by || and &&.
type guard struct {
	from, to token.Pos
}

// guards records the guards of the package's local variables; built with
// Locals, from the same walk.
type guards map[*types.Var][]guard

// operands resolve what the operands of a condition are about.
type operands struct {
	// local returns the local variable e names, or nil.
	local func(e ast.Expr) *types.Var
	// lengthOf returns the local variable whose length e is: len(v), or
	// l after l := len(v); nil otherwise.
	lengthOf func(e ast.Expr) *types.Var
}

// ifStmt records the guards an if statement sets up.
func (gs guards) ifStmt(info *types.Info, n *ast.IfStmt, block ast.Node, localVar operands) {
	// C true ⇒ v not empty: inside the body.
	for _, v := range nonEmptyWhen(info, n.Cond, true, localVar) {
		gs[v] = append(gs[v], guard{n.Body.Pos(), n.Body.End()})
	}
	// C false ⇒ v not empty: in the else branch, and after the statement
	// when the body never falls through.
	after := nonEmptyWhen(info, n.Cond, false, localVar)
	for _, v := range after {
		if n.Else != nil {
			gs[v] = append(gs[v], guard{n.Else.Pos(), n.Else.End()})
		}
		if block != nil && terminates(info, n.Body) {
			gs[v] = append(gs[v], guard{n.End(), block.End()})
		}
	}
}

// nonEmptyWhen returns the variables that cond being holds (true or false)
// proves not empty.
func nonEmptyWhen(info *types.Info, cond ast.Expr, holds bool, localVar operands) []*types.Var {
	switch c := ast.Unparen(cond).(type) {
	case *ast.UnaryExpr:
		if c.Op == token.NOT {
			return nonEmptyWhen(info, c.X, !holds, localVar)
		}
	case *ast.BinaryExpr:
		switch {
		case c.Op == token.LAND && holds, c.Op == token.LOR && !holds:
			// Both sides hold (a && b), or both fail (!(a || b)).
			return append(nonEmptyWhen(info, c.X, holds, localVar), nonEmptyWhen(info, c.Y, holds, localVar)...)
		case c.Op == token.LAND, c.Op == token.LOR:
			return nil // one side is not known
		}
		v, empty, ok := emptinessTest(info, c, localVar)
		if ok && empty != holds {
			return []*types.Var{v}
		}
	}
	return nil
}

// emptinessTest recognises a comparison that tests whether a local
// variable is empty: it returns the variable and whether the comparison
// holds when the variable is empty.
func emptinessTest(info *types.Info, c *ast.BinaryExpr, localVar operands) (*types.Var, bool, bool) {
	x, y, op := c.X, c.Y, c.Op
	if isZeroOperand(info, x) {
		x, y = y, x
		switch op {
		case token.GTR:
			op = token.LSS
		case token.LSS:
			op = token.GTR
		}
	}
	if !isZeroOperand(info, y) {
		return nil, false, false
	}
	v := localVar.lengthOf(x)
	if v == nil {
		v = localVar.local(x)
	}
	if v == nil {
		return nil, false, false
	}
	switch op {
	case token.EQL:
		return v, true, true
	case token.NEQ, token.GTR:
		return v, false, true
	}
	return nil, false, false
}

// isZeroOperand reports whether e is "", 0 or nil.
func isZeroOperand(info *types.Info, e ast.Expr) bool {
	tv, ok := info.Types[e]
	if !ok {
		return false
	}
	if tv.IsNil() {
		return true
	}
	if tv.Value == nil {
		return false
	}
	s := tv.Value.ExactString()
	return s == `""` || s == "0"
}

// terminates reports whether a block never falls through: it ends in a
// return, a branch statement, a panic, or a call that does not return.
func terminates(info *types.Info, body *ast.BlockStmt) bool {
	if len(body.List) == 0 {
		return false
	}
	switch s := body.List[len(body.List)-1].(type) {
	case *ast.ReturnStmt, *ast.BranchStmt:
		return true
	case *ast.ExprStmt:
		call, ok := ast.Unparen(s.X).(*ast.CallExpr)
		if !ok {
			return false
		}
		if id, ok := ast.Unparen(call.Fun).(*ast.Ident); ok && info.Uses[id] == types.Universe.Lookup("panic") {
			return true
		}
		fn := Callee(info, call)
		return fn != nil && neverReturns[fn.FullName()]
	case *ast.BlockStmt:
		return terminates(info, s)
	}
	return false
}

// neverReturns are the functions of the standard library that end the
// program or the goroutine.
var neverReturns = map[string]bool{
	"os.Exit":                   true,
	"log.Fatal":                 true,
	"log.Fatalf":                true,
	"log.Fatalln":               true,
	"log.Panic":                 true,
	"log.Panicf":                true,
	"log.Panicln":               true,
	"(*log.Logger).Fatal":       true,
	"(*log.Logger).Fatalf":      true,
	"(*log.Logger).Fatalln":     true,
	"(*log.Logger).Panic":       true,
	"(*log.Logger).Panicf":      true,
	"(*log.Logger).Panicln":     true,
	"runtime.Goexit":            true,
	"(*testing.common).Fatal":   true,
	"(*testing.common).Fatalf":  true,
	"(*testing.common).FailNow": true,
	"(*testing.common).Skip":    true,
	"(*testing.common).Skipf":   true,
	"(*testing.common).SkipNow": true,
	"(testing.TB).Fatal":        true,
	"(testing.TB).Fatalf":       true,
	"(testing.TB).FailNow":      true,
}

// nonEmptyAt reports whether a guard proves v not empty at pos: pos lies
// in one of v's guards, and v is not assigned anywhere in that guard.
func (ld *Locals) nonEmptyAt(v *types.Var, pos token.Pos) bool {
	ld.index(v.Pos())
	for _, g := range ld.guards[v] {
		if pos < g.from || pos >= g.to {
			continue
		}
		reassigned := false
		for _, d := range ld.defs[v] {
			if !d.entry && d.Start >= g.from && d.Start < g.to {
				reassigned = true
				break
			}
		}
		if !reassigned {
			return true
		}
	}
	return false
}

// DropEmpty removes the alternatives that are literally the empty string,
// unless nothing else is left.
func DropEmpty(ts []keyrules.Template) []keyrules.Template {
	out := withoutEmpty(ts)
	if len(out) == 0 {
		return ts
	}
	return out
}

// withoutEmpty removes the alternatives that are literally the empty
// string, even when nothing is left.
func withoutEmpty(ts []keyrules.Template) []keyrules.Template {
	isEmpty := func(t keyrules.Template) bool { return t.IsLiteral() && t.Text() == "" }
	if len(ts) > 0 && !slices.ContainsFunc(ts, isEmpty) {
		return ts[:len(ts):len(ts)] // nothing to remove: no copy
	}
	var out []keyrules.Template
	for _, t := range ts {
		if !isEmpty(t) {
			out = append(out, t)
		}
	}
	return out
}

// dropEmptyLists removes the ways of building a slice that leave it
// empty, unless nothing else is left.
func dropEmptyLists(lists []ElementList) []ElementList {
	var out []ElementList
	for _, l := range lists {
		if len(l) > 0 {
			out = append(out, l)
		}
	}
	if len(out) == 0 {
		return lists
	}
	return out
}
