package keyflow

import (
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"
	"math"

	"github.com/rediskeylint/rediskeylint/keyrules"
)

// An ElementList is one way a slice of keys can be built: its elements in
// order, each with the value it can have.
type ElementList []Value

// lists rebuilds slices of keys element by element: slice literals,
// append, loops that append, and element assignments. It is the part of
// the Evaluator that knows slices.
type lists struct {
	ev *Evaluator
	// following marks the assignments whose lists are being rebuilt: a
	// slice appended to in a loop reaches its own assignment again
	// around the loop, a cycle cut there.
	following map[*Def]bool
	// returning marks the functions whose returned lists are being
	// rebuilt (resultlists.go): a function returning its own call's
	// result is a cycle cut there.
	returning map[*types.Func]bool
	// readFromRedis is set when readBack reaches keys read back from
	// Redis (readback.go), not only slices the program builds itself.
	readFromRedis bool
}

// ElementLists returns every way the slice expression e can be built, or
// nil when it cannot be told: slice literals, append, and local variables
// through their reaching assignments. When the package's step budget ran
// out on the way, the lists are nil and the Limit says so.
func (ev *Evaluator) ElementLists(e ast.Expr) ([]ElementList, Limit) {
	if v := ev.viewAt(e.Pos()); v != ev {
		return v.ElementLists(e)
	}
	defer ev.enter()()
	lists := ev.lists.of(e)
	if lists == nil && ev.steps > maxSteps {
		return nil, LimitBudget
	}
	return lists, NoLimit
}

// ParamElems returns the hole that stands for the elements of a slice
// parameter, so that a function passing them on as keys (spread, or one by
// one in a loop) becomes a wrapper of that parameter.
func (ev *Evaluator) ParamElems(e ast.Expr) (keyrules.Template, bool) {
	id, ok := ast.Unparen(e).(*ast.Ident)
	if !ok {
		return keyrules.Template{}, false
	}
	v, ok := ev.Info.Uses[id].(*types.Var)
	if !ok || !ev.params[v] {
		return keyrules.Template{}, false
	}
	h := keyrules.NewHole(keyrules.Unknown)
	h.ID = Ref{Root: VarRoot(v), Shape: Elems}
	return keyrules.Template{Parts: []keyrules.Part{{Hole: h, Origin: ev.Origins.Expr(e)}}}, true
}

// of is ElementLists.
func (ls *lists) of(e ast.Expr) []ElementList {
	ev := ls.ev
	e = ast.Unparen(e)
	if !ev.step() {
		return nil
	}
	switch e := e.(type) {
	case *ast.CompositeLit:
		if !isSliceOrArray(ev.Info.TypeOf(e)) {
			return nil
		}
		var list ElementList
		for _, el := range e.Elts {
			if kv, ok := el.(*ast.KeyValueExpr); ok {
				el = kv.Value
			}
			list = append(list, ev.Eval(el))
		}
		return []ElementList{list}
	case *ast.CallExpr:
		if id, ok := ast.Unparen(e.Fun).(*ast.Ident); ok {
			switch ev.Info.Uses[id] {
			case types.Universe.Lookup("append"):
				return ls.appended(e)
			case types.Universe.Lookup("make"):
				return []ElementList{nil}
			}
		}
		return ls.returned(e, 0)
	case *ast.IndexExpr:
		if isMapOfSlices(ev.Info.TypeOf(e.X)) {
			return ls.mapValues(e.X) // one group: bySlot[slot]
		}
	case *ast.Ident:
		v, ok := ev.Info.Uses[e].(*types.Var)
		if !ok {
			break
		}
		if v.Parent() == ev.pkg.Scope() {
			break
		}
		defs, complete := ev.Locals().Reaching(v, e)
		if !complete || len(defs) == 0 {
			return nil
		}
		if lists := ls.unrolled(v, e, defs); lists != nil {
			return lists
		}
		var out []ElementList
		for _, d := range defs {
			switch {
			case d.Zero:
				out = append(out, nil)
			case ls.following[d]:
				return nil // built from itself around a loop
			case d.rangeOver != nil && isMapOfSlices(ev.Info.TypeOf(d.rangeOver)):
				lists := ls.mapValues(d.rangeOver)
				if lists == nil {
					return nil
				}
				out = append(out, lists...)
			case d.Value != nil && d.Op != token.ADD_ASSIGN:
				lists := ls.follow(d)
				if lists == nil {
					return nil
				}
				out = append(out, lists...)
			default:
				lists := ls.resultOf(d)
				if lists == nil {
					return nil
				}
				out = append(out, lists...)
			}
		}
		if written := ls.indexWritten(v, e.Pos()); written != nil {
			for i := range out {
				out[i] = written.onto(out[i])
			}
		}
		if ev.Locals().nonEmptyAt(v, e.Pos()) {
			out = dropEmptyLists(out)
		}
		if !fits(len(out)) {
			return nil
		}
		return out
	}
	return nil
}

// follow returns the lists of the value d assigns, marking d as being
// followed meanwhile.
func (ls *lists) follow(d *Def) []ElementList {
	if ls.following == nil {
		ls.following = make(map[*Def]bool)
	}
	ls.following[d] = true
	defer delete(ls.following, d)
	return ls.of(d.Value)
}

// appended returns the lists of append(s, a, b) or append(s, t...).
func (ls *lists) appended(call *ast.CallExpr) []ElementList {
	if len(call.Args) == 0 {
		return nil
	}
	base := ls.of(call.Args[0])
	if base == nil {
		return nil
	}
	var tails []ElementList
	if call.Ellipsis.IsValid() {
		if len(call.Args) != 2 {
			return nil
		}
		tails = ls.of(call.Args[1])
		if tails == nil {
			return nil
		}
	} else {
		var list ElementList
		for _, a := range call.Args[1:] {
			list = append(list, ls.ev.Eval(a))
		}
		tails = []ElementList{list}
	}
	var out []ElementList
	for _, x := range base {
		for _, y := range tails {
			joined := append(append(ElementList(nil), x...), y...)
			out = append(out, joined)
		}
	}
	if !fits(len(out)) {
		return nil
	}
	return out
}

// elements returns every template an element of the slice e can have, or
// an unknown hole.
func (ls *lists) elements(e ast.Expr) Value {
	ev := ls.ev
	lists := ls.of(e)
	var out Value
	for _, list := range lists {
		for _, el := range list {
			out = out.Join(el)
		}
	}
	if len(out.Alts) == 0 {
		if t, ok := ev.ParamElems(e); ok {
			return Of(t)
		}
		if v, ok := ls.readBack(e); ok && v.Told() {
			return v
		}
		return ev.Unknown(e).withFlags(out)
	}
	return out.Bound(ev.Origins)
}

// element returns the templates of s[i] for a slice of known elements.
func (ls *lists) element(e *ast.IndexExpr) Value {
	if !isSliceOrArray(ls.ev.Info.TypeOf(e.X)) {
		return Value{}
	}
	lists := ls.of(e.X)
	if lists == nil {
		return Value{}
	}
	// A constant index picks one element.
	if tv, ok := ls.ev.Info.Types[e.Index]; ok && tv.Value != nil {
		if i, ok := ConstantInt(tv.Value); ok {
			var out Value
			for _, list := range lists {
				if i < len(list) {
					out = out.Join(list[i])
				}
			}
			if len(out.Alts) > 0 {
				return out.Dedupe()
			}
			return Value{}
		}
	}
	v := ls.elements(e.X)
	if anonymous(v.Alts) {
		// Elements of which nothing is known: s[i] is one value for
		// the same list and index (valueids.go).
		return ls.ev.Unknown(e).withFlags(v)
	}
	return v
}

// anonymous reports whether every alternative is one unknown hole
// without an identity.
func anonymous(ts []keyrules.Template) bool {
	for _, t := range ts {
		if len(t.Parts) != 1 || !t.IsUnknown() || t.Parts[0].Hole.ID != nil {
			return false
		}
	}
	return len(ts) > 0
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

// unrolled returns the list a slice is built to by a loop over known
// elements, as in
//
//	var keys []string
//	for _, id := range []int{1, 2} { keys = append(keys, fmt.Sprintf("user:%d", id)) }
//
// one element per iteration, each with the range value bound to that
// iteration's element; nil when the slice is not built that way.
func (ls *lists) unrolled(v *types.Var, use *ast.Ident, defs []*Def) []ElementList {
	ev := ls.ev
	var loopDef *Def
	for _, d := range defs {
		if r := ev.Locals().rangeOf(d.Start); r != nil && !IsInside(use.Pos(), r) && d.Op == token.ASSIGN && d.Value != nil {
			if loopDef != nil {
				return nil
			}
			loopDef = d
		}
	}
	if loopDef == nil {
		return nil
	}
	r := ev.Locals().rangeOf(loopDef.Start)
	call, ok := ast.Unparen(loopDef.Value).(*ast.CallExpr)
	if !ok || call.Ellipsis.IsValid() || len(call.Args) < 2 || !IsAppendOf(ev.Info, call, v) {
		return nil
	}
	value, ok := r.Value.(*ast.Ident)
	if !ok {
		return nil
	}
	rv, ok := ev.Info.Defs[value].(*types.Var)
	if !ok {
		rv, ok = ev.Info.Uses[value].(*types.Var)
	}
	ranged := ls.of(r.X)
	if ranged == nil {
		// A wrapper that prefixes each of its keys parameter: the one
		// element stands for all of them.
		if t, isParam := ev.ParamElems(r.X); isParam {
			ranged = []ElementList{{Of(t)}}
		}
	}
	if !ok || len(ranged) != 1 {
		return nil
	}
	base, complete := ev.Locals().ReachingAt(v, r.Pos())
	if !complete {
		return nil
	}
	var start []ElementList
	for _, d := range base {
		switch {
		case d.Zero:
			start = append(start, nil)
		case d.Value != nil && d.Op == token.ASSIGN:
			lists := ls.follow(d)
			if lists == nil {
				return nil
			}
			start = append(start, lists...)
		default:
			return nil
		}
	}
	if len(start) == 0 {
		start = []ElementList{nil}
	}
	var added ElementList
	for _, el := range ranged[0] {
		restore := ev.bindVar(rv, el)
		for _, a := range call.Args[1:] {
			added = append(added, ev.Eval(a))
		}
		restore()
	}
	out := make([]ElementList, 0, len(start))
	for _, s := range start {
		out = append(out, append(append(ElementList(nil), s...), added...))
	}
	return out
}

// IsAppendOf reports whether call is append(v, …).
func IsAppendOf(info *types.Info, call *ast.CallExpr, v *types.Var) bool {
	id, ok := ast.Unparen(call.Fun).(*ast.Ident)
	if !ok || info.Uses[id] != types.Universe.Lookup("append") {
		return false
	}
	first, ok := ast.Unparen(call.Args[0]).(*ast.Ident)
	return ok && info.Uses[first] == v
}

// Keys grouped in a map of slices, then sent one group at a time:
//
//	bySlot := map[int][]string{}
//	for _, id := range ids { bySlot[slot(id)] = append(bySlot[slot(id)], key(id)) }
//	for _, keys := range bySlot { pipe.Del(ctx, keys...) }
//
// Each group is a list whose elements are what the writes to the map put
// in a group, each standing for any number of them.

// isMapOfSlices reports whether t is a map whose values are slices.
func isMapOfSlices(t types.Type) bool {
	if t == nil {
		return false
	}
	m, ok := t.Underlying().(*types.Map)
	return ok && isSliceOrArray(m.Elem())
}

// mapValues returns the one list that stands for every group a local map
// of slices holds, from its initial value and the writes m[k] = append(m[k],
// e...) or m[k] = list; nil when a group is not built that way.
func (ls *lists) mapValues(x ast.Expr) []ElementList {
	ev := ls.ev
	id, ok := ast.Unparen(x).(*ast.Ident)
	if !ok {
		return nil
	}
	v, ok := ev.Info.Uses[id].(*types.Var)
	if !ok || v.Parent() == ev.pkg.Scope() || ev.Locals().Escaped(v) {
		return nil
	}
	var list ElementList
	add := func(lists []ElementList) bool {
		for _, l := range lists {
			list = append(list, l...)
		}
		return lists != nil
	}
	defs, complete := ev.Locals().Reaching(v, id)
	if !complete || len(defs) == 0 {
		return nil
	}
	for _, d := range defs {
		lit, ok := ast.Unparen(d.Value).(*ast.CompositeLit)
		if !ok {
			if call, isCall := ast.Unparen(d.Value).(*ast.CallExpr); isCall && isBuiltinCall(ev.Info, call, "make") {
				continue
			}
			return nil
		}
		for _, el := range lit.Elts {
			if kv, ok := el.(*ast.KeyValueExpr); !ok || !add(ls.of(kv.Value)) {
				return nil
			}
		}
	}
	for _, as := range ev.elemWriteIndex()[v] {
		for i, lhs := range as.Lhs {
			ix, ok := ast.Unparen(lhs).(*ast.IndexExpr)
			if !ok {
				continue
			}
			if m, ok := ast.Unparen(ix.X).(*ast.Ident); !ok || ev.Info.Uses[m] != v {
				continue
			}
			if !add(ls.groupWrite(v, as.Rhs[i])) {
				return nil
			}
		}
	}
	if len(list) == 0 {
		return nil
	}
	return []ElementList{list}
}

// groupWrite returns the lists of what one write m[k] = rhs adds to a
// group of map m: the elements append(m[k], …) adds, or the list rhs is.
func (ls *lists) groupWrite(m *types.Var, rhs ast.Expr) []ElementList {
	call, ok := ast.Unparen(rhs).(*ast.CallExpr)
	if !ok || !isBuiltinCall(ls.ev.Info, call, "append") || len(call.Args) == 0 {
		return ls.of(rhs)
	}
	base, ok := ast.Unparen(call.Args[0]).(*ast.IndexExpr)
	if !ok {
		return ls.of(rhs)
	}
	if id, ok := ast.Unparen(base.X).(*ast.Ident); !ok || ls.ev.Info.Uses[id] != m {
		return ls.of(rhs)
	}
	if call.Ellipsis.IsValid() {
		if len(call.Args) != 2 {
			return nil
		}
		return ls.of(call.Args[1])
	}
	var list ElementList
	for _, a := range call.Args[1:] {
		list = append(list, ls.ev.Eval(a))
	}
	return []ElementList{list}
}

// isBuiltinCall reports whether call calls the builtin called name.
func isBuiltinCall(info *types.Info, call *ast.CallExpr, name string) bool {
	id, ok := ast.Unparen(call.Fun).(*ast.Ident)
	return ok && info.Uses[id] == types.Universe.Lookup(name)
}

// Slices assembled by index: keys := make([]string, len(ids)) then
// keys[i] = prefix + id in a loop, or element by element. Each assignment
// before the use is one more element; one in a loop over a slice stands
// for all the elements it writes, as an append in such a loop does (so a
// wrapper that prefixes every element of its keys parameter before
// calling the client passes the prefix on to its callers' keys).

// indexWrites collects the element assignments of the package's local
// slices.
func indexWrites(info *types.Info, files *syntax) map[*types.Var][]*ast.AssignStmt {
	out := make(map[*types.Var][]*ast.AssignStmt)
	for c := range files.preorder((*ast.AssignStmt)(nil)) {
		as := c.Node().(*ast.AssignStmt)
		if as.Tok != token.ASSIGN || len(as.Lhs) != len(as.Rhs) {
			continue
		}
		for _, lhs := range as.Lhs {
			ix, ok := ast.Unparen(lhs).(*ast.IndexExpr)
			if !ok || !isSliceOrArray(info.TypeOf(ix.X)) && !isMapOfSlices(info.TypeOf(ix.X)) {
				continue
			}
			id, ok := ast.Unparen(ix.X).(*ast.Ident)
			if !ok {
				continue
			}
			if v, ok := info.Uses[id].(*types.Var); ok && !v.IsField() && v.Parent() != v.Pkg().Scope() {
				out[v] = append(out[v], as)
			}
		}
	}
	return out
}

// An indexWrite is one element assignment s[i] = e: the constant index, or
// -1 when the index is not a constant, and the element's templates.
type indexWrite struct {
	index int
	elem  Value
}

// An elemAssign is one element assignment s[i] = value before a use: the
// constant index, or -1 when the index is not a constant.
type elemAssign struct {
	index int
	value ast.Expr
}

// elemAssigns returns the element assignments to the local slice v that
// end before pos, in source order.
func (ev *Evaluator) elemAssigns(v *types.Var, pos token.Pos) []elemAssign {
	var out []elemAssign
	for _, as := range ev.elemWriteIndex()[v] {
		if as.End() > pos {
			continue
		}
		for i, lhs := range as.Lhs {
			ix, ok := ast.Unparen(lhs).(*ast.IndexExpr)
			if !ok {
				continue
			}
			if id, ok := ast.Unparen(ix.X).(*ast.Ident); ok && ev.Info.Uses[id] == v {
				out = append(out, elemAssign{index: constIndex(ev.Info, ix.Index), value: as.Rhs[i]})
			}
		}
	}
	return out
}

// writesBefore are the element assignments to a slice before a use, in
// source order.
type writesBefore []indexWrite

// onto returns list with the writes applied. A write at a constant index
// of an element the list already holds replaces it, so that a placeholder
// of a literal (args := []any{"placeholder", f}; args[0] = key) is not
// taken for the key; any other write is one more element (a slice made
// with make, or written in a loop).
func (ws writesBefore) onto(list ElementList) ElementList {
	out := append(ElementList(nil), list...)
	held := len(list)
	for _, w := range ws {
		if w.index >= 0 && w.index < held {
			out[w.index] = w.elem
			continue
		}
		out = append(out, w.elem)
	}
	return out
}

// indexWritten returns the elements assigned to slice v by index before
// the use at pos, in source order, or nil.
func (ls *lists) indexWritten(v *types.Var, pos token.Pos) writesBefore {
	var out writesBefore
	for _, a := range ls.ev.elemAssigns(v, pos) {
		out = append(out, indexWrite{index: a.index, elem: ls.ev.Eval(a.value)})
	}
	return out
}

// constIndex returns the value of a constant, non-negative index, or -1.
func constIndex(info *types.Info, e ast.Expr) int {
	tv, ok := info.Types[e]
	if !ok || tv.Value == nil {
		return -1
	}
	n, exact := constant.Int64Val(constant.ToInt(tv.Value))
	if !exact || n < 0 || n > math.MaxInt32 {
		return -1
	}
	return int(n)
}
