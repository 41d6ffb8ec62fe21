package keyflow

import (
	"go/ast"
	"go/types"
	"unique"
)

// Identities of computed values. A hole made by a deterministic call
// (pure.go) or by reading an element,
//
//	"{" + b.tag(partition(ch, b.n)) + "}"
//	"{" + b.names[i] + "}"
//
// is one value for the same callee and the same arguments: the same
// variables, fields, constants or, in turn, computed values. Such a hole
// has a Ref whose root is the computation (Root.Derived), so that two
// keys tagged by it are known to share the tag. A local variable assigned
// once from such a computation reads as the computation, so that two
// helpers that each compute the same partition into a local of their own
// agree. A summary's computations from its parameters are bound at each
// call like its parameter holes; one from a local the summary does not
// bind (a value that may differ between two calls) has no identity.

// maxDerivedArgs bounds the arguments (receiver included) a computation
// with an identity may take.
const maxDerivedArgs = 4

// maxDerivedDepth bounds computations nested in the arguments of others.
const maxDerivedDepth = 6

// A derived is a computation: fn applied to args (an element read when
// fn is zero: args are the list and the index).
type derived struct {
	fn   FuncID
	n    int
	args [maxDerivedArgs]argID
}

// A FuncID names a function across packages by its full name (package
// path, receiver type and name), so that a computation a fact carries is
// the same computation in the package that reads the fact.
type FuncID struct {
	FullName string
}

// An argID is what one argument of a computation is: a variable or
// computation (ref), or a constant (konst, its type and exact value).
type argID struct {
	ref   Ref
	konst string
}

// IsDerived reports whether the root is a computation.
func (root Root) IsDerived() bool { return root.Derived != (unique.Handle[derived]{}) }

// derivedRef returns the identity of e when it is a deterministic call
// or an element read whose arguments all have one.
func (ev *Evaluator) derivedRef(e ast.Expr, depth int) (Ref, bool) {
	if depth > maxDerivedDepth {
		return Ref{}, false
	}
	var d derived
	add := func(a ast.Expr) bool {
		if d.n == maxDerivedArgs {
			return false
		}
		id, ok := ev.argIdentity(a, depth+1)
		d.args[d.n] = id
		d.n++
		return ok
	}
	switch e := ast.Unparen(e).(type) {
	case *ast.CallExpr:
		fn := Callee(ev.Info, e)
		if e.Ellipsis.IsValid() || !ev.deterministic(fn) {
			return Ref{}, false
		}
		d.fn = FuncID{FullName: fn.Origin().FullName()}
		if fn.Signature().Recv() != nil {
			sel, ok := ast.Unparen(e.Fun).(*ast.SelectorExpr)
			if !ok || !add(sel.X) {
				return Ref{}, false
			}
		}
		for _, a := range e.Args {
			if !add(a) {
				return Ref{}, false
			}
		}
	case *ast.IndexExpr:
		switch ev.Info.TypeOf(e.X).Underlying().(type) {
		case *types.Slice, *types.Array, *types.Map, *types.Pointer:
		default:
			return Ref{}, false // a generic function's instance, a string
		}
		if !add(e.X) || !add(e.Index) {
			return Ref{}, false
		}
	default:
		return Ref{}, false
	}
	return Ref{Root: Root{Derived: unique.Make(d)}}, true
}

// argIdentity returns the identity of an argument of a computation.
func (ev *Evaluator) argIdentity(a ast.Expr, depth int) (argID, bool) {
	if tv, ok := ev.Info.Types[a]; ok && tv.Value != nil {
		return argID{konst: tv.Type.String() + " " + tv.Value.ExactString()}, true
	}
	if r, ok := ev.derivedRef(a, depth); ok {
		return argID{ref: r}, true
	}
	r, ok := ev.exprRef(a, depth)
	return argID{ref: r}, ok
}

// assignedOnce returns the identity of the computation a local variable
// is assigned once from, seen at use.
func (ev *Evaluator) assignedOnce(v *types.Var, use *ast.Ident, depth int) (Ref, bool) {
	if depth > maxDerivedDepth || v.IsField() || ev.params[v] || ev.receivers[v] || v.Parent() == nil || v.Parent() == ev.pkg.Scope() {
		return Ref{}, false
	}
	value := ev.SingleValue(v, use)
	if value == nil {
		return Ref{}, false
	}
	return ev.derivedRef(value, depth+1)
}

// mapArgs returns r with the Refs of its computation's arguments (the
// arguments' arguments included) replaced by what f gives, and false
// when f gives nothing for one; r itself when its root is not a
// computation.
func (r Ref) mapArgs(f func(Ref) (Ref, bool)) (Ref, bool) {
	if !r.Root.IsDerived() {
		return r, true
	}
	d := r.Root.Derived.Value()
	for i := 0; i < d.n; i++ {
		a := d.args[i]
		if a.konst != "" {
			continue
		}
		var ok bool
		if a.ref.Root.IsDerived() {
			a.ref, ok = a.ref.mapArgs(f)
		} else {
			a.ref, ok = f(a.ref)
		}
		if !ok {
			return Ref{}, false
		}
		d.args[i] = a
	}
	r.Root = Root{Derived: unique.Make(d)}
	return r, true
}

// rootsOf maps each variable an argument reads through f, onto the Ref f
// gives for its root; a root f does not find stays.
func rootsOf(f func(Root) (base Ref, found, ok bool)) func(Ref) (Ref, bool) {
	return func(a Ref) (Ref, bool) {
		base, found, ok := f(a.Root)
		if !found {
			return a, true
		}
		if !ok {
			return Ref{}, false
		}
		return a.On(base), true
	}
}

// String renders a computation for debugging output.
func (d derived) String() string {
	s := "[]"
	if d.fn != (FuncID{}) {
		s = d.fn.FullName
	}
	s += "("
	for i := 0; i < d.n; i++ {
		if i > 0 {
			s += ", "
		}
		if d.args[i].konst != "" {
			s += d.args[i].konst
		} else {
			s += d.args[i].ref.String()
		}
	}
	return s + ")"
}
