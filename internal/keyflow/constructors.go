package keyflow

import (
	"go/ast"
	"go/types"

	"golang.org/x/tools/go/ast/inspector"

	"github.com/rediskeylint/rediskeylint/keyrules"
)

// Constructors: a function that returns a struct it allocates, its string
// fields set from its parameters (NewCache(rdb, "session", ttl) keeping
// "session" as the prefix its methods build keys from), is summarised by
// the templates of those fields in terms of its parameters. An object a
// call of it makes then has the call's arguments in its fields, so each
// call is checked with its own literal; a method that builds a key from a
// field of its receiver is a wrapper of that field (a hole whose Ref is
// the receiver's field, as Ref{Root: ParamRoot(-1), Path:
// ".prefix"}), bound at every call to the receiver's allocation.

// constructorModels are the summaries of the package's constructors: the
// fields a constructor sets from its parameters, bound at each call.
type constructorModels struct {
	ev           *Evaluator
	constructors map[*types.Func]*constructor
	// holeProducers memoise the key helpers' templates built with the
	// receiver's chosen fields as holes.
	holeProducers map[*types.Func]*producer
	// constructorSet memoises setByConstructor.
	constructorSet map[*types.Var]bool
}

// A ConstructsFact records the string fields of the object a constructor
// returns, with holes for its parameters, for calls in other packages.
type ConstructsFact struct {
	Fields FieldFacts
	// Type names the type of the objects made, declared in the
	// constructor's package, when the constructor returns an interface
	// (madetypes.go); "" otherwise or when they differ.
	Type string `json:",omitempty"`
}

func (*ConstructsFact) AFact() {}

func (f *ConstructsFact) String() string { return "constructs(" + f.Fields.String() + ")" }

// A constructor is the summary of a function of this package, computed
// once.
type constructor struct {
	fields map[string]Value
	// st is the struct type of the objects it makes; made their named
	// type, when they all have one.
	st   *types.Struct
	made *types.TypeName
	// allocs are the allocations its returns give (madetypes.go follows
	// the fields they set that hold objects, not strings).
	allocs          []ast.Expr
	done, computing bool
}

// constructs returns the string fields of the object fn returns, with
// parameter holes (ParamRoot) for its parameters, or nil when fn is not a
// constructor: a function whose every return gives, as its first result,
// a struct literal (or its address), directly or through a local
// variable, or a call of another constructor.
func (c *constructorModels) constructs(fn *types.Func) map[string]Value {
	if fn == nil || fn.Pkg() == nil {
		return nil
	}
	if fn.Pkg() != c.ev.pkg {
		return c.importedConstructs(fn)
	}
	k := c.constructors[fn]
	if k == nil {
		k = &constructor{}
		c.constructors[fn] = k
	}
	if k.done || k.computing {
		return k.fields
	}
	k.computing = true
	defer func() { k.computing, k.done = false, true }()
	c.ev.outsideShare(func() { k.fields = c.localConstructs(fn) })
	return k.fields
}

func (c *constructorModels) localConstructs(fn *types.Func) map[string]Value {
	decl := c.ev.decls[fn]
	sig := fn.Signature()
	if decl == nil || decl.Body == nil || sig.Results().Len() == 0 {
		return nil
	}
	result := sig.Results().At(0).Type()
	if structOf(result) == nil && !types.IsInterface(result) {
		return nil
	}
	body, found := c.ev.syntax.at(decl.Body)
	if !found {
		return nil
	}
	var allocs []ast.Expr
	known := true
	body.Inspect(returnsOrLits, func(cur inspector.Cursor) bool {
		switch n := cur.Node().(type) {
		case *ast.FuncLit:
			return false // its returns are not fn's
		case *ast.ReturnStmt:
			if len(n.Results) == 1 && sig.Results().Len() > 1 && isCall(ast.Unparen(n.Results[0])) {
				// return NewWithOptions(...): the other constructor's
				// results are fn's.
				a, ok := c.ev.objects.allocations(c.ev, n.Results[0])
				known = known && ok
				allocs = append(allocs, a...)
				return true
			}
			if len(n.Results) != sig.Results().Len() || !known {
				known = false
				return false
			}
			if isNil(c.ev.Info, n.Results[0]) {
				return true // a failure: no object
			}
			a, ok := c.ev.objects.allocations(c.ev, n.Results[0])
			known = known && ok
			allocs = append(allocs, a...)
		}
		return true
	})
	if !known || len(allocs) == 0 {
		return nil
	}
	st := c.allocatedStruct(result, allocs)
	if st == nil {
		return nil
	}
	c.constructors[fn].st = st
	c.constructors[fn].made = c.madeBy(allocs)
	c.constructors[fn].allocs = allocs
	params := ParamIndex(fn)
	fields := make(map[string]Value)
	useful := false
	for i := 0; i < st.NumFields(); i++ {
		f := st.Field(i)
		if !holdsKey(f.Type()) || c.ev.globals.fieldWritten[f.Origin()] {
			continue
		}
		var v Value
		for _, a := range allocs {
			got, ok := c.ev.objects.allocatedField(c.ev, a, f)
			if !ok {
				got = Of(keyrules.Template{}) // not set: the zero value
			}
			// An object of another constructor, given literal text here
			// (New calling NewWithPrefix(pool, "session:")), is made
			// with that text: a default constructor, a function.
			useful = useful || sig.Recv() == nil && isCall(a) && knownText(got) && AllLiteral(got.Alts)
			v = v.Join(got)
		}
		ts := make([]keyrules.Template, len(v.Alts))
		for i, t := range v.Alts {
			t, usesParams := Normalize(t, params)
			useful = useful || usesParams
			ts[i] = t
		}
		fields[f.Name()] = v.With(ts)
	}
	if !useful && !takesOptions(fn) {
		return nil
	}
	return fields
}

// ownDefaults returns v, a value assigned inside fn, an exported
// constructor, joined with what each of the package's own calls of fn
// binds it to: the defaults its sibling constructors give (New(pool)
// calling NewWithPrefix(pool, "session:"), NewStore(c) calling
// NewStoreWithOptions(c, Options{Prefix: DefaultPrefix})). It returns
// none when the package does not call fn, or calls it more than
// maxBoundCalls times, or uses it as a value, or the values are more than
// the engine keeps.
func (c *constructorModels) ownDefaults(b *Evaluator, fn *types.Func, v Value) Value {
	if !fn.Exported() || c.constructs(fn) == nil {
		return Value{}
	}
	cs := c.ev.helpers.callIndex // built by closedCalls, asked first
	if cs == nil || cs.escaped[fn] || len(cs.sites[fn]) == 0 || len(cs.sites[fn]) > maxBoundCalls {
		return Value{}
	}
	params := ParamIndex(fn)
	ts := make([]keyrules.Template, len(v.Alts))
	for i, t := range v.Alts {
		ts[i], _ = Normalize(t, params)
	}
	summary := v.With(ts)
	// A default that reads as the open value, or as another default,
	// adds nothing to the catalog.
	seen := make(map[string]bool)
	for _, t := range v.Alts {
		seen[t.String()] = true
	}
	var defaults []keyrules.Template
	for _, call := range cs.sites[fn] {
		for _, t := range c.ev.helpers.bind(b, summary, callArgs(call, fn)).Alts {
			if !seen[t.String()] {
				seen[t.String()] = true
				defaults = append(defaults, t)
			}
		}
	}
	if len(defaults) == 0 {
		return Value{}
	}
	// Past the engine's bound, the unbound value says more.
	out := v.With(append(defaults, v.Alts...))
	if !fits(len(out.Alts)) {
		return Value{}
	}
	return out
}

// importedConstructs returns the fields of constructor fn of another
// package, from its fact.
func (c *constructorModels) importedConstructs(fn *types.Func) map[string]Value {
	var f ConstructsFact
	if !c.ev.facts.ImportObjectFact(fn, &f) {
		return nil
	}
	via := ViaFunc(fn)
	return f.Fields.decode(func() int { return c.ev.Origins.Via(nil, via) })
}

// exportConstructors exports a ConstructsFact for every exported
// constructor of the package.
func (c *constructorModels) exportConstructors() {
	for fn := range c.ev.decls {
		if !fn.Exported() {
			continue
		}
		fields := c.constructs(fn)
		if fields == nil {
			continue
		}
		fact := &ConstructsFact{Fields: encodeFields(fields)}
		if made := c.constructors[fn].made; made != nil && types.IsInterface(fn.Signature().Results().At(0).Type()) && made.Parent() == c.ev.pkg.Scope() {
			fact.Type = made.Name()
		}
		c.ev.facts.ExportObjectFact(fn, fact)
	}
}

// fieldOf returns the templates of the string field named name of the
// object x holds, and whether they are known.
func (c *constructorModels) fieldOf(b *Evaluator, x ast.Expr, name string) (Value, bool) {
	t := b.Info.TypeOf(x)
	if t == nil {
		return Value{}, false
	}
	if types.IsInterface(t) {
		return c.interfaceField(b, x, name)
	}
	if p, ok := t.Underlying().(*types.Pointer); ok {
		t = p.Elem()
	}
	n, ok := types.Unalias(t).(*types.Named)
	if !ok {
		return Value{}, false
	}
	obj, _, _ := types.LookupFieldOrMethod(n, true, n.Obj().Pkg(), name)
	f, ok := obj.(*types.Var)
	if !ok || !f.IsField() {
		return Value{}, false
	}
	return c.ev.objects.objectField(b, x, f)
}

// interfaceField returns the templates of the string field named name of
// the objects x, of interface type, holds: each made by a constructor call
// (NewToken(...) TokenHandle), whose summary has the field.
func (c *constructorModels) interfaceField(b *Evaluator, x ast.Expr, name string) (Value, bool) {
	allocs, ok := c.ev.objects.allocations(b, x)
	if !ok || len(allocs) == 0 {
		return Value{}, false
	}
	var out Value
	for _, a := range allocs {
		call, ok := a.(*ast.CallExpr)
		if !ok {
			return Value{}, false
		}
		v, ok := c.ev.objects.constructedField(b, call, name)
		if !ok {
			return Value{}, false
		}
		out = out.Join(v)
	}
	return out.Bound(b.Origins), true
}

// fieldHole returns the hole of field f read by sel from the receiver of
// a method of this package, when the field's value is chosen where the
// object is made: the package stores into it something other than
// literal text (a constructor's parameter), or nothing at all. The hole
// names the receiver's field, so a method building a key from it is a
// wrapper of its receiver. Holes are made only while b.fieldHoles is set
// (the templates a method passes on); otherwise the read is noted in
// b.sawFieldHole and nothing returned, so that the method's own site
// keeps the union of the field's values.
func (c *constructorModels) fieldHole(b *Evaluator, sel *ast.SelectorExpr, f *types.Var) Value {
	id, ok := ast.Unparen(sel.X).(*ast.Ident)
	if !ok {
		return Value{}
	}
	v, ok := b.Info.Uses[id].(*types.Var)
	if ok && c.ev.params[v] && IsString(f.Type()) {
		return c.ev.objects.paramField(b, sel, f)
	}
	if !ok || !c.ev.receivers[v] || !holdsKey(f.Type()) {
		return Value{}
	}
	chosen := c.setByConstructor(f)
	if values := c.ev.objects.globalTemplates(b, f).Alts; len(values) == 0 {
		chosen = true
	} else {
		for _, t := range values {
			chosen = chosen || !t.IsLiteral()
		}
	}
	switch {
	case !chosen:
		return Value{}
	case b.inFieldHoles():
		return b.Unknown(sel)
	}
	b.readChosen()
	return Value{}
}

// setByConstructor reports whether a constructor of this package sets
// field f from one of its parameters. Its callers may all be known, and
// the union of what they pass literal text, yet each object has its own.
func (c *constructorModels) setByConstructor(f *types.Var) bool {
	f = f.Origin()
	if set, ok := c.constructorSet[f]; ok {
		return set
	}
	c.constructorSet[f] = false
	for _, e := range c.ev.globals.assigns[f] {
		for _, t := range c.constructs(c.ev.enclosingFunc(e.Pos()))[f.Name()].Alts {
			for _, p := range t.Parts {
				if _, ok := ParamOf(p.Hole); ok {
					c.constructorSet[f] = true
					return true
				}
			}
		}
	}
	return false
}

// selectedField returns the templates of a field read, sel, from the
// object sel.X holds (objectField), or the hole of a field its maker
// chooses (fieldHole); ok is false when neither applies.
func (c *constructorModels) selectedField(b *Evaluator, sel *ast.SelectorExpr, f *types.Var) (Value, bool) {
	if v, ok := c.ev.objects.objectField(b, sel.X, f); ok {
		return v, true
	}
	if v := c.fieldHole(b, sel, f); v.Told() {
		return v, true
	}
	return Value{}, false
}

// allocatedStruct returns the struct type of the objects a constructor
// returns as result: the result's own, or, for a result of interface
// type (NewToken(...) TokenHandle), the one type all its allocations
// have; nil when they differ.
func (c *constructorModels) allocatedStruct(result types.Type, allocs []ast.Expr) *types.Struct {
	if !types.IsInterface(result) {
		return structOf(result)
	}
	var st *types.Struct
	for _, a := range allocs {
		got := c.structMade(a)
		if got == nil || st != nil && !types.Identical(got, st) {
			return nil
		}
		st = got
	}
	return st
}

// structMade returns the struct type of the object allocation a makes:
// the literal's, the constructor's result, or, for a constructor of this
// package that returns an interface, the struct it makes; nil if unknown.
func (c *constructorModels) structMade(a ast.Expr) *types.Struct {
	t := c.ev.Info.TypeOf(a)
	if tuple, ok := t.(*types.Tuple); ok && tuple.Len() > 0 {
		t = tuple.At(0).Type()
	}
	if t == nil {
		return nil
	}
	if st := structOf(t); st != nil {
		return st
	}
	if call, ok := a.(*ast.CallExpr); ok {
		if fn := Callee(c.ev.Info, call); fn != nil && c.constructs(fn.Origin()) != nil && c.constructors[fn.Origin()] != nil {
			return c.constructors[fn.Origin()].st
		}
	}
	return nil
}

// isCall reports whether allocation a is a call (of a constructor).
func isCall(a ast.Expr) bool {
	_, ok := a.(*ast.CallExpr)
	return ok
}

// knownText reports whether some alternative of v has literal text.
func knownText(v Value) bool {
	for _, t := range v.Alts {
		if !t.IsUnknown() && !t.IsEmpty() {
			return true
		}
	}
	return false
}

// structOf returns the struct type t is, or points to, or nil.
func structOf(t types.Type) *types.Struct {
	if p, ok := t.Underlying().(*types.Pointer); ok {
		t = p.Elem()
	}
	st, _ := t.Underlying().(*types.Struct)
	return st
}

// isNil reports whether e is the predeclared nil.
func isNil(info *types.Info, e ast.Expr) bool {
	tv, ok := info.Types[e]
	return ok && tv.IsNil()
}
