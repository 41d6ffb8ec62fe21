package keyflow

import (
	"go/ast"
	"go/types"

	"github.com/rediskeylint/rediskeylint/internal/clients"
)

// Values read back from maps. A program that holds many locks keeps them
// in a map by what they lock, to release one later or extend them all:
//
//	l.held.Store(job, mutex)                          // a sync.Map
//	v, ok := l.held.LoadAndDelete(job); v.(*redsync.Mutex).Unlock()
//	l.held.Range(func(_, v any) bool { v.(*redsync.Mutex).Extend(); … })
//	byName[name] = mutex; byName[name].Unlock()       // a plain map
//
// A value read back from such a map is one of the values the package
// stores into it: a sync.Map's Store, LoadOrStore, Swap and
// CompareAndSwap, a plain map's m[k] = v and literal. The map is a local
// variable, a package variable or a field; it is followed only when every
// use of it in the package is one of these stores or reads (or len,
// delete, clear), so that no store is out of sight, and never when it is
// an exported field or variable another package may store into. Plain
// maps are followed when their values hold keys (lock objects); a
// sync.Map holds any values.

// mapStores records, for each map followed, the values stored into it,
// and the parameters of the functions its Range calls.
type mapStores struct {
	stored map[*types.Var][]ast.Expr
	// hidden marks maps used in a way that may store out of sight.
	hidden map[*types.Var]bool
	// ranged maps the value parameter of a function literal handed to a
	// sync.Map's Range to the map.
	ranged map[*types.Var]*types.Var
}

// syncMapMethod returns the method of sync.Map that call calls and the
// expression of the map it is called on.
func syncMapMethod(info *types.Info, call *ast.CallExpr) (string, ast.Expr, bool) {
	sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr)
	if !ok {
		return "", nil, false
	}
	fn, ok := info.Uses[sel.Sel].(*types.Func)
	if !ok || fn.Pkg() == nil || fn.Pkg().Path() != "sync" {
		return "", nil, false
	}
	recv := fn.Signature().Recv()
	if recv == nil {
		return "", nil, false
	}
	t := recv.Type()
	if p, ok := t.(*types.Pointer); ok {
		t = p.Elem()
	}
	if n, ok := t.(*types.Named); !ok || n.Obj().Name() != "Map" {
		return "", nil, false
	}
	return fn.Name(), sel.X, true
}

// storedArg returns the argument a sync.Map method stores, or -1.
func storedArg(method string) int {
	switch method {
	case "Store", "LoadOrStore", "Swap":
		return 1
	case "CompareAndSwap":
		return 2
	}
	return -1
}

// readsStored reports whether a sync.Map method's first result is a
// value stored in the map.
func readsStored(method string) bool {
	switch method {
	case "Load", "LoadAndDelete", "LoadOrStore", "Swap":
		return true
	}
	return false
}

// isFollowedMap reports whether t is a sync.Map or a plain map whose
// values hold keys.
func isFollowedMap(t types.Type) bool {
	if t == nil {
		return false
	}
	if n, ok := t.(*types.Named); ok && n.Obj().Pkg() != nil && n.Obj().Pkg().Path() == "sync" && n.Obj().Name() == "Map" {
		return true
	}
	m, ok := t.Underlying().(*types.Map)
	return ok && clients.HoldsKey(m.Elem())
}

// mapVarOf returns the variable or field e names, when it is a followed
// map.
func mapVarOf(info *types.Info, e ast.Expr) *types.Var {
	id := NamedIdent(ast.Unparen(e))
	if id == nil {
		return nil
	}
	v, ok := info.Uses[id].(*types.Var)
	if !ok {
		v, ok = info.Defs[id].(*types.Var)
	}
	if !ok || !isFollowedMap(v.Type()) {
		return nil
	}
	return v.Origin()
}

// newMapStores walks the package's files for the stores into its maps
// and the uses that hide them.
func newMapStores(info *types.Info, files *syntax) *mapStores {
	ms := &mapStores{stored: map[*types.Var][]ast.Expr{}, hidden: map[*types.Var]bool{}, ranged: map[*types.Var]*types.Var{}}
	// seen are the identifiers of map uses accounted for.
	seen := map[*ast.Ident]bool{}
	note := func(e ast.Expr) *types.Var {
		v := mapVarOf(info, e)
		if v != nil {
			seen[NamedIdent(ast.Unparen(e))] = true
		}
		return v
	}
	store := func(v *types.Var, e ast.Expr) {
		if lit, ok := ast.Unparen(e).(*ast.CompositeLit); ok {
			if _, isMap := info.TypeOf(lit).Underlying().(*types.Map); isMap {
				for _, el := range lit.Elts {
					if kv, ok := el.(*ast.KeyValueExpr); ok {
						ms.stored[v] = append(ms.stored[v], kv.Value)
					}
				}
				return
			}
		}
		if call, ok := ast.Unparen(e).(*ast.CallExpr); ok && isBuiltinCall(info, call, "make") {
			return
		}
		ms.hidden[v] = true // a map made elsewhere
	}
	nodes := files.preorder((*ast.CallExpr)(nil), (*ast.IndexExpr)(nil), (*ast.RangeStmt)(nil), (*ast.AssignStmt)(nil),
		(*ast.ValueSpec)(nil), (*ast.KeyValueExpr)(nil))
	for c := range nodes {
		switch n := c.Node().(type) {
		case *ast.CallExpr:
			if method, x, ok := syncMapMethod(info, n); ok {
				v := note(x)
				if v == nil {
					break
				}
				if i := storedArg(method); i >= 0 && i < len(n.Args) {
					ms.stored[v] = append(ms.stored[v], n.Args[i])
				}
				if method == "Range" && len(n.Args) == 1 {
					ms.rangeParam(info, v, n.Args[0])
				}
				break
			}
			if isBuiltinCall(info, n, "len") || isBuiltinCall(info, n, "delete") || isBuiltinCall(info, n, "clear") {
				if len(n.Args) > 0 {
					note(n.Args[0])
				}
			}
		case *ast.IndexExpr:
			note(n.X)
		case *ast.RangeStmt:
			note(n.X)
		case *ast.AssignStmt:
			for i, lhs := range n.Lhs {
				if ix, ok := ast.Unparen(lhs).(*ast.IndexExpr); ok && len(n.Lhs) == len(n.Rhs) {
					if v := note(ix.X); v != nil {
						ms.stored[v] = append(ms.stored[v], n.Rhs[i])
					}
				} else if v := note(lhs); v != nil && len(n.Lhs) == len(n.Rhs) {
					store(v, n.Rhs[i])
				}
			}
		case *ast.ValueSpec:
			for i, name := range n.Names {
				if v := note(name); v != nil && len(n.Values) == len(n.Names) {
					store(v, n.Values[i])
				}
			}
		case *ast.KeyValueExpr:
			if v := note(n.Key); v != nil {
				store(v, n.Value)
			}
		}
	}
	// Any other use (&m, m passed or copied) may store out of sight. Only
	// a map with stores is read back (storedValues), so only its uses are
	// looked at, and none when no map has any.
	if len(ms.stored) == 0 {
		return ms
	}
	for c := range files.preorder((*ast.Ident)(nil)) {
		id := c.Node().(*ast.Ident)
		if v, ok := info.Uses[id].(*types.Var); !ok || seen[id] || len(ms.stored[v.Origin()]) == 0 {
			continue
		}
		if v := mapVarOf(info, id); v != nil && info.Defs[id] == nil {
			ms.hidden[v] = true
		}
	}
	return ms
}

// rangeParam records the value parameter of a function literal that a
// sync.Map's Range calls.
func (ms *mapStores) rangeParam(info *types.Info, m *types.Var, fn ast.Expr) {
	lit, ok := ast.Unparen(fn).(*ast.FuncLit)
	if !ok {
		return
	}
	var params []*types.Var
	for _, field := range lit.Type.Params.List {
		for _, name := range field.Names {
			p, _ := info.Defs[name].(*types.Var)
			params = append(params, p)
		}
	}
	if len(params) == 2 && params[1] != nil {
		ms.ranged[params[1]] = m
	}
}

// storedMaps returns the package's map stores, found on the first call.
func (ev *Evaluator) storedMaps() *mapStores {
	idx := ev.indexed()
	if idx.maps == nil {
		idx.maps = newMapStores(ev.Info, ev.syntax)
	}
	return idx.maps
}

// storedValues returns the union of the values stored into map m, and
// whether they are all known to be the map's values.
func (ev *Evaluator) storedValues(m *types.Var) (Value, bool) {
	ms := ev.storedMaps()
	shared := (m != nil && (m.IsField() || m.Parent() == ev.pkg.Scope())) && m.Exported()
	if m == nil || ms.hidden[m] || len(ms.stored[m]) == 0 || shared || ev.isVisiting(m) {
		return Value{}, false
	}
	defer ev.visit(m)()
	vals := make([]Value, 0, len(ms.stored[m]))
	for _, e := range ms.stored[m] {
		vals = append(vals, ev.Eval(e))
	}
	return Union(vals...).Bound(ev.Origins), true
}

// mapRead returns the value a read of a followed map gives: a sync.Map's
// Load (and the like), or m[k] of a plain map.
func (ev *Evaluator) mapRead(e ast.Expr) (Value, bool) {
	switch e := ast.Unparen(e).(type) {
	case *ast.CallExpr:
		if method, x, ok := syncMapMethod(ev.Info, e); ok && readsStored(method) {
			return ev.storedValues(mapVarOf(ev.Info, x))
		}
	case *ast.IndexExpr:
		return ev.storedValues(mapVarOf(ev.Info, e.X))
	}
	return Value{}, false
}

// rangedValue returns the value of a parameter that a sync.Map's Range
// hands the map's values in, or of the value of a range over a map.
func (ev *Evaluator) rangedValue(d *Def) (Value, bool) {
	if d.rangeOver != nil {
		return ev.storedValues(mapVarOf(ev.Info, d.rangeOver))
	}
	if m, ok := ev.storedMaps().ranged[d.v]; ok && d.entry {
		return ev.storedValues(m)
	}
	return Value{}, false
}

// isMapRead reports whether e reads a value of a followed map, as the
// first of several results (v, ok := m.Load(k), m, ok := locks[k]).
func isMapRead(info *types.Info, e ast.Expr) bool {
	switch e := ast.Unparen(e).(type) {
	case *ast.CallExpr:
		method, x, ok := syncMapMethod(info, e)
		return ok && readsStored(method) && mapVarOf(info, x) != nil
	case *ast.IndexExpr:
		return mapVarOf(info, e.X) != nil
	case *ast.TypeAssertExpr:
		return e.Type != nil && clients.HoldsKey(info.TypeOf(e.Type))
	}
	return false
}
