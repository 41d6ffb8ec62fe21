package analyzer

import (
	"go/ast"
	"go/types"

	"github.com/rediskeylint/rediskeylint/internal/clients"
)

// redigoKeyCount finds the keyCount of the NewScript call that made the
// script expression e: a call in place, a package variable or a local.
func (c *checker) redigoKeyCount(e ast.Expr) (int, bool) {
	info := c.pass.TypesInfo
	e = ast.Unparen(e)
	var init ast.Expr
	switch x := e.(type) {
	case *ast.CallExpr:
		init = x
	case *ast.Ident, *ast.SelectorExpr:
		var id *ast.Ident
		if s, ok := x.(*ast.SelectorExpr); ok {
			id = s.Sel
		} else {
			id = x.(*ast.Ident)
		}
		v, ok := info.Uses[id].(*types.Var)
		if !ok {
			return 0, false
		}
		if v.Parent() == c.pass.Pkg.Scope() {
			init = c.eval.PackageInit(v)
		} else if defs, complete := c.eval.Locals().Reaching(v, id); complete && len(defs) == 1 {
			init = defs[0].Value
		}
	}
	call, ok := ast.Unparen(init).(*ast.CallExpr)
	if !ok {
		return 0, false
	}
	return clients.ScriptKeyCount(info, call)
}
