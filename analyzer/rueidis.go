package analyzer

import (
	"go/ast"

	"golang.org/x/tools/go/analysis"

	"github.com/rediskeylint/rediskeylint/internal/clients"
)

// rueidisExpiring returns the calls of the builder chains that go on with
// an expiry step (Set().Key(k).Value(v).ExSeconds(60)), so that their key
// steps count as giving the key a TTL.
func rueidisExpiring(pass *analysis.Pass) map[*ast.CallExpr]bool {
	out := make(map[*ast.CallExpr]bool)
	for _, f := range pass.Files {
		ast.Inspect(f, func(n ast.Node) bool {
			call, ok := n.(*ast.CallExpr)
			if !ok {
				return true
			}
			if !clients.ExpiryStep(pass.TypesInfo, call) {
				return true
			}
			for e := ast.Expr(call); ; {
				x, ok := ast.Unparen(e).(*ast.CallExpr)
				if !ok {
					break
				}
				out[x] = true
				sel, ok := ast.Unparen(x.Fun).(*ast.SelectorExpr)
				if !ok {
					break
				}
				e = sel.X
			}
			return true
		})
	}
	return out
}
