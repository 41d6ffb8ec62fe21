package analyzer

import (
	"go/token"

	"github.com/rediskeylint/rediskeylint/internal/atomicgroups"
)

// atomicGroups returns the package's atomic groups (internal/atomicgroups)
// with the keys of its sites.
func atomicGroups(s *siteSet) []atomicGroup {
	calls := make([]atomicgroups.Call, len(s.list))
	for i, site := range s.list {
		keys := make([]token.Pos, len(site.keys))
		for j, k := range site.keys {
			keys[j] = k.expr.Pos()
		}
		calls[i] = atomicgroups.Call{Expr: site.call, Desc: site.desc, Keys: keys}
	}
	found := atomicgroups.Find(atomicgroups.Package{Info: s.pass.TypesInfo, ClientCalls: s.clientCalls, Calls: calls, Reaching: s.reaching})
	out := make([]atomicGroup, len(found))
	for i, g := range found {
		out[i] = atomicGroup{at: g.At, what: g.What, desc: g.Desc}
		for _, k := range g.Keys {
			out[i].keys = append(out[i].keys, s.list[k.Call].keys[k.Index])
		}
	}
	return out
}
