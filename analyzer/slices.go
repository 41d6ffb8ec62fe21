package analyzer

import (
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"

	"github.com/rediskeylint/rediskeylint/internal/keyflow"
	"github.com/rediskeylint/rediskeylint/keyrules"
)

// An elementList is one way a slice of keys can be built: its elements in
// order, each with the templates it can have.
type elementList [][]keyrules.Template

// ElementLists returns every way the slice expression e can be built, or
// nil when it cannot be told: slice literals, append, and local variables
// through their reaching assignments.
func (b *builder) ElementLists(e ast.Expr, depth int) []elementList {
	e = ast.Unparen(e)
	if depth > maxDepth {
		return nil
	}
	switch e := e.(type) {
	case *ast.CompositeLit:
		if !isSliceOrArray(b.Info.TypeOf(e)) {
			return nil
		}
		var list elementList
		for _, el := range e.Elts {
			if kv, ok := el.(*ast.KeyValueExpr); ok {
				el = kv.Value
			}
			list = append(list, b.Templates(el, depth+1))
		}
		return []elementList{list}
	case *ast.CallExpr:
		if id, ok := ast.Unparen(e.Fun).(*ast.Ident); ok {
			switch b.Info.Uses[id] {
			case types.Universe.Lookup("append"):
				return b.appended(e, depth)
			case types.Universe.Lookup("make"):
				return []elementList{nil}
			}
		}
	case *ast.Ident:
		v, ok := b.Info.Uses[e].(*types.Var)
		if !ok || b.Locals == nil {
			break
		}
		if v.Parent() == b.pkg.Scope() {
			break
		}
		defs, complete := b.Locals.reaching(v, e)
		if !complete || len(defs) == 0 {
			return nil
		}
		if lists := b.unrolled(v, e, defs, depth); lists != nil {
			return lists
		}
		var out []elementList
		for _, d := range defs {
			switch {
			case d.zero:
				out = append(out, nil)
			case d.value != nil && d.op != token.ADD_ASSIGN:
				lists := b.ElementLists(d.value, depth+1)
				if lists == nil {
					return nil
				}
				out = append(out, lists...)
			default:
				return nil
			}
		}
		if written := b.indexWritten(v, e.Pos(), depth); written != nil {
			for i := range out {
				out[i] = append(append(elementList(nil), out[i]...), written...)
			}
		}
		if b.Locals.nonEmptyAt(v, e.Pos()) {
			out = dropEmptyLists(out)
		}
		if len(out) > keyflow.K {
			return nil
		}
		return out
	}
	return nil
}

// appended returns the lists of append(s, a, b) or append(s, t...).
func (b *builder) appended(call *ast.CallExpr, depth int) []elementList {
	if len(call.Args) == 0 {
		return nil
	}
	base := b.ElementLists(call.Args[0], depth+1)
	if base == nil {
		return nil
	}
	var tails []elementList
	if call.Ellipsis.IsValid() {
		if len(call.Args) != 2 {
			return nil
		}
		tails = b.ElementLists(call.Args[1], depth+1)
		if tails == nil {
			return nil
		}
	} else {
		var list elementList
		for _, a := range call.Args[1:] {
			list = append(list, b.Templates(a, depth+1))
		}
		tails = []elementList{list}
	}
	var out []elementList
	for _, x := range base {
		for _, y := range tails {
			joined := append(append(elementList(nil), x...), y...)
			out = append(out, joined)
		}
	}
	if len(out) > keyflow.K {
		return nil
	}
	return out
}

// elements returns every template an element of the slice e can have, or
// an unknown hole.
func (b *builder) elements(e ast.Expr, depth int) []keyrules.Template {
	lists := b.ElementLists(e, depth+1)
	var out []keyrules.Template
	for _, list := range lists {
		for _, el := range list {
			out = append(out, el...)
		}
	}
	if len(out) == 0 {
		if t, ok := b.ParamElems(e); ok {
			return []keyrules.Template{t}
		}
		return b.Unknown(e)
	}
	return keyflow.Bound(out, b.Origins)
}

// ParamElems returns the hole that stands for the elements of a slice
// parameter, so that a function passing them on as keys (spread, or one by
// one in a loop) becomes a wrapper of that parameter.
func (b *builder) ParamElems(e ast.Expr) (keyrules.Template, bool) {
	id, ok := ast.Unparen(e).(*ast.Ident)
	if !ok {
		return keyrules.Template{}, false
	}
	v, ok := b.Info.Uses[id].(*types.Var)
	if !ok || !b.paramVars[v] {
		return keyrules.Template{}, false
	}
	h := keyrules.NewHole(keyrules.Unknown)
	h.ID = keyflow.Ref{Root: keyflow.VarRoot(v), Shape: keyflow.Elems}
	return keyrules.Template{Parts: []keyrules.Part{{Hole: h, Origin: b.Origins.add(origin{expr: e})}}}, true
}

// element returns the templates of s[i] for a slice of known elements.
func (b *builder) element(e *ast.IndexExpr, depth int) []keyrules.Template {
	if !isSliceOrArray(b.Info.TypeOf(e.X)) {
		return nil
	}
	lists := b.ElementLists(e.X, depth+1)
	if lists == nil {
		return nil
	}
	// A constant index picks one element.
	if tv, ok := b.Info.Types[e.Index]; ok && tv.Value != nil {
		if i, ok := constantInt(tv.Value); ok {
			var out []keyrules.Template
			for _, list := range lists {
				if i < len(list) {
					out = append(out, list[i]...)
				}
			}
			if len(out) > 0 {
				return keyflow.Dedupe(out)
			}
			return nil
		}
	}
	return b.elements(e.X, depth)
}

func isSliceOrArray(t types.Type) bool {
	if t == nil {
		return false
	}
	switch t.Underlying().(type) {
	case *types.Slice, *types.Array:
		return true
	}
	return false
}

// constantInt returns the value of a small non-negative integer constant.
func constantInt(v constant.Value) (int, bool) {
	i, exact := constant.Int64Val(constant.ToInt(v))
	if !exact || i < 0 || i > 1<<20 {
		return 0, false
	}
	return int(i), true
}

// unrolled returns the list a slice is built to by a loop over known
// elements, as in
//
//	var keys []string
//	for _, id := range []int{1, 2} { keys = append(keys, fmt.Sprintf("user:%d", id)) }
//
// one element per iteration, each with the range value bound to that
// iteration's element; nil when the slice is not built that way.
func (b *builder) unrolled(v *types.Var, use *ast.Ident, defs []*localDef, depth int) []elementList {
	var loopDef *localDef
	for _, d := range defs {
		if r := b.Locals.rangeOf(d.start); r != nil && !isInside(use.Pos(), r) && d.op == token.ASSIGN && d.value != nil {
			if loopDef != nil {
				return nil
			}
			loopDef = d
		}
	}
	if loopDef == nil {
		return nil
	}
	r := b.Locals.rangeOf(loopDef.start)
	call, ok := ast.Unparen(loopDef.value).(*ast.CallExpr)
	if !ok || call.Ellipsis.IsValid() || len(call.Args) < 2 || !isAppendOf(b.Info, call, v) {
		return nil
	}
	value, ok := r.Value.(*ast.Ident)
	if !ok {
		return nil
	}
	rv, ok := b.Info.Defs[value].(*types.Var)
	if !ok {
		rv, ok = b.Info.Uses[value].(*types.Var)
	}
	ranged := b.ElementLists(r.X, depth+1)
	if ranged == nil {
		// A wrapper that prefixes each of its keys parameter: the one
		// element stands for all of them.
		if t, isParam := b.ParamElems(r.X); isParam {
			ranged = []elementList{{{t}}}
		}
	}
	if !ok || len(ranged) != 1 {
		return nil
	}
	base, complete := b.Locals.reachingAt(v, r.Pos())
	if !complete {
		return nil
	}
	var start []elementList
	for _, d := range base {
		switch {
		case d.zero:
			start = append(start, nil)
		case d.value != nil && d.op == token.ASSIGN:
			lists := b.ElementLists(d.value, depth+1)
			if lists == nil {
				return nil
			}
			start = append(start, lists...)
		default:
			return nil
		}
	}
	if len(start) == 0 {
		start = []elementList{nil}
	}
	var added elementList
	for _, el := range ranged[0] {
		b.Bound[rv] = el
		for _, a := range call.Args[1:] {
			added = append(added, b.Templates(a, depth+1))
		}
		delete(b.Bound, rv)
	}
	out := make([]elementList, 0, len(start))
	for _, s := range start {
		out = append(out, append(append(elementList(nil), s...), added...))
	}
	return out
}

// isAppendOf reports whether call is append(v, …).
func isAppendOf(info *types.Info, call *ast.CallExpr, v *types.Var) bool {
	id, ok := ast.Unparen(call.Fun).(*ast.Ident)
	if !ok || info.Uses[id] != types.Universe.Lookup("append") {
		return false
	}
	first, ok := ast.Unparen(call.Args[0]).(*ast.Ident)
	return ok && info.Uses[first] == v
}
