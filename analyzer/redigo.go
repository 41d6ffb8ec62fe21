package analyzer

import (
	"go/ast"
	"go/token"
	"go/types"

	"github.com/rediskeylint/rediskeylint/internal/clients"
	"github.com/rediskeylint/rediskeylint/internal/keyflow"
)

// redigoArgs flattens a redis.Args value built in straight-line code:
// redis.Args{}.Add(a, b).Add(c), a []interface{} literal, or a local
// variable holding one. AddFlat of a string or number adds one argument;
// of anything else, an unknown number, and then it reports false.
func (c *checker) redigoArgs(e ast.Expr, depth int) ([]ast.Expr, bool) {
	e = ast.Unparen(e)
	if depth > keyflow.MaxDepth {
		return nil, false
	}
	info := c.pass.TypesInfo
	switch e := e.(type) {
	case *ast.CompositeLit:
		return e.Elts, true
	case *ast.CallExpr:
		sel, ok := ast.Unparen(e.Fun).(*ast.SelectorExpr)
		if !ok {
			return nil, false
		}
		fn := keyflow.Callee(info, e)
		if clients.ClientOf(fn) != clients.Redigo {
			return nil, false
		}
		base, ok := c.redigoArgs(sel.X, depth+1)
		if !ok {
			return nil, false
		}
		switch fn.Name() {
		case "Add":
			if e.Ellipsis.IsValid() {
				more, ok := c.redigoArgs(e.Args[0], depth+1)
				if !ok {
					return nil, false
				}
				return append(base[:len(base):len(base)], more...), true
			}
			return append(base[:len(base):len(base)], e.Args...), true
		case "AddFlat":
			if len(e.Args) == 1 && isScalar(info.TypeOf(e.Args[0])) {
				return append(base[:len(base):len(base)], e.Args[0]), true
			}
		}
		return nil, false
	case *ast.Ident:
		v, ok := info.Uses[e].(*types.Var)
		if !ok {
			return nil, false
		}
		defs, complete := c.eval.Locals().Reaching(v, e)
		if !complete || len(defs) != 1 || defs[0].Value == nil || defs[0].Op != token.ASSIGN {
			return nil, false
		}
		return c.redigoArgs(defs[0].Value, depth+1)
	}
	return nil, false
}

// isScalar reports whether values of t render as one Redis argument.
func isScalar(t types.Type) bool {
	if t == nil {
		return false
	}
	b, ok := t.Underlying().(*types.Basic)
	return ok && b.Info()&(types.IsString|types.IsNumeric|types.IsBoolean) != 0
}
