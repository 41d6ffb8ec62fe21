package keyflow

import (
	"go/ast"
	"go/token"
	"go/types"
	"slices"

	"github.com/rediskeylint/rediskeylint/keyrules"
)

// globals records the assignments of the package's own package-level
// variables and struct fields: composite literals, constructors, methods.
// A variable initialised once and never reassigned behaves like a
// constant; one assigned several times has the union of its assignments.
type globals struct {
	assigns map[*types.Var][]ast.Expr
	// opaque marks variables assigned in a way that hides the value (a
	// call with several results, an op-assignment, &v taken).
	opaque map[*types.Var]bool
	// appends are the x.f += e of string fields that fieldappends.go
	// follows, in source order.
	appends map[*types.Var][]fieldAppend
	// fieldWritten marks the struct fields (of any package) this package
	// assigns outside composite literals, or takes the address of.
	fieldWritten map[*types.Var]bool
	// initial holds the initialiser of each package variable declared
	// with one.
	initial map[*types.Var]ast.Expr
	// order lists the variables in the order they were first assigned,
	// so that facts are exported deterministically.
	order []*types.Var
	// value returns the templates of one assigned value (b.templates, or
	// one that binds the parameters of a constructor).
	value func(b *Evaluator, e ast.Expr) Value
	// encoded holds the codecs the package encodes each variable with,
	// found when a decoded value is first stored (roundtrip.go).
	encoded map[*types.Var][]Codec
}

// The assignments in optionWrites, made by option closures (options.go),
// do not make their fields written.
func newGlobals(pkg *types.Package, info *types.Info, files *syntax, optionWrites map[*ast.AssignStmt]bool) *globals {
	g := &globals{assigns: make(map[*types.Var][]ast.Expr), opaque: make(map[*types.Var]bool), fieldWritten: make(map[*types.Var]bool),
		initial: make(map[*types.Var]ast.Expr), appends: make(map[*types.Var][]fieldAppend)}
	markField := func(e ast.Expr) {
		if sel, ok := ast.Unparen(e).(*ast.SelectorExpr); ok {
			if v, ok := info.Uses[sel.Sel].(*types.Var); ok && v.IsField() {
				g.fieldWritten[v.Origin()] = true
			}
		}
	}
	// tracked returns the package variable or field of this package an
	// expression names.
	tracked := func(e ast.Expr) *types.Var {
		id := NamedIdent(ast.Unparen(e))
		if id == nil {
			return nil
		}
		obj := info.Defs[id]
		if obj == nil {
			obj = info.Uses[id]
		}
		v, ok := obj.(*types.Var)
		if !ok || v.Pkg() != pkg || !v.IsField() && v.Parent() != pkg.Scope() {
			return nil
		}
		return v.Origin()
	}
	add := func(v *types.Var, e ast.Expr) {
		if _, seen := g.assigns[v]; !seen && !g.opaque[v] {
			g.order = append(g.order, v)
		}
		g.assigns[v] = append(g.assigns[v], e)
	}
	for c := range files.preorder((*ast.ValueSpec)(nil), (*ast.AssignStmt)(nil), (*ast.CompositeLit)(nil), (*ast.UnaryExpr)(nil)) {
		switch n := c.Node().(type) {
		case *ast.ValueSpec:
			for i, name := range n.Names {
				v := tracked(name)
				if v == nil {
					continue
				}
				if len(n.Values) == len(n.Names) {
					add(v, n.Values[i])
					g.initial[v] = n.Values[i]
				} else if len(n.Values) > 0 {
					g.opaque[v] = true
				}
			}
		case *ast.AssignStmt:
			for i, lhs := range n.Lhs {
				if !optionWrites[n] {
					markField(lhs)
				}
				v := tracked(lhs)
				if v == nil {
					continue
				}
				if len(n.Lhs) == len(n.Rhs) && (n.Tok == token.ASSIGN || n.Tok == token.DEFINE) {
					add(v, n.Rhs[i])
				} else if a, ok := appendAt(c, n, v); ok {
					g.appends[v] = append(g.appends[v], a)
				} else {
					g.opaque[v] = true
				}
			}
		case *ast.CompositeLit:
			g.compositeFields(info, pkg, n, add)
		case *ast.UnaryExpr:
			if n.Op == token.AND {
				markField(n.X)
				if v := tracked(n.X); v != nil {
					g.opaque[v] = true
				}
			}
		}
	}
	return g
}

// compositeFields records the fields a struct literal of this package sets.
func (g *globals) compositeFields(info *types.Info, pkg *types.Package, lit *ast.CompositeLit, add func(*types.Var, ast.Expr)) {
	t := info.TypeOf(lit)
	if t == nil {
		return
	}
	if p, ok := t.Underlying().(*types.Pointer); ok {
		t = p.Elem()
	}
	st, ok := t.Underlying().(*types.Struct)
	if !ok {
		return
	}
	for i, el := range lit.Elts {
		if kv, ok := el.(*ast.KeyValueExpr); ok {
			if id, ok := kv.Key.(*ast.Ident); ok {
				if v, ok := info.Uses[id].(*types.Var); ok && v.IsField() && v.Pkg() == pkg {
					add(v.Origin(), kv.Value)
				}
			}
			continue
		}
		if i < st.NumFields() && st.Field(i).Pkg() == pkg {
			add(st.Field(i).Origin(), el)
		}
	}
}

// init returns the single initialiser of a never-reassigned variable.
func (g *globals) init(v *types.Var) ast.Expr {
	v = v.Origin()
	if g.opaque[v] || len(g.assigns[v]) != 1 || len(g.appends[v]) > 0 {
		return nil
	}
	return g.assigns[v][0]
}

// templates returns the union of the templates a package variable or
// field of this package is assigned, or none when it is not known.
func (g *globals) templates(b *Evaluator, v *types.Var) Value {
	v = v.Origin()
	if lit, ok := g.likely(b, v); ok {
		return lit
	}
	if g.opaque[v] || len(g.assigns[v]) == 0 || b.isVisiting(v) || !holdsKey(v.Type()) {
		return Value{}
	}
	defer b.visit(v)()
	defaults := v.IsField() && v.Exported()
	var name string // of the field whose defaults are marked, found once
	vals := make([]Value, 0, len(g.assigns[v]))
	for _, e := range g.assigns[v] {
		var val Value
		if g.value != nil {
			val = g.value(b, e)
		} else {
			val = b.Eval(e)
		}
		if _, isConst := ConstString(b.Info, e); isConst && defaults {
			// A constant the package gives an exported field is its
			// default: callers may set their own.
			if name == "" {
				name = "field " + fieldName(v)
			}
			val = markReassignable(val, name)
		}
		vals = append(vals, val)
	}
	out := Union(vals...)
	// A decoded value of what the package encodes v with is one of v's
	// other values, read back.
	out = out.With(g.roundTrip(b, v, out.Alts))
	out = g.appended(b, v, out)
	if v.IsField() {
		// The union over every object of the type: an object whose
		// field is still empty (made before it is filled, or by a
		// getter of a nil message) is not one a key is built from.
		out = out.With(withoutEmpty(out.Alts))
		if len(out.Alts) == 0 {
			return Value{}
		}
	}
	return out.Bound(b.Origins)
}

// likely returns the value of a package variable initialised with a
// constant string that the package also assigns values it cannot tell
// (a setter's parameter, a flag through &v, an op-assignment): the
// initial value, each part marked Reassignable, as the likely value. A
// variable whose assignments are all constants is their union instead.
func (g *globals) likely(b *Evaluator, v *types.Var) (Value, bool) {
	init := g.initial[v]
	if init == nil || v.IsField() || !IsString(v.Type()) {
		return Value{}, false
	}
	if _, ok := ConstString(b.Info, init); !ok {
		return Value{}, false
	}
	reassigned := g.opaque[v]
	for _, e := range g.assigns[v] {
		if _, ok := ConstString(b.Info, e); !ok {
			reassigned = true
		}
	}
	if !reassigned {
		return Value{}, false
	}
	name := v.Name()
	if v.Pkg() != nil {
		name = v.Pkg().Name() + "." + name
	}
	return markReassignable(b.Eval(init), "package variable "+name), true
}

// markReassignable marks the literal text of a value as the likely value
// of what names: "package variable pkg.Name", "field pkg.Type.Name".
func markReassignable(val Value, name string) Value {
	alts := make([]keyrules.Template, len(val.Alts))
	for i, t := range val.Alts {
		parts := slices.Clone(t.Parts)
		for j := range parts {
			if parts[j].Hole == nil {
				parts[j].Reassignable = name
			}
		}
		alts[i] = keyrules.Template{Parts: parts, Choices: t.Choices}
	}
	return val.With(alts)
}

// fieldName names a field of this package by its struct type when a
// package-level type declares it: pkg.Type.Field, else pkg.Field.
func fieldName(f *types.Var) string {
	name := f.Name()
	pkg := f.Pkg()
	if pkg == nil {
		return name
	}
	for _, n := range pkg.Scope().Names() {
		tn, ok := pkg.Scope().Lookup(n).(*types.TypeName)
		if !ok {
			continue
		}
		st, ok := tn.Type().Underlying().(*types.Struct)
		if !ok {
			continue
		}
		for i := 0; i < st.NumFields(); i++ {
			if st.Field(i) == f {
				return pkg.Name() + "." + tn.Name() + "." + name
			}
		}
	}
	return pkg.Name() + "." + name
}
