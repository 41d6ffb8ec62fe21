package keyflow

import (
	"go/ast"
	"go/types"
)

// The types an expression's objects are made with: a call through an
// interface reaches only the implementations whose objects the program
// makes and hands to that value. An object's type is its allocation's:
// a composite literal's type, a constructor's concrete result, or, for a
// constructor returning an interface (NewToken(...) TokenSource), the
// one named type all its allocations have (recorded in its summary, and
// in its ConstructsFact for other packages).

// MadeTypes returns the named types of the objects x may hold, from their
// allocations (objects.go), and whether every allocation's type is known.
// An expression of a concrete named type is of that type whatever made it.
func (ev *Evaluator) MadeTypes(x ast.Expr) ([]*types.TypeName, bool) {
	if v := ev.viewAt(x.Pos()); v != ev {
		return v.MadeTypes(x)
	}
	defer ev.enter()()
	if t := ev.Info.TypeOf(x); t != nil && !types.IsInterface(t) {
		tn := namedOf(t)
		return []*types.TypeName{tn}, tn != nil
	}
	allocs, ok := ev.objects.allocations(ev, x)
	if !ok || len(allocs) == 0 {
		return nil, false
	}
	var out []*types.TypeName
	for _, a := range allocs {
		tn := ev.ctors.madeType(a)
		if tn == nil {
			return nil, false
		}
		out = append(out, tn)
	}
	return out, true
}

// ObjectsKnown reports whether the allocations of every object x may hold
// are known: the fields of its objects are what they were made with, not
// the union of what the package stores into the fields.
func (ev *Evaluator) ObjectsKnown(x ast.Expr) bool {
	if v := ev.viewAt(x.Pos()); v != ev {
		return v.ObjectsKnown(x)
	}
	defer ev.enter()()
	x = ast.Unparen(x)
	if u, ok := x.(*ast.StarExpr); ok {
		x = ast.Unparen(u.X)
	}
	if v := ev.objects.importedObject(ev, x); v != nil {
		var fact ObjectFact
		return ev.facts.ImportObjectFact(v, &fact)
	}
	allocs, ok := ev.objects.allocations(ev, x)
	return ok && len(allocs) > 0
}

// MethodsOf returns the methods that implement interface method m for
// objects of the types made: declared on the type or promoted to it.
func MethodsOf(made []*types.TypeName, m *types.Func) map[*types.Func]bool {
	out := make(map[*types.Func]bool)
	for _, tn := range made {
		obj, _, _ := types.LookupFieldOrMethod(types.NewPointer(tn.Type()), false, m.Pkg(), m.Name())
		if fn, ok := obj.(*types.Func); ok {
			out[fn.Origin()] = true
		}
	}
	return out
}

// madeType returns the named type of the object allocation a makes, or
// nil when it is not known.
func (c *constructorModels) madeType(a ast.Expr) *types.TypeName {
	t := c.ev.Info.TypeOf(a)
	if tuple, ok := t.(*types.Tuple); ok && tuple.Len() > 0 {
		t = tuple.At(0).Type()
	}
	if t != nil && !types.IsInterface(t) {
		return namedOf(t)
	}
	call, ok := a.(*ast.CallExpr)
	if !ok {
		return nil
	}
	fn := Callee(c.ev.Info, call)
	if fn == nil || c.constructs(fn.Origin()) == nil {
		return nil
	}
	fn = fn.Origin()
	if fn.Pkg() == c.ev.pkg {
		return c.constructors[fn].made
	}
	var f ConstructsFact
	if !c.ev.facts.ImportObjectFact(fn, &f) || f.Type == "" {
		return nil
	}
	tn, _ := fn.Pkg().Scope().Lookup(f.Type).(*types.TypeName)
	return tn
}

// madeBy returns the one named type of the objects allocs make, or nil
// when they differ or one is unknown.
func (c *constructorModels) madeBy(allocs []ast.Expr) *types.TypeName {
	var made *types.TypeName
	for _, a := range allocs {
		tn := c.madeType(a)
		if tn == nil || made != nil && tn != made {
			return nil
		}
		made = tn
	}
	return made
}

// namedOf returns the type name of t, or of what t points to, or nil.
func namedOf(t types.Type) *types.TypeName {
	if p, ok := types.Unalias(t).(*types.Pointer); ok {
		t = p.Elem()
	}
	n, ok := types.Unalias(t).(*types.Named)
	if !ok {
		return nil
	}
	return n.Origin().Obj()
}
