package keyflow

import (
	"go/ast"
	"go/token"
	"go/types"

	"github.com/rediskeylint/rediskeylint/internal/clients"
)

// Lock objects made over a list of keys, and the calls that made a lock.
// A lock obtained with a list (redislock's ObtainMulti) holds each key of
// the list: read as one key (lock.Key(), a Release that names none), it
// is one of the list's elements. The call that made a lock is its
// identity: a later call on the object that sends the command the making
// call stands for (redsync's NewMutex, then Lock) is the same operation.

// heldList returns the value of a key of the list a lock object was made
// with: one of the list's elements.
func (ev *Evaluator) heldList(list ast.Expr) Value {
	lists, limit := ev.ElementLists(list)
	if len(lists) == 0 {
		return ev.Unknown(list).Limited(limit)
	}
	var elems []Value
	for _, l := range lists {
		elems = append(elems, l...)
	}
	return Union(elems...).Bound(ev.Origins)
}

// HeldMakers returns the calls that made the key-holding objects x may
// hold (rs.NewMutex(name), locker.ObtainMulti(ctx, keys, …)), followed
// through local variables, and through package variables and fields that
// the package assigns only such objects; ok is false when one is not
// known.
func (ev *Evaluator) HeldMakers(x ast.Expr) (makers []*ast.CallExpr, ok bool) {
	if v := ev.viewAt(x.Pos()); v != ev {
		return v.HeldMakers(x)
	}
	defer ev.enter()()
	return ev.heldMakers(x)
}

func (ev *Evaluator) heldMakers(x ast.Expr) ([]*ast.CallExpr, bool) {
	x = ast.Unparen(x)
	if u, ok := x.(*ast.UnaryExpr); ok && u.Op == token.AND {
		x = ast.Unparen(u.X)
	}
	var id *ast.Ident
	switch e := x.(type) {
	case *ast.CallExpr:
		if clients.MakesHolder(ev.Info, e) {
			return []*ast.CallExpr{e}, true
		}
		return nil, false
	case *ast.SelectorExpr:
		id = e.Sel
	case *ast.Ident:
		id = e
	default:
		return nil, false
	}
	v, ok := ev.Info.Uses[id].(*types.Var)
	if !ok || v.Pkg() != ev.pkg || ev.isVisiting(v.Origin()) {
		return nil, false
	}
	v = v.Origin()
	var values []ast.Expr
	if v.IsField() || v.Parent() == ev.pkg.Scope() {
		if ev.globals.opaque[v] || len(ev.globals.assigns[v]) == 0 {
			return nil, false
		}
		values = ev.globals.assigns[v]
	} else {
		defs, complete := ev.Locals().Reaching(v, id)
		if !complete || len(defs) == 0 {
			return nil, false
		}
		for _, d := range defs {
			if d.Value == nil || d.Op != token.ASSIGN {
				return nil, false
			}
			values = append(values, d.Value)
		}
	}
	defer ev.visit(v)()
	var out []*ast.CallExpr
	for _, e := range values {
		made, ok := ev.heldMakers(e)
		if !ok {
			return nil, false
		}
		out = append(out, made...)
	}
	return out, true
}

// A LockRow is what OneRowPerLock reads of a row of the catalog: the
// call, the command it sends, and for a call on a lock object (redsync's
// Lock, clients.Held) the object it is called on. A zero LockRow is no
// lock row.
type LockRow struct {
	Call    *ast.CallExpr
	Command string
	Held    ast.Expr
}

// OneRowPerLock returns rows without those of a call that made a lock
// object (redsync's NewMutex, which names the key of the SET its Lock
// sends) when a row of a call on that object, whose makers are all
// known, sends the same command: one lock operation gives one row per
// command, the lock identified by the call that made it, never by its
// key's text. of tells what a row is.
func OneRowPerLock[R any](ev *Evaluator, rows []R, of func(R) LockRow) []R {
	type sent struct {
		maker   *ast.CallExpr
		command string
	}
	done := map[sent]bool{}
	for _, r := range rows {
		if l := of(r); l.Held != nil {
			if makers, ok := ev.HeldMakers(l.Held); ok {
				for _, m := range makers {
					done[sent{m, l.Command}] = true
				}
			}
		}
	}
	out := rows[:0:0]
	for _, r := range rows {
		if l := of(r); l.Call == nil || !done[sent{l.Call, l.Command}] {
			out = append(out, r)
		}
	}
	return out
}
