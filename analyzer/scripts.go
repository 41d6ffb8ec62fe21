package analyzer

import (
	"go/ast"
	"go/types"

	"github.com/rediskeylint/rediskeylint/internal/clients"
)

// scriptKeyCount returns the key count that the call which made the script
// expression e gave it (redigo's NewScript(n, src)), as clients tells it.
func (c *checker) scriptKeyCount(e ast.Expr) (int, bool) {
	maker := c.madeBy(e)
	if maker == nil {
		return 0, false
	}
	return clients.ScriptKeyCount(c.pass.TypesInfo, maker)
}

// madeBy returns the call that made the value of e: the call in place, or
// the one call assigned to the package variable or local that e names; nil
// when there is not exactly one.
func (c *checker) madeBy(e ast.Expr) *ast.CallExpr {
	var value ast.Expr
	switch x := ast.Unparen(e).(type) {
	case *ast.CallExpr:
		return x
	case *ast.Ident:
		value = c.onlyValue(x)
	case *ast.SelectorExpr:
		value = c.onlyValue(x.Sel)
	}
	call, _ := ast.Unparen(value).(*ast.CallExpr)
	return call
}

// onlyValue returns the one value the variable id names holds: a package
// variable's initialiser, or the one assignment of a local reaching id.
func (c *checker) onlyValue(id *ast.Ident) ast.Expr {
	v, ok := c.pass.TypesInfo.Uses[id].(*types.Var)
	if !ok {
		return nil
	}
	if v.Parent() == c.pass.Pkg.Scope() {
		return c.eval.PackageInit(v)
	}
	if defs, complete := c.eval.Locals().Reaching(v, id); complete && len(defs) == 1 {
		return defs[0].Value
	}
	return nil
}
