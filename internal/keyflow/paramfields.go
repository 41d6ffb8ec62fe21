package keyflow

import (
	"go/ast"
	"go/types"
)

// Fields read through a parameter: in
//
//	func Save(ctx context.Context, d *Doc) { rdb.Set(ctx, "doc:"+d.Id, d.Body, 0) }
//
// d.Id is the id of the document each call passes, not every id the
// package gives a document. The function passes the field on as it
// passes a receiver's chosen field (constructors.go): in the view where
// such fields are holes, d.Id is a hole naming the parameter's field,
// bound at each call to the object the call passes (a composite literal,
// a constructor's result, a local assigned one of those). Where the
// objects are not known (the function's own site, a call passing a
// decoded value), the field has every value the package gives it, and
// the value says so (LimitObjects).

// paramField returns the value of string field f read by sel from the
// object of a parameter: a hole in the view where chosen fields are
// holes, else the field's values over the package, marked LimitObjects;
// none when the package gives it none.
func (c *objectFields) paramField(b *Evaluator, sel *ast.SelectorExpr, f *types.Var) Value {
	if b.inFieldHoles() {
		return b.Unknown(sel)
	}
	b.readChosen()
	return c.fieldUnion(b, f)
}

// passedOnField returns the value of the string field called name of a,
// the calling function's own receiver or parameter that a call passes on
// (s.Find(token) inside a method of s's type): at the caller's own site,
// the field as the caller would read it (s.prefix: the values the
// package gives the field, a parameter's marked LimitObjects); none in
// the view where chosen fields are holes, where the field stays a hole of
// the caller's object, bound at the caller's own calls.
func (c *objectFields) passedOnField(b *Evaluator, a ast.Expr, name string) Value {
	if b.inFieldHoles() || !b.PassedOn(a) {
		return Value{}
	}
	f := fieldNamed(b.Info.TypeOf(a), name)
	if f == nil {
		return Value{}
	}
	b.readChosen()
	v := c.globalTemplates(b, f)
	if b.isReceiver(a) {
		return v
	}
	return v.Limited(LimitObjects)
}

// perCallFields returns the summary of fn, a key helper, with the fields
// it reads from its parameters' objects as holes (func pageKey(o *Opts)
// string { return o.Prefix + ":page" }), when every argument of call
// those fields are read from is an object the call shows: bound to the
// call, the key has the field of that object, not every value the
// package gives the field. None otherwise: the helper reads no such
// field, or an argument's objects are not known, and the summary with
// the fields' union stands. A helper of another package tells its
// per-call summary in its KeyFunc fact.
func (c *keyHelpers) perCallFields(b *Evaluator, call *ast.CallExpr, fn *types.Func) Value {
	if b.inFieldHoles() {
		return Value{}
	}
	var per Value
	if fn.Pkg() == c.ev.pkg {
		per = c.localPerCall(fn)
	} else {
		var f KeyFunc
		if !c.ev.facts.ImportObjectFact(fn, &f) || len(f.PerCall) == 0 {
			return Value{}
		}
		per = c.decodeAt(f.PerCall, fn, call)
	}
	for _, t := range per.Alts {
		for _, part := range t.Parts {
			r, ok := ParamOf(part.Hole)
			if !ok {
				continue
			}
			if name, isField := r.Field(); isField {
				a := ArgFor(call, fn, r.Root.Param)
				if a == nil {
					return Value{}
				}
				if _, known := c.ev.ctors.fieldOf(b, a, name); !known {
					return Value{}
				}
			}
		}
	}
	return per
}

// localPerCall returns the summary of fn, a key helper of this package,
// with the fields it reads from its parameters' objects as holes; none
// when it reads no such field, or reads its receiver's.
func (c *keyHelpers) localPerCall(fn *types.Func) Value {
	if p := c.producers[fn]; p == nil || !p.readsChosen {
		return Value{}
	}
	var per Value
	c.ev.WithFieldHoles(func() { per = c.localProducer(fn) })
	fields := false
	for _, t := range per.Alts {
		for _, part := range t.Parts {
			r, ok := ParamOf(part.Hole)
			if !ok {
				continue
			}
			if _, isField := r.Field(); isField {
				if r.Root.Param < 0 {
					return Value{}
				}
				fields = true
			}
		}
	}
	if !fields {
		return Value{}
	}
	return per
}

// fieldUnion returns every value the package gives string field f (or,
// for a field of another package, its FieldConst fact), marked
// LimitObjects: the objects it is read from are not known. None when
// nothing is known of the field.
func (c *objectFields) fieldUnion(b *Evaluator, f *types.Var) Value {
	v := c.globalTemplates(b, f)
	if !v.Told() {
		return Value{}
	}
	return v.Limited(LimitObjects)
}

// FieldValue returns the templates of the string field called name of the
// objects x holds: what they were made with when they are known (FieldOf),
// else every value the package gives the field, marked LimitObjects, else
// an unknown hole.
func (ev *Evaluator) FieldValue(x ast.Expr, name string) Value {
	if v, ok := ev.FieldOf(x, name); ok {
		return v
	}
	if f := fieldNamed(ev.Info.TypeOf(x), name); f != nil {
		if v := ev.objects.fieldUnion(ev, f); v.Told() {
			return v
		}
	}
	return ev.Unknown(x)
}

// ElemFieldValue returns the templates of the string field called name of
// the elements of list, a slice whose elements are not known: every value
// the package gives the field, marked LimitObjects, else an unknown hole.
func (ev *Evaluator) ElemFieldValue(list ast.Expr, name string) Value {
	if t, ok := types.Unalias(typeOrNil(ev.Info.TypeOf(list))).(*types.Slice); ok {
		if f := fieldNamed(t.Elem(), name); f != nil {
			if v := ev.objects.fieldUnion(ev, f); v.Told() {
				return v
			}
		}
	}
	return ev.Unknown(list)
}

// typeOrNil returns the underlying type of t, or nil.
func typeOrNil(t types.Type) types.Type {
	if t == nil {
		return nil
	}
	return t.Underlying()
}

// SliceLiteral returns the slice literal e is, or that the local variable
// e names is assigned once before e, or nil: the elements a call passes.
func (ev *Evaluator) SliceLiteral(e ast.Expr) *ast.CompositeLit {
	if id, ok := ast.Unparen(e).(*ast.Ident); ok {
		if v, ok := ev.Info.Uses[id].(*types.Var); ok {
			if init := ev.SingleValue(v, id); init != nil {
				e = init
			}
		}
	}
	lit, _ := ast.Unparen(e).(*ast.CompositeLit)
	return lit
}

// PassedOn reports whether e is a parameter or receiver of the package's
// functions: an object a caller passes on, whose fields stay holes of the
// caller's parameter, bound at the caller's own calls.
func (ev *Evaluator) PassedOn(e ast.Expr) bool {
	id, ok := ast.Unparen(e).(*ast.Ident)
	if !ok {
		return false
	}
	v, ok := ev.Info.Uses[id].(*types.Var)
	return ok && (ev.params[v] || ev.receivers[v])
}

// isReceiver reports whether e names the receiver of one of the
// package's methods.
func (ev *Evaluator) isReceiver(e ast.Expr) bool {
	id, ok := ast.Unparen(e).(*ast.Ident)
	if !ok {
		return false
	}
	v, ok := ev.Info.Uses[id].(*types.Var)
	return ok && ev.receivers[v]
}

// fieldNamed returns the string field called name of the struct type t is
// or points to, or nil.
func fieldNamed(t types.Type, name string) *types.Var {
	if t == nil {
		return nil
	}
	if p, ok := t.Underlying().(*types.Pointer); ok {
		t = p.Elem()
	}
	st, ok := t.Underlying().(*types.Struct)
	if !ok {
		return nil
	}
	for i := 0; i < st.NumFields(); i++ {
		if f := st.Field(i); f.Name() == name && IsString(f.Type()) {
			return f
		}
	}
	return nil
}
