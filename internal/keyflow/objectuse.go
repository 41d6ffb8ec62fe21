package keyflow

import (
	"go/ast"
	"go/types"
	"maps"
	"slices"

	"github.com/rediskeylint/rediskeylint/keyrules"
)

// Keys built from the fields of one object: a method's key made from its
// receiver's configuration, a function's key made from a field of the
// object a parameter holds (paramfields.go). A call repeats such a key
// only where it tells more of it than the callee's own site does: where
// the call's object is known (made by a literal or a constructor the call
// sees), or, for a parameter's object, where the calling package gives
// the field values the callee's package does not see. Elsewhere the key
// is the callee's: one site, where it is built. A caller that passes its
// own receiver or parameter on is a wrapper of it: its callers are the
// sites, not the call.

// An ObjectUse says what a call is for a key a callee builds.
type ObjectUse uint8

const (
	// NotObjectKey: the key holds a whole parameter or a keys slice.
	NotObjectKey ObjectUse = iota
	// ObjectSite: the call tells the object, or the field's values.
	ObjectSite
	// ObjectPassedOn: the caller passes its receiver or parameter on.
	ObjectPassedOn
	// CalleeOwn: the call tells nothing more; the key is the callee's.
	CalleeOwn
)

// ObjectUseAt says what call, a call of fn, is for t, a key fn builds
// (a summary's template) and passes on through parameter param (-1: the
// receiver), in the branches that choices select by fn's parameters. A
// key read from several objects (the receiver's namespace, a parameter's
// name) is the call's where any of them is: the call that passes a job it
// holds on its own receiver supplies the job's part. A receiver of this
// package's method held in a field of an object made elsewhere is the
// call's only where the call's arguments select the key's branch: the
// method's own site has every value the package gives the fields. A
// method of another package tells there only what that package sees.
func (ev *Evaluator) ObjectUseAt(call *ast.CallExpr, fn *types.Func, param int, t keyrules.Template, choices []ParamChoice) ObjectUse {
	fields := map[int]string{param: ""}
	for _, p := range t.Parts {
		r, ok := ParamOf(p.Hole)
		if !ok {
			continue
		}
		if r.Root.Param >= 0 && (r.Whole() || r.Shape.IsList()) {
			return NotObjectKey
		}
		if name, isField := r.Field(); isField && fields[r.Root.Param] == "" {
			fields[r.Root.Param] = name
		}
	}
	roots := slices.Sorted(maps.Keys(fields))
	use := CalleeOwn
	for _, root := range roots {
		switch ev.objectUse(call, fn, root, fields[root], len(choices) > 0) {
		case ObjectSite:
			return ObjectSite
		case ObjectPassedOn:
			use = ObjectPassedOn
		}
	}
	return use
}

// objectUse says what call, a call of fn, is for a key read from the
// object of parameter param (-1: the receiver), field being the string
// field the key reads from it, if any; selected says whether the call's
// arguments select the key's branch.
func (ev *Evaluator) objectUse(call *ast.CallExpr, fn *types.Func, param int, field string, selected bool) ObjectUse {
	obj := ev.ArgAt(call, fn, param)
	switch {
	case obj == nil:
		return CalleeOwn
	case param < 0 && !selected && fn.Pkg() == ev.pkg && ev.heldElsewhere(call):
		return CalleeOwn
	case ev.ObjectsKnown(obj):
		return ObjectSite
	case ev.PassedOn(obj):
		return ObjectPassedOn
	case param >= 0 && field != "" && ev.FieldValue(obj, field).Limit == LimitObjects:
		return ObjectSite
	}
	return CalleeOwn
}

// heldElsewhere reports whether the receiver call spells is a field of an
// object the calling function does not make (c.token.Get(), or
// r.ctx.GetAccessToken() through the field's embedded token, in a method
// of r), and that the function does not set before the call (as
// wp.hb = newHeartbeater(…); wp.hb.start() does): the object was made and
// stored elsewhere, and the call passes nothing of a key built from it.
func (ev *Evaluator) heldElsewhere(call *ast.CallExpr) bool {
	sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr)
	if !ok {
		return false
	}
	var holder *types.Var // the field that holds the receiver
	x := ast.Unparen(sel.X)
	for {
		if u, ok := x.(*ast.StarExpr); ok {
			x = ast.Unparen(u.X)
		}
		s, ok := x.(*ast.SelectorExpr)
		if !ok {
			break
		}
		f, ok := ev.Info.Uses[s.Sel].(*types.Var)
		if !ok || !f.IsField() {
			return false // a package's variable: whatever holds it
		}
		if holder == nil {
			holder = f
		}
		x = ast.Unparen(s.X)
	}
	id, ok := x.(*ast.Ident)
	if holder == nil || !ok {
		return false
	}
	v, ok := ev.Info.Uses[id].(*types.Var)
	if !ok || v.Pkg() == nil {
		return false
	}
	outside := ev.params[v] || ev.receivers[v] || v.Parent() == v.Pkg().Scope()
	return outside && !ev.setBefore(holder, call)
}

// setBefore reports whether the function around call assigns field f
// before it.
func (ev *Evaluator) setBefore(f *types.Var, call *ast.CallExpr) bool {
	fn := ev.enclosingFunc(call.Pos())
	if fn == nil {
		return false
	}
	body := ev.decls[fn].Body
	for _, e := range ev.globals.assigns[f.Origin()] {
		if body.Pos() <= e.Pos() && e.Pos() < call.Pos() {
			return true
		}
	}
	return false
}

// ReceiverOf returns the receiver expression of call, a call of method
// fn, or nil when the call does not spell it: a method expression, or a
// method promoted through an embedded field, whose receiver is that
// field's value.
func ReceiverOf(info *types.Info, call *ast.CallExpr, fn *types.Func) ast.Expr {
	sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr)
	if !ok || fn.Signature().Recv() == nil {
		return nil
	}
	s := info.Selections[sel]
	if s == nil || s.Kind() != types.MethodVal || len(s.Index()) > 1 {
		return nil
	}
	return sel.X
}

// ArgAt returns the expression of parameter idx of call, a call of fn
// (-1: the receiver), or nil: ArgFor's, but the receiver of a method
// promoted from an embedded field is the one expression the field is set
// to in the objects the call's receiver holds (EmbeddedReceiver).
func (ev *Evaluator) ArgAt(call *ast.CallExpr, fn *types.Func, idx int) ast.Expr {
	if idx >= 0 {
		return ArgFor(call, fn, idx)
	}
	if recv := ReceiverOf(ev.Info, call, fn); recv != nil {
		return recv
	}
	return ev.EmbeddedReceiver(call)
}
