package keyflow

import (
	"go/ast"
)

// Commands built by helpers. A function of the package that builds and
// returns a command whose reply holds keys,
//
//	func scanCmd(c rueidis.Client, p string) rueidis.Completed {
//		return c.B().Scan().Cursor(0).Match(p).Build()
//	}
//
// gives, at client.Do(ctx, scanCmd(c, "cart:*")), the keys of the command
// each of its returns builds, its parameters bound to the call's
// arguments.

// helperCommandKeys is builtKeys of a command that the call helper of the
// package returns: the join of the keys of its returns' commands, and no
// value when one of them is not a command whose reply holds keys.
func (ev *Evaluator) helperCommandKeys(do *ast.CallExpr, cmd ast.Expr) Value {
	helper, ok := ast.Unparen(cmd).(*ast.CallExpr)
	if !ok {
		return Value{}
	}
	fn := Callee(ev.Info, helper)
	if fn == nil || fn.Pkg() != ev.pkg {
		return Value{}
	}
	fn = fn.Origin()
	decl := ev.decls[fn]
	sig := fn.Signature()
	if decl == nil || decl.Body == nil || sig.Results().Len() != 1 || ev.helpers.inlining[fn] {
		return Value{}
	}
	var returns []ast.Expr
	known := true
	ast.Inspect(decl.Body, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.FuncLit:
			return false
		case *ast.ReturnStmt:
			if len(n.Results) != 1 {
				known = false
			} else {
				returns = append(returns, n.Results[0])
			}
		}
		return known
	})
	if !known || len(returns) == 0 {
		return Value{}
	}
	return ev.helpers.withArgs(ev, fn, sig, callArgs(helper, fn), func() Value {
		var out Value
		for _, r := range returns {
			if ev.unselected(r.Pos()) {
				continue // a branch a constant argument does not take
			}
			v := ev.builtKeys(do, r)
			if !v.Told() {
				return Value{}
			}
			out = out.Join(v)
		}
		return out
	})
}
