package keyflow

import (
	"go/ast"

	"github.com/rediskeylint/rediskeylint/internal/clients"
	"github.com/rediskeylint/rediskeylint/keyrules"
)

// Document ids read back from a search. FT.SEARCH idx returns documents
// whose ids are the keys of the hashes (or JSON values) the index covers:
// keys that start with one of the prefixes FT.CREATE idx … PREFIX n p…
// gave it. Where the program uses an id as a key (rdb.HGetAll(ctx,
// doc.ID)), it is one of the prefixes followed by a hole, when the
// package creates the index under a name it spells.

// searchedKeys returns the value of the document ids a search of the
// index argument returns.
func (ev *Evaluator) searchedKeys(call *ast.CallExpr, index ast.Expr) Value {
	name, ok := ConstString(ev.Info, index)
	if !ok {
		return ev.Unknown(call).Limited(LimitSearchIndex)
	}
	prefixes, ok := ev.indexPrefixes()[name]
	if !ok || !prefixes.Told() {
		return ev.Unknown(call).Limited(LimitSearchIndex)
	}
	h := keyrules.NewHole(keyrules.Unknown)
	id := Of(keyrules.Template{Parts: []keyrules.Part{{Hole: h, Origin: ev.Origins.Expr(call)}}})
	return prefixes.Concat(id, ev.Origins).Bound(ev.Origins)
}

// indexPrefixes returns the key prefixes of the search indexes the
// package creates, by index name: the join of every creation's, and none
// for an index one of whose creations spells no prefix or an unknown one.
func (ev *Evaluator) indexPrefixes() map[string]Value {
	if ev.searchIndexes != nil {
		return ev.searchIndexes
	}
	out := make(map[string]Value)
	unknown := make(map[string]bool)
	for _, f := range ev.files {
		ast.Inspect(f, func(n ast.Node) bool {
			call, ok := n.(*ast.CallExpr)
			if !ok {
				return true
			}
			index, prefixes, ok := clients.SearchIndex(ev.Info, call)
			if !ok {
				return true
			}
			name, ok := ConstString(ev.Info, index)
			if !ok {
				return true
			}
			if prefixes == nil {
				unknown[name] = true // every key of the database
				return true
			}
			lists, _ := ev.ElementLists(prefixes)
			if len(lists) == 0 {
				unknown[name] = true
				return true
			}
			for _, list := range lists {
				for _, p := range list {
					out[name] = out[name].Join(p)
				}
			}
			return true
		})
	}
	for name := range unknown {
		delete(out, name)
	}
	ev.searchIndexes = out
	return out
}
