package keyflow

import (
	"go/ast"
	"go/token"
	"go/types"

	"github.com/rediskeylint/rediskeylint/internal/clients"
)

// Slices of keys read back from Redis (scankeys.go): the elements of a
// slice that a SCAN's keys were appended to, or that a function of the
// package returns them in (keys, err := store.Scan(pattern)), are keys of
// the SCAN's pattern.

// readBack returns the value of every element of a slice of keys read
// back from Redis (keys, cursor, err := rdb.Scan(…).Result(), appended
// to a slice, returned by a function): the keys the object that returned
// them holds. ok is false when e is no such slice; a slice that can only
// be empty is ok with no value.
func (ls *lists) readBack(e ast.Expr) (Value, bool) {
	ev := ls.ev
	if !ev.step() {
		return Value{}, false
	}
	switch x := ast.Unparen(e).(type) {
	case *ast.CallExpr:
		switch {
		case readsHeldKeys(ev.Info, x):
			v := ev.Eval(x)
			ls.readFromRedis = ls.readFromRedis || v.Told()
			return v, v.Told()
		case isBuiltin(ev.Info, x.Fun, "append"):
			return ls.appendedBack(x)
		}
		return ls.resultBack(x)
	case *ast.SliceExpr:
		// reply[1:]: some of the elements read back.
		return ls.readBack(x.X)
	case *ast.TypeAssertExpr:
		// res.([]interface{}): a generic reply read whole (Cmd.Result).
		return ls.readBack(x.X)
	case *ast.SelectorExpr:
		// res.Docs: the documents a search read back.
		if f, ok := ev.Info.Uses[x.Sel].(*types.Var); ok && clients.HoldsField(f) {
			v := ev.Eval(x.X)
			ls.readFromRedis = ls.readFromRedis || v.Told()
			return v, v.Told()
		}
	case *ast.Ident:
		if x.Name == "nil" {
			return Value{}, true
		}
		v, ok := ev.Info.Uses[x].(*types.Var)
		if !ok || v.Parent() == ev.pkg.Scope() {
			return Value{}, false
		}
		return ls.varBack(v, x.Pos())
	}
	return Value{}, false
}

// ReadBackElems returns the value of every element of e, a slice of keys
// read back from Redis (keys, err := rdb.Keys(ctx, p).Result()), and
// false when e is no such slice (one the program builds itself) or its
// keys are not known.
func (ev *Evaluator) ReadBackElems(e ast.Expr) (Value, bool) {
	if v := ev.viewAt(e.Pos()); v != ev {
		return v.ReadBackElems(e)
	}
	defer ev.enter()()
	saw := ev.lists.readFromRedis
	ev.lists.readFromRedis = false
	v, ok := ev.lists.readBack(e)
	read := ev.lists.readFromRedis
	ev.lists.readFromRedis = saw
	return v, ok && read && v.Told()
}

// varBack is readBack of the local slice v used at pos: the join of what
// its assignments reaching pos hold.
func (ls *lists) varBack(v *types.Var, pos token.Pos) (Value, bool) {
	defs, complete := ls.ev.Locals().ReachingAt(v, pos)
	if !complete || len(defs) == 0 {
		return Value{}, false
	}
	if ls.following == nil {
		ls.following = make(map[*Def]bool)
	}
	var out Value
	for _, d := range defs {
		switch {
		case d.Zero || ls.following[d] || d.entry && !ls.ev.params[v] && !ls.ev.receivers[v]:
			continue // empty (a named result too), or its own earlier value around a loop
		case d.Value == nil || d.Op != token.ASSIGN:
			return Value{}, false
		}
		ls.following[d] = true
		got, ok := ls.readBack(d.Value)
		delete(ls.following, d)
		if !ok {
			return Value{}, false
		}
		out = out.Join(got)
	}
	return out, true
}

// appendedBack is readBack of append(s, a...) or append(s, a, b).
func (ls *lists) appendedBack(call *ast.CallExpr) (Value, bool) {
	if len(call.Args) == 0 {
		return Value{}, false
	}
	out, ok := ls.readBack(call.Args[0])
	if !ok {
		return Value{}, false
	}
	if call.Ellipsis.IsValid() {
		more, ok := ls.readBack(call.Args[len(call.Args)-1])
		if !ok {
			return Value{}, false
		}
		return out.Join(more), true
	}
	for _, a := range call.Args[1:] {
		out = out.Join(ls.ev.Eval(a))
	}
	return out, true
}

// resultBack is readBack of a call of a function of this package whose
// first result is a slice of strings: what its returns hold, its
// parameters bound to the call's arguments.
func (ls *lists) resultBack(call *ast.CallExpr) (Value, bool) {
	ev := ls.ev
	fn := Callee(ev.Info, call)
	if fn == nil || fn.Pkg() != ev.pkg {
		return Value{}, false
	}
	fn = fn.Origin()
	decl := ev.decls[fn]
	sig := fn.Signature()
	if decl == nil || decl.Body == nil || sig.Results().Len() == 0 {
		return Value{}, false
	}
	if s, ok := sig.Results().At(0).Type().Underlying().(*types.Slice); !ok || !IsString(s.Elem()) {
		return Value{}, false
	}
	known := true
	v := ev.helpers.withArgs(ev, fn, sig, callArgs(call, fn), func() Value {
		var out Value
		// Every node, as in returned (resultlists.go): once a return is
		// not known the walk descends no further anywhere.
		ast.Inspect(decl.Body, func(n ast.Node) bool {
			switch n := n.(type) {
			case *ast.FuncLit:
				return false
			case *ast.ReturnStmt:
				var got Value
				ok := false
				switch {
				case len(n.Results) == 0 && sig.Results().At(0).Name() != "":
					got, ok = ls.varBack(sig.Results().At(0), n.Pos())
				case len(n.Results) == sig.Results().Len():
					got, ok = ls.readBack(n.Results[0])
				}
				known = known && ok
				out = out.Join(got)
			}
			return known
		})
		if !known || !out.Told() {
			return Value{}
		}
		return out
	})
	return v, known && v.Told()
}

// isBuiltin reports whether fun names the builtin function name.
func isBuiltin(info *types.Info, fun ast.Expr, name string) bool {
	id, ok := ast.Unparen(fun).(*ast.Ident)
	return ok && info.Uses[id] == types.Universe.Lookup(name)
}

// builtKeys returns the value of the keys the reply of a built command
// holds (client.Do(ctx, cmd), cmd a chain of SCAN … MATCH, KEYS or
// FT.SEARCH, a variable assigned one, or a call of a helper that returns
// one: helpercommands.go), and no value for any other command.
func (ev *Evaluator) builtKeys(call *ast.CallExpr, cmd ast.Expr) Value {
	if id, ok := ast.Unparen(cmd).(*ast.Ident); ok {
		if v, ok := ev.Info.Uses[id].(*types.Var); ok {
			if e := ev.SingleValue(v, id); e != nil {
				cmd = e
			}
		}
	}
	held, kind, ok := clients.BuiltReadBack(ev.Info, cmd)
	switch {
	case !ok:
		return ev.helperCommandKeys(call, cmd)
	case kind == clients.HeldIndex:
		return ev.searchedKeys(call, held)
	}
	return ev.scannedKeys(call, held)
}
