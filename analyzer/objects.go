package analyzer

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
// its objectFact), or the literals assigned to a local variable. A field
// also assigned outside literals (x.f = e) is not followed per object:
// such writes are not tied to one allocation here.

// An objectFact records the string fields a package variable is
// initialised with, for reads in other packages.
type objectFact struct {
	Fields map[string][]factTemplate
}

func (*objectFact) AFact() {}

func (f *objectFact) String() string {
	names := make([]string, 0, len(f.Fields))
	for name := range f.Fields {
		names = append(names, name)
	}
	sort.Strings(names)
	parts := make([]string, len(names))
	for i, name := range names {
		parts[i] = name + ": " + joinTemplates(f.Fields[name])
	}
	return "object(" + strings.Join(parts, "; ") + ")"
}

// objectField returns the templates of field f of the object x holds, and
// whether x's allocations are known.
func (c *checker) objectField(b *builder, x ast.Expr, f *types.Var, depth int) ([]keyrules.Template, bool) {
	if !isString(f.Type()) {
		return nil, false
	}
	x = ast.Unparen(x)
	if u, ok := x.(*ast.StarExpr); ok {
		x = ast.Unparen(u.X)
	}
	var id *ast.Ident
	switch e := x.(type) {
	case *ast.Ident:
		id = e
	case *ast.SelectorExpr:
		id = e.Sel
	default:
		return nil, false
	}
	v, ok := b.info.Uses[id].(*types.Var)
	if !ok || v.IsField() || v.Pkg() == nil {
		return nil, false
	}
	if v.Pkg() != c.pass.Pkg {
		var fact objectFact
		if !c.pass.ImportObjectFact(v, &fact) {
			return nil, false
		}
		fts, ok := fact.Fields[f.Name()]
		if !ok {
			return nil, false
		}
		via := v.Pkg().Name() + "." + v.Name() + "." + f.Name()
		var out []keyrules.Template
		for _, ft := range fts {
			out = append(out, ft.template(func() int { return c.origins.add(origin{expr: x, via: via}) }))
		}
		return out, true
	}
	if c.globals.fieldWritten[f] {
		return nil, false
	}
	var lits []*ast.CompositeLit
	if v.Parent() == c.pass.Pkg.Scope() {
		lit := compositeLit(c.globals.init(v))
		if lit == nil {
			return nil, false
		}
		lits = append(lits, lit)
	} else {
		defs, complete := b.locals.reaching(v, id)
		if !complete || len(defs) == 0 {
			return nil, false
		}
		for _, d := range defs {
			lit := compositeLit(d.value)
			if lit == nil || d.op == token.ADD_ASSIGN {
				return nil, false
			}
			lits = append(lits, lit)
		}
	}
	var out []keyrules.Template
	for _, lit := range lits {
		el := fieldValue(b.info, lit, f)
		if el == nil {
			return nil, false
		}
		out = append(out, b.templates(el, depth+1)...)
	}
	return out, true
}

// compositeLit returns the struct literal e is, or takes the address of.
func compositeLit(e ast.Expr) *ast.CompositeLit {
	e = ast.Unparen(e)
	if u, ok := e.(*ast.UnaryExpr); ok && u.Op == token.AND {
		e = ast.Unparen(u.X)
	}
	lit, _ := e.(*ast.CompositeLit)
	return lit
}

// fieldValue returns the element of a struct literal that sets field f,
// or nil.
func fieldValue(info *types.Info, lit *ast.CompositeLit, f *types.Var) ast.Expr {
	t := info.TypeOf(lit)
	if t == nil {
		return nil
	}
	st, ok := t.Underlying().(*types.Struct)
	if !ok {
		return nil
	}
	for i, el := range lit.Elts {
		if kv, ok := el.(*ast.KeyValueExpr); ok {
			if key, ok := kv.Key.(*ast.Ident); ok && info.Uses[key] == f {
				return kv.Value
			}
			continue
		}
		if i < st.NumFields() && st.Field(i) == f {
			return el
		}
	}
	return nil
}

// exportObjects exports an objectFact for every exported package variable
// initialised by a struct literal, with the string fields the literal
// sets that are not written elsewhere.
func (c *checker) exportObjects() {
	scope := c.pass.Pkg.Scope()
	for _, name := range scope.Names() {
		v, ok := scope.Lookup(name).(*types.Var)
		if !ok || !v.Exported() {
			continue
		}
		lit := compositeLit(c.globals.init(v))
		if lit == nil {
			continue
		}
		st, ok := c.pass.TypesInfo.TypeOf(lit).Underlying().(*types.Struct)
		if !ok {
			continue
		}
		fact := &objectFact{Fields: make(map[string][]factTemplate)}
		for i := 0; i < st.NumFields(); i++ {
			f := st.Field(i)
			el := fieldValue(c.pass.TypesInfo, lit, f)
			if el == nil || !isString(f.Type()) || c.globals.fieldWritten[f] {
				continue
			}
			ts := c.build.templates(el, 0)
			useful := false
			for _, t := range ts {
				useful = useful || !t.IsUnknown()
			}
			if !useful {
				continue
			}
			for _, t := range ts {
				fact.Fields[f.Name()] = append(fact.Fields[f.Name()], encodeTemplate(t))
			}
		}
		if len(fact.Fields) > 0 {
			c.pass.ExportObjectFact(v, fact)
		}
	}
}
