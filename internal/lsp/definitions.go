package lsp

import (
	"go/ast"
	"go/token"
	"go/types"

	"golang.org/x/tools/go/packages"

	"github.com/rediskeylint/rediskeylint/internal/keysite"
)

// A keySite is a key site of the catalog and, when its key expression is
// a local variable, where that variable is given its value: hovering the
// literal or the call that builds the key finds the site too.
type keySite struct {
	keysite.Site
	defs []span
}

// A span is a range of one file.
type span struct {
	pos, end token.Position
}

// withDefinitions returns the sites of pkg with the definitions of the
// local variables that are their key expressions: each variable at its
// definition or assignment, and the value given there.
func withDefinitions(pkg *packages.Package, sites []keysite.Site) []keySite {
	files := map[string]*ast.File{}
	for _, f := range pkg.Syntax {
		files[pkg.Fset.File(f.FileStart).Name()] = f
	}
	out := make([]keySite, len(sites))
	for i, site := range sites {
		out[i].Site = site
		if f := files[site.Pos.Filename]; f != nil && pkg.TypesInfo != nil {
			if v := localVar(pkg, f, site); v != nil {
				out[i].defs = definitions(pkg, f, v)
			}
		}
	}
	return out
}

// localVar returns the local variable that is the site's key expression,
// or nil.
func localVar(pkg *packages.Package, f *ast.File, site keysite.Site) *types.Var {
	var found *types.Var
	ast.Inspect(f, func(n ast.Node) bool {
		id, ok := n.(*ast.Ident)
		if !ok || found != nil {
			return found == nil
		}
		if pkg.Fset.Position(id.Pos()) != site.Pos || pkg.Fset.Position(id.End()) != site.End {
			return true
		}
		v, ok := pkg.TypesInfo.Uses[id].(*types.Var)
		if ok && !v.IsField() && v.Parent() != nil && v.Parent() != pkg.Types.Scope() {
			found = v
		}
		return false
	})
	return found
}

// definitions returns the spans of v and of the value it is given at each
// of its definitions and assignments in f.
func definitions(pkg *packages.Package, f *ast.File, v *types.Var) []span {
	is := func(e ast.Expr) bool {
		id, ok := e.(*ast.Ident)
		return ok && (pkg.TypesInfo.Defs[id] == v || pkg.TypesInfo.Uses[id] == v)
	}
	var out []span
	add := func(lhs, rhs ast.Expr) {
		out = append(out,
			span{pkg.Fset.Position(lhs.Pos()), pkg.Fset.Position(lhs.End())},
			span{pkg.Fset.Position(rhs.Pos()), pkg.Fset.Position(rhs.End())})
	}
	ast.Inspect(f, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.AssignStmt:
			if len(n.Lhs) == len(n.Rhs) {
				for i, lhs := range n.Lhs {
					if is(lhs) {
						add(lhs, n.Rhs[i])
					}
				}
			}
		case *ast.ValueSpec:
			if len(n.Names) == len(n.Values) {
				for i, name := range n.Names {
					if is(name) {
						add(name, n.Values[i])
					}
				}
			}
		}
		return true
	})
	return out
}
