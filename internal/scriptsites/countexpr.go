package scriptsites

import (
	"go/ast"

	"github.com/rediskeylint/rediskeylint/internal/clients"
	"github.com/rediskeylint/rediskeylint/internal/keyflow"
)

// KeyCountExpr returns the key count argument of the redigo
// NewScript(n, src) call of this package that made the script e holds,
// for a count that is not a constant (len(names)+1): what a run's key
// count is then depends on how its arguments are built.
func (r *Reader) KeyCountExpr(e ast.Expr) (ast.Expr, bool) {
	maker := r.madeBy(e)
	if maker == nil || len(maker.Args) != 2 {
		return nil, false
	}
	if fn := keyflow.Callee(r.pass.TypesInfo, maker); clients.ClientOf(fn) != clients.Redigo || fn.Name() != "NewScript" {
		return nil, false
	}
	return maker.Args[0], true
}
