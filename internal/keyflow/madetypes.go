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

// ReceiverTypes returns the named types of the objects that receive
// call, a call of interface method m, and whether they are all known:
// those its receiver expression is made with, or, for a method promoted
// from an embedded interface field (type Service struct{ Store };
// svc.Load(...)), those the field is made with in the objects the
// receiver holds.
func (ev *Evaluator) ReceiverTypes(call *ast.CallExpr, m *types.Func) ([]*types.TypeName, bool) {
	if recv := ReceiverOf(ev.Info, call, m); recv != nil {
		return ev.MadeTypes(recv)
	}
	sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr)
	if !ok {
		return nil, false
	}
	s := ev.Info.Selections[sel]
	if s == nil || s.Kind() != types.MethodVal || len(s.Index()) < 2 {
		return nil, false
	}
	if v := ev.viewAt(call.Pos()); v != ev {
		return v.ReceiverTypes(call, m)
	}
	defer ev.enter()()
	allocs, known := ev.objects.allocations(ev, sel.X)
	t := s.Recv()
	for _, i := range s.Index()[:len(s.Index())-1] {
		st := structOf(t)
		if st == nil {
			return nil, false
		}
		f := st.Field(i)
		if known {
			allocs, known = ev.ctors.fieldAllocations(ev, allocs, f)
		}
		if !known {
			allocs, known = ev.ctors.assignedAllocations(ev, f)
		}
		if !known {
			return nil, false
		}
		t = f.Type()
	}
	var out []*types.TypeName
	for _, a := range allocs {
		tn := ev.ctors.madeType(a)
		if tn == nil {
			return nil, false
		}
		out = append(out, tn)
	}
	return out, len(out) > 0
}

// EmbeddedReceiver returns the expression whose object receives call, a
// call of a method promoted from an embedded field (api.Get(ctx) of type
// API struct{ Token }): the one expression the field is set to in the
// objects the receiver holds, through each embedding (a literal's element,
// a constructor's argument); nil when the call is not such a call or the
// field is set to more than one expression, or to one not known.
func (ev *Evaluator) EmbeddedReceiver(call *ast.CallExpr) ast.Expr {
	sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr)
	if !ok {
		return nil
	}
	s := ev.Info.Selections[sel]
	if s == nil || s.Kind() != types.MethodVal || len(s.Index()) < 2 {
		return nil
	}
	if v := ev.viewAt(call.Pos()); v != ev {
		return v.EmbeddedReceiver(call)
	}
	defer ev.enter()()
	x := sel.X
	t := s.Recv()
	for _, i := range s.Index()[:len(s.Index())-1] {
		st := structOf(t)
		if st == nil {
			return nil
		}
		allocs, ok := ev.objects.allocations(ev, x)
		if !ok {
			return nil
		}
		exprs, ok := ev.ctors.fieldExprs(ev, allocs, st.Field(i))
		if !ok || len(exprs) != 1 {
			return nil
		}
		x, t = exprs[0], st.Field(i).Type()
	}
	return x
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

// fieldAllocations returns the allocations of the objects that field f,
// a field holding objects, holds in the objects allocs make (fieldExprs).
func (c *constructorModels) fieldAllocations(b *Evaluator, allocs []ast.Expr, f *types.Var) ([]ast.Expr, bool) {
	exprs, ok := c.fieldExprs(b, allocs, f)
	if !ok {
		return nil, false
	}
	var out []ast.Expr
	for _, e := range exprs {
		got, ok := c.madeAllocations(b, e)
		if !ok {
			return nil, false
		}
		out = append(out, got...)
	}
	return out, true
}

// fieldExprs returns the expressions field f is set to in the objects
// allocs make: a literal's element, or what a constructor of this package
// sets it to, its parameters bound to the call's arguments. A field a
// literal leaves unset adds none.
func (c *constructorModels) fieldExprs(b *Evaluator, allocs []ast.Expr, f *types.Var) ([]ast.Expr, bool) {
	var out []ast.Expr
	for _, a := range allocs {
		switch a := a.(type) {
		case *ast.CompositeLit:
			if el := fieldValue(b.Info, a, f); el != nil {
				out = append(out, el)
			}
		case *ast.CallExpr:
			fn := Callee(b.Info, a)
			if fn == nil || fn.Origin().Pkg() != c.ev.pkg {
				return nil, false
			}
			fn = fn.Origin()
			c.constructs(fn)
			k := c.constructors[fn]
			if k == nil || len(k.allocs) == 0 {
				return nil, false
			}
			params := ParamIndex(fn)
			for _, ra := range k.allocs {
				lit, ok := ra.(*ast.CompositeLit)
				if !ok {
					return nil, false
				}
				el := fieldValue(b.Info, lit, f)
				if el == nil {
					continue
				}
				if id, ok := ast.Unparen(el).(*ast.Ident); ok && b.Info.Uses[id] != nil {
					if idx, isParam := params[VarRoot(b.Info.Uses[id])]; isParam {
						el = ArgFor(a, fn, idx)
						if el == nil {
							return nil, false
						}
					}
				}
				out = append(out, el)
			}
		default:
			return nil, false
		}
	}
	return out, true
}

// assignedAllocations returns the allocations of every object this
// package stores into field f, whichever object holds it.
func (c *constructorModels) assignedAllocations(b *Evaluator, f *types.Var) ([]ast.Expr, bool) {
	f = f.Origin()
	if f.Pkg() != c.ev.pkg || c.ev.globals.opaque[f] || len(c.ev.globals.assigns[f]) == 0 {
		return nil, false
	}
	var out []ast.Expr
	for _, e := range c.ev.globals.assigns[f] {
		got, ok := c.madeAllocations(b, e)
		if !ok {
			return nil, false
		}
		out = append(out, got...)
	}
	return out, true
}

// madeAllocations returns the allocations of the objects e may hold, as
// objects.allocations does, and also for a call of a function of this
// package whose returns all allocate, though it sets no string field.
func (c *constructorModels) madeAllocations(b *Evaluator, e ast.Expr) ([]ast.Expr, bool) {
	if allocs, ok := c.ev.objects.allocations(b, e); ok {
		return allocs, true
	}
	call, ok := ast.Unparen(e).(*ast.CallExpr)
	if !ok {
		return nil, false
	}
	fn := Callee(b.Info, call)
	if fn == nil || fn.Origin().Pkg() != c.ev.pkg {
		return nil, false
	}
	c.constructs(fn.Origin())
	if k := c.constructors[fn.Origin()]; k != nil && k.made != nil {
		return []ast.Expr{call}, true
	}
	return nil, false
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
	if fn == nil {
		return nil
	}
	fn = fn.Origin()
	if fn.Pkg() == c.ev.pkg {
		// A constructor that sets no string field still makes its type.
		c.constructs(fn)
		if k := c.constructors[fn]; k != nil {
			return k.made
		}
		return nil
	}
	if c.constructs(fn) == nil {
		return nil
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
