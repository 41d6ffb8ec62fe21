package analyzer

import (
	"go/ast"
	"go/token"
	"go/types"
)

// Slices assembled by index: keys := make([]string, len(ids)) then
// keys[i] = prefix + id in a loop, or element by element. Each assignment
// before the use is one more element; one in a loop over a slice stands
// for all the elements it writes, as an append in such a loop does (so a
// wrapper that prefixes every element of its keys parameter before
// calling the client passes the prefix on to its callers' keys).

// indexWrites collects the element assignments of the package's local
// slices.
func indexWrites(info *types.Info, files []*ast.File) map[*types.Var][]*ast.AssignStmt {
	out := make(map[*types.Var][]*ast.AssignStmt)
	for _, f := range files {
		ast.Inspect(f, func(n ast.Node) bool {
			as, ok := n.(*ast.AssignStmt)
			if !ok || as.Tok != token.ASSIGN || len(as.Lhs) != len(as.Rhs) {
				return true
			}
			for _, lhs := range as.Lhs {
				ix, ok := ast.Unparen(lhs).(*ast.IndexExpr)
				if !ok || !isSliceOrArray(info.TypeOf(ix.X)) {
					continue
				}
				id, ok := ast.Unparen(ix.X).(*ast.Ident)
				if !ok {
					continue
				}
				if v, ok := info.Uses[id].(*types.Var); ok && !v.IsField() && v.Parent() != v.Pkg().Scope() {
					out[v] = append(out[v], as)
				}
			}
			return true
		})
	}
	return out
}

// indexWritten returns the elements assigned to slice v by index before
// the use at pos, in source order, or nil.
func (b *builder) indexWritten(v *types.Var, pos token.Pos, depth int) elementList {
	var out elementList
	for _, as := range b.indexed[v] {
		if as.End() > pos {
			continue
		}
		for i, lhs := range as.Lhs {
			ix, ok := ast.Unparen(lhs).(*ast.IndexExpr)
			if !ok {
				continue
			}
			if id, ok := ast.Unparen(ix.X).(*ast.Ident); ok && b.Info.Uses[id] == v {
				out = append(out, b.Templates(as.Rhs[i], depth+1))
			}
		}
	}
	return out
}
