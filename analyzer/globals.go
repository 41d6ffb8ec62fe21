package analyzer

import (
	"go/ast"
	"go/types"

	"github.com/rediskeylint/rediskeylint/keyrules"
)

// globals records the assignments of the package's own package-level
// variables. A variable initialised once and never reassigned behaves like
// a constant; one that is reassigned has the union of its assignments.
type globals struct {
	assigns map[*types.Var][]ast.Expr
	// opaque marks variables assigned in a way that hides the value (a
	// call with several results, &v taken).
	opaque map[*types.Var]bool
}

func newGlobals(pkg *types.Package, info *types.Info, files []*ast.File) *globals {
	g := &globals{assigns: make(map[*types.Var][]ast.Expr), opaque: make(map[*types.Var]bool)}
	pkgVar := func(e ast.Expr) *types.Var {
		var id *ast.Ident
		switch e := ast.Unparen(e).(type) {
		case *ast.Ident:
			id = e
		case *ast.SelectorExpr:
			id = e.Sel
		default:
			return nil
		}
		obj := info.Defs[id]
		if obj == nil {
			obj = info.Uses[id]
		}
		v, ok := obj.(*types.Var)
		if !ok || v.IsField() || v.Pkg() != pkg || v.Parent() != pkg.Scope() {
			return nil
		}
		return v
	}
	for _, f := range files {
		ast.Inspect(f, func(n ast.Node) bool {
			switch n := n.(type) {
			case *ast.ValueSpec:
				for i, name := range n.Names {
					v := pkgVar(name)
					if v == nil {
						continue
					}
					if len(n.Values) == len(n.Names) {
						g.assigns[v] = append(g.assigns[v], n.Values[i])
					} else if len(n.Values) > 0 {
						g.opaque[v] = true
					}
				}
			case *ast.AssignStmt:
				for i, lhs := range n.Lhs {
					v := pkgVar(lhs)
					if v == nil {
						continue
					}
					if len(n.Lhs) == len(n.Rhs) && (n.Tok.String() == "=" || n.Tok.String() == ":=") {
						g.assigns[v] = append(g.assigns[v], n.Rhs[i])
					} else {
						g.opaque[v] = true
					}
				}
			case *ast.UnaryExpr:
				if n.Op.String() == "&" {
					if v := pkgVar(n.X); v != nil {
						g.opaque[v] = true
					}
				}
			}
			return true
		})
	}
	return g
}

// init returns the single initialiser of a never-reassigned variable.
func (g *globals) init(v *types.Var) ast.Expr {
	if g.opaque[v] || len(g.assigns[v]) != 1 {
		return nil
	}
	return g.assigns[v][0]
}

// templates returns the union of the templates a package variable of this
// package is assigned, or nil when it is not known.
func (g *globals) templates(b *builder, v *types.Var, depth int) []keyrules.Template {
	if g.opaque[v] || len(g.assigns[v]) == 0 || b.visiting[v] {
		return nil
	}
	b.visiting[v] = true
	defer delete(b.visiting, v)
	var out []keyrules.Template
	for _, e := range g.assigns[v] {
		out = append(out, b.templates(e, depth+1)...)
	}
	if len(out) > maxTemplates {
		return nil
	}
	return dedupe(out)
}
