package keyflow

import (
	"go/ast"
	"go/token"
	"go/types"
	"sort"
	"strings"

	"github.com/rediskeylint/rediskeylint/keyrules"
)

// Fields are read per object: x.f takes the value stored into the object x
// holds, when x's allocations are known, rather than every value any
// literal of the type gives f. Two values of one struct type (a Redis
// namespace and an object-store bucket, a task's type name and its
// payload) then never mix.
//
// An object is known by its allocation: the composite literal that
// initialises a package variable (in this package, or in another through
// its ObjectFact), or the literals assigned to a local variable. A field
// also assigned outside literals (x.f = e) is not followed per object:
// such writes are not tied to one allocation here.

// objectFields answers what a field or package variable holds, from the
// objects it is read from: their allocations in this package, the facts of
// the package that declares them, and option functions.
type objectFields struct {
	ev *Evaluator
	// options are the package's option functions (options.go).
	options map[*types.Func]*option
}

// An ObjectFact records the string fields a package variable is
// initialised with, for reads in other packages.
type ObjectFact struct {
	Fields FieldFacts
}

func (*ObjectFact) AFact() {}

func (f *ObjectFact) String() string { return "object(" + f.Fields.String() + ")" }

// FieldFacts are the templates of an object's string fields, in a fact:
// a slice sorted by name, since gob encodes a map in no fixed order.
type FieldFacts []FieldFact

// A FieldFact is the templates of one string field.
type FieldFact struct {
	Name      string
	Templates []FactTemplate
}

// encodeFields returns the fact form of fields.
func encodeFields(fields map[string]Value) FieldFacts {
	out := make(FieldFacts, 0, len(fields))
	for name, v := range fields {
		ff := FieldFact{Name: name}
		for _, t := range v.Alts {
			ff.Templates = append(ff.Templates, EncodeTemplate(t))
		}
		out = append(out, ff)
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Name < out[j].Name })
	return out
}

// lookup returns the templates of field name.
func (fs FieldFacts) lookup(name string) ([]FactTemplate, bool) {
	for _, f := range fs {
		if f.Name == name {
			return f.Templates, true
		}
	}
	return nil, false
}

// decode returns the fields' templates, each part with an origin from
// origin.
func (fs FieldFacts) decode(origin func() int) map[string]Value {
	out := make(map[string]Value, len(fs))
	for _, f := range fs {
		var ts []keyrules.Template
		for _, ft := range f.Templates {
			ts = append(ts, ft.Template(origin))
		}
		out[f.Name] = Of(ts...)
	}
	return out
}

func (fs FieldFacts) String() string {
	parts := make([]string, len(fs))
	for i, f := range fs {
		parts[i] = f.Name + ": " + joinTemplates(f.Templates)
	}
	return strings.Join(parts, "; ")
}

// objectField returns the templates of field f of the object x holds, and
// whether x's allocations are known.
func (c *objectFields) objectField(b *Evaluator, x ast.Expr, f *types.Var) (Value, bool) {
	if !holdsKey(f.Type()) {
		return Value{}, false
	}
	x = ast.Unparen(x)
	if u, ok := x.(*ast.StarExpr); ok {
		x = ast.Unparen(u.X)
	}
	if v := c.importedObject(b, x); v != nil {
		return c.importedField(x, v, f)
	}
	if c.ev.globals.fieldWritten[f.Origin()] {
		return Value{}, false
	}
	allocs, ok := c.allocations(b, x)
	if !ok {
		return Value{}, false
	}
	var out Value
	for _, a := range allocs {
		v, ok := c.allocatedField(b, a, f)
		if !ok {
			return Value{}, false
		}
		out = out.Join(v)
	}
	return out.Bound(b.Origins), true
}

// importedObject returns the package variable of another package that x
// names, or nil.
func (c *objectFields) importedObject(b *Evaluator, x ast.Expr) *types.Var {
	id := NamedIdent(x)
	if id == nil {
		return nil
	}
	v, ok := b.Info.Uses[id].(*types.Var)
	if !ok || v.IsField() || v.Pkg() == nil || v.Pkg() == c.ev.pkg {
		return nil
	}
	return v
}

// importedField returns field f of package variable v of another package,
// from v's ObjectFact.
func (c *objectFields) importedField(x ast.Expr, v *types.Var, f *types.Var) (Value, bool) {
	var fact ObjectFact
	if !c.ev.facts.ImportObjectFact(v, &fact) {
		return Value{}, false
	}
	fts, ok := fact.Fields.lookup(f.Name())
	if !ok {
		return Value{}, false
	}
	via := Via{Obj: v, Field: f}
	var out []keyrules.Template
	for _, ft := range fts {
		out = append(out, ft.Template(func() int { return c.ev.Origins.Via(x, via) }))
	}
	return Of(out...), true
}

// allocations returns the expressions that allocated the objects x may
// hold: struct literals and constructor calls. They are followed through
// local variables, package variables and fields of this package assigned
// only such expressions; ok is false when some allocation is not known.
func (c *objectFields) allocations(b *Evaluator, x ast.Expr) ([]ast.Expr, bool) {
	x = ast.Unparen(x)
	if u, ok := x.(*ast.UnaryExpr); ok && u.Op == token.AND {
		x = ast.Unparen(u.X)
	}
	switch e := x.(type) {
	case *ast.CompositeLit:
		return []ast.Expr{e}, true
	case *ast.CallExpr:
		if fn := Callee(b.Info, e); fn != nil && c.ev.ctors.constructs(fn.Origin()) != nil {
			return []ast.Expr{e}, true
		}
		return nil, false
	case *ast.Ident, *ast.SelectorExpr:
	default:
		return nil, false
	}
	var id *ast.Ident
	if sel, ok := x.(*ast.SelectorExpr); ok {
		id = sel.Sel
	} else {
		id = x.(*ast.Ident)
	}
	v, ok := b.Info.Uses[id].(*types.Var)
	if !ok || v.Pkg() != c.ev.pkg {
		return nil, false
	}
	v = v.Origin()
	if b.isVisiting(v) {
		return nil, false
	}
	var values []ast.Expr
	switch {
	case v.IsField() || v.Parent() == c.ev.pkg.Scope():
		// Every value this package stores into the field or variable.
		if c.ev.globals.opaque[v] || len(c.ev.globals.assigns[v]) == 0 {
			return nil, false
		}
		values = c.ev.globals.assigns[v]
	default:
		defs, complete := b.Locals().Reaching(v, id)
		if !complete || len(defs) == 0 {
			return nil, false
		}
		for _, d := range defs {
			if d.Value == nil || d.Op == token.ADD_ASSIGN {
				return nil, false
			}
			values = append(values, d.Value)
		}
	}
	defer b.visit(v)()
	var out []ast.Expr
	for _, e := range values {
		allocs, ok := c.allocations(b, e)
		if !ok {
			return nil, false
		}
		out = append(out, allocs...)
	}
	return out, true
}

// allocatedField returns the templates of field f of the object that
// allocation a makes: the literal's element, or the constructor's field
// bound to the call's arguments.
func (c *objectFields) allocatedField(b *Evaluator, a ast.Expr, f *types.Var) (Value, bool) {
	switch a := a.(type) {
	case *ast.CompositeLit:
		el := fieldValue(b.Info, a, f)
		if el == nil {
			return Value{}, false
		}
		return b.Eval(el), true
	case *ast.CallExpr:
		return c.constructedField(b, a, f.Name())
	}
	return Value{}, false
}

// constructedField returns the templates of the string field named name of
// the object the constructor call makes, bound to the call's arguments.
func (c *objectFields) constructedField(b *Evaluator, call *ast.CallExpr, name string) (Value, bool) {
	if v, ok := c.optionValue(b, call, name); ok {
		return v, true
	}
	fn := Callee(b.Info, call).Origin()
	v, ok := c.ev.ctors.constructs(fn)[name]
	if !ok {
		return Value{}, false
	}
	return c.ev.helpers.bind(b, v, func(idx int) ast.Expr { return ArgFor(call, fn, idx) }), true
}

// fieldValue returns the element of a struct literal that sets field f,
// or nil.
func fieldValue(info *types.Info, lit *ast.CompositeLit, f *types.Var) ast.Expr {
	t := info.TypeOf(lit)
	if t == nil {
		return nil
	}
	// An element of a []*T literal that elides &T has type *T.
	st := structOf(t)
	if st == nil {
		return nil
	}
	for i, el := range lit.Elts {
		if kv, ok := el.(*ast.KeyValueExpr); ok {
			if key, ok := kv.Key.(*ast.Ident); ok && sameField(info.Uses[key], f) {
				return kv.Value
			}
			continue
		}
		if i < st.NumFields() && sameField(st.Field(i), f) {
			return el
		}
	}
	return nil
}

// sameField reports whether obj is field f, in whichever instantiation of
// a generic type.
func sameField(obj types.Object, f *types.Var) bool {
	v, ok := obj.(*types.Var)
	return ok && v.Origin() == f.Origin()
}

// exportObjects exports an ObjectFact for every exported package variable
// whose allocations are known (a struct literal, a constructor call),
// with the string fields they set that are not written elsewhere.
func (c *objectFields) exportObjects() {
	scope := c.ev.pkg.Scope()
	for _, name := range scope.Names() {
		v, ok := scope.Lookup(name).(*types.Var)
		if !ok || !v.Exported() {
			continue
		}
		st := structOf(v.Type())
		init := c.ev.globals.init(v)
		if st == nil || init == nil {
			continue
		}
		allocs, ok := c.allocations(c.ev, init)
		if !ok {
			continue
		}
		fields := make(map[string]Value)
		for i := 0; i < st.NumFields(); i++ {
			f := st.Field(i)
			if !holdsKey(f.Type()) || c.ev.globals.fieldWritten[f.Origin()] {
				continue
			}
			var v Value
			useful, known := false, true
			for _, a := range allocs {
				got, ok := c.allocatedField(c.ev, a, f)
				known = known && ok
				for _, t := range got.Alts {
					useful = useful || !t.IsUnknown()
				}
				v = v.Join(got)
			}
			if known && useful {
				fields[f.Name()] = v
			}
		}
		if len(fields) > 0 {
			c.ev.facts.ExportObjectFact(v, &ObjectFact{Fields: encodeFields(fields)})
		}
	}
}
