package keyflow

import (
	"go/ast"
	"go/types"

	"github.com/rediskeylint/rediskeylint/internal/clients"
	"github.com/rediskeylint/rediskeylint/keyrules"
)

// Document ids read back from a search. FT.SEARCH idx returns documents
// whose ids are the keys of the hashes (or JSON values) the index covers:
// keys that start with one of the prefixes FT.CREATE idx … PREFIX n p…
// gave it. Where the program uses an id as a key (rdb.HGetAll(ctx,
// doc.ID)), it is one of the prefixes followed by a hole, when the index
// is known: created by the package under a name it spells (a constant, a
// helper that returns a literal), or by another package under the
// constant or helper the search names, whose SearchIndexFact carries the
// prefixes.

// A SearchIndexFact records, on the constant or helper function that
// names a search index the package creates, the key prefixes the index
// covers.
type SearchIndexFact struct {
	Prefixes []FactTemplate
}

func (*SearchIndexFact) AFact() {}

func (f *SearchIndexFact) String() string {
	return "search index(" + joinTemplates(f.Prefixes) + ")"
}

// A searchIndex is what the package's creations of one index name tell:
// the join of their prefixes, whether one of them spells no prefix or an
// unknown one, and the constants and helpers of the package that name it.
type searchIndex struct {
	prefixes Value
	unknown  bool
	names    []types.Object
}

// searchedKeys returns the value of the document ids a search of the
// index argument returns.
func (ev *Evaluator) searchedKeys(call *ast.CallExpr, index ast.Expr) Value {
	if index == nil {
		return ev.Unknown(call).Limited(LimitSearchIndex)
	}
	prefixes := ev.searchPrefixes(index)
	if !prefixes.Told() {
		return ev.Unknown(call).Limited(LimitSearchIndex)
	}
	h := keyrules.NewHole(keyrules.Unknown)
	id := Of(keyrules.Template{Parts: []keyrules.Part{{Hole: h, Origin: ev.Origins.Expr(call)}}})
	return prefixes.Concat(id, ev.Origins).Bound(ev.Origins)
}

// searchPrefixes returns the key prefixes of the index e names: one the
// package creates under that name, or one another package creates under
// the constant or helper e names; no value when not known.
func (ev *Evaluator) searchPrefixes(e ast.Expr) Value {
	if name, ok := ev.indexName(e); ok {
		if idx, ok := ev.searchIndexes()[name]; ok {
			if idx.unknown {
				return Value{}
			}
			return idx.prefixes
		}
	}
	obj := indexObject(ev.Info, e)
	if obj == nil || obj.Pkg() == ev.pkg {
		return Value{}
	}
	var f SearchIndexFact
	if !ev.facts.ImportObjectFact(obj, &f) {
		return Value{}
	}
	via := Via{Obj: obj}
	var out Value
	for _, ft := range f.Prefixes {
		out = out.Join(Of(ft.TemplateAt(func(fp FactPart) int {
			if fp.Spelled != nil {
				return ev.Origins.Spelled(e, via, fp.Spelled)
			}
			return ev.Origins.Via(e, via)
		})))
	}
	return out
}

// indexName returns the name of the index e names when it is known
// text: a constant, or a call of a helper whose result is one literal.
func (ev *Evaluator) indexName(e ast.Expr) (string, bool) {
	if name, ok := ConstString(ev.Info, e); ok {
		return name, true
	}
	if _, ok := ast.Unparen(e).(*ast.CallExpr); !ok {
		return "", false
	}
	v := ev.Eval(e)
	if len(v.Alts) != 1 || !v.Alts[0].IsLiteral() {
		return "", false
	}
	return v.Alts[0].String(), true
}

// indexObject returns the constant, or the function whose call, e names
// an index by.
func indexObject(info *types.Info, e ast.Expr) types.Object {
	if c := constOf(info, ast.Unparen(e)); c != nil {
		return c
	}
	if call, ok := ast.Unparen(e).(*ast.CallExpr); ok {
		if fn := Callee(info, call); fn != nil {
			return fn.Origin()
		}
	}
	return nil
}

// searchIndexes returns the search indexes the package creates, by name.
func (ev *Evaluator) searchIndexes() map[string]*searchIndex {
	if ev.indexes != nil {
		return ev.indexes
	}
	out := make(map[string]*searchIndex)
	for c := range ev.syntax.preorder((*ast.CallExpr)(nil)) {
		index, prefixes, ok := clients.SearchIndex(ev.Info, c.Node().(*ast.CallExpr))
		if !ok {
			continue
		}
		name, ok := ev.indexName(index)
		if !ok {
			continue
		}
		idx := out[name]
		if idx == nil {
			idx = &searchIndex{}
			out[name] = idx
		}
		if obj := indexObject(ev.Info, index); obj != nil && obj.Pkg() == ev.pkg {
			idx.names = append(idx.names, obj)
		}
		v, ok := ev.prefixesOf(prefixes)
		idx.unknown = idx.unknown || !ok
		idx.prefixes = idx.prefixes.Join(v)
	}
	ev.indexes = out
	return out
}

// prefixesOf returns the join of the prefixes a creation spells, and
// false when it spells none (the index covers every key) or one that is
// not known.
func (ev *Evaluator) prefixesOf(p clients.IndexPrefixes) (Value, bool) {
	if p.Unknown || p.List == nil && len(p.Args) == 0 {
		return Value{}, false
	}
	var out Value
	if p.List != nil {
		lists, _ := ev.ElementLists(p.List)
		if len(lists) == 0 {
			return Value{}, false
		}
		for _, list := range lists {
			for _, v := range list {
				out = out.Join(v)
			}
		}
	}
	for _, a := range p.Args {
		out = out.Join(ev.Eval(a))
	}
	return out, out.Told()
}

// exportSearchIndexes exports, on each constant and helper that names an
// index the package creates with known prefixes, its SearchIndexFact.
func (ev *Evaluator) exportSearchIndexes() {
	for _, idx := range ev.searchIndexes() {
		if idx.unknown || len(idx.names) == 0 {
			continue
		}
		f := &SearchIndexFact{}
		for _, t := range idx.prefixes.Alts {
			f.Prefixes = append(f.Prefixes, spelled(EncodeTemplate(t), t, ev.facts.Spell))
		}
		for _, obj := range idx.names {
			if obj.Exported() {
				ev.facts.ExportObjectFact(obj, f)
			}
		}
	}
}
