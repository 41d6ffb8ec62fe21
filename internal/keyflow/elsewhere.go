package keyflow

import (
	"go/ast"
	"go/token"
)

// EvalAt returns the value of e as a use at pos sees it: e's own value
// when both are in the same function, else, e being in another function
// (a constructor that built a list a field keeps for the runs), its value
// bound at each call of that function when only this package calls it,
// as a value assigned to a field is.
func (ev *Evaluator) EvalAt(e ast.Expr, pos token.Pos) Value {
	if v := ev.viewAt(e.Pos()); v != ev {
		return v.EvalAt(e, pos)
	}
	if ev.enclosingFunc(e.Pos()) == ev.enclosingFunc(pos) {
		return ev.Eval(e)
	}
	defer ev.enter()()
	return ev.helpers.boundAssignment(ev, e)
}
