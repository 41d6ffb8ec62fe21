package analyzer

import (
	"go/ast"
	"go/types"

	"github.com/rediskeylint/rediskeylint/internal/clients"
)

// scriptKeyCount returns the key count that the call which made the script
// expression e gave it (redigo's NewScript(n, src)), as clients tells it.
func (k *keyReader) scriptKeyCount(e ast.Expr) (int, bool) {
	maker := k.madeBy(e)
	if maker == nil {
		return 0, false
	}
	return clients.ScriptKeyCount(k.pass.TypesInfo, maker)
}

// madeBy returns the call that made the value of e: the call in place, or
// the one call assigned to the package variable or local that e names; nil
// when there is not exactly one.
func (k *keyReader) madeBy(e ast.Expr) *ast.CallExpr {
	var value ast.Expr
	switch x := ast.Unparen(e).(type) {
	case *ast.CallExpr:
		return x
	case *ast.Ident:
		value = k.onlyValue(x)
	case *ast.SelectorExpr:
		value = k.onlyValue(x.Sel)
	}
	call, _ := ast.Unparen(value).(*ast.CallExpr)
	return call
}

// onlyValue returns the one value the variable id names holds: a package
// variable's initialiser, or the one assignment of a local reaching id.
func (k *keyReader) onlyValue(id *ast.Ident) ast.Expr {
	v, ok := k.pass.TypesInfo.Uses[id].(*types.Var)
	if !ok {
		return nil
	}
	if v.Parent() == k.pass.Pkg.Scope() {
		return k.eval.PackageInit(v)
	}
	if defs, complete := k.eval.Locals().Reaching(v, id); complete && len(defs) == 1 {
		return defs[0].Value
	}
	return nil
}
