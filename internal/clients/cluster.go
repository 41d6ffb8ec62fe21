package clients

import (
	"go/ast"
	"go/types"
)

// OnCluster reports whether the type of call's receiver proves that it
// talks to a Redis Cluster: go-redis's ClusterClient. A rueidis or valkey
// client is a cluster client by an option given at run time, which no type
// shows, so it proves nothing.
func OnCluster(info *types.Info, call *ast.CallExpr) bool {
	sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr)
	if !ok {
		return false
	}
	n := namedOf(info.TypeOf(sel.X))
	if n == nil || n.Obj().Name() != "ClusterClient" || n.Obj().Pkg() == nil {
		return false
	}
	for _, l := range candidates(n.Obj().Pkg().Path()) {
		if l.client == GoRedis {
			return true
		}
	}
	return false
}
