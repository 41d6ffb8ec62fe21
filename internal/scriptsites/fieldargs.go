package scriptsites

import (
	"fmt"
	"go/ast"
	"go/token"
	"go/types"

	"github.com/rediskeylint/rediskeylint/internal/keyflow"
)

// runArgs is the slice whose elements a run passes: the spread argument
// itself, or the one list the package gives the field it names, built
// where the field is set (a constructor) and kept for the runs:
//
//	args := make([]interface{}, 0, len(names)+2)
//	args = append(args, deadKey)
//	…
//	return &requeuer{args: args, script: redis.NewScript(len(names)+1, src)}
//
//	r.script.Do(conn, r.args...) // the elements the constructor appended
type runArgs struct {
	expr ast.Expr
	// lastWritten is the largest c of the writes f[len(f)-c] = v that the
	// package makes to the field's elements (0: none, -1: a write at
	// another index): they rewrite the last c elements, which must then
	// be ARGV.
	lastWritten int
}

// argvWrites reports whether the element writes leave the keys alone when
// the last tail elements are ARGV.
func (a runArgs) argvWrites(tail int) bool {
	return a.lastWritten >= 0 && a.lastWritten <= tail
}

// argsList returns the list a run's spread argument holds: the one value
// the package gives a field of its own, else the argument; why says so
// when the field is given several lists.
func (r *Reader) argsList(spread ast.Expr) (runArgs, string) {
	sel, ok := ast.Unparen(spread).(*ast.SelectorExpr)
	if !ok {
		return runArgs{expr: spread}, ""
	}
	f, ok := r.pass.TypesInfo.Uses[sel.Sel].(*types.Var)
	if !ok || !f.IsField() || f.Pkg() != r.pass.Pkg {
		return runArgs{expr: spread}, ""
	}
	w, ok := r.fieldWrites(f)
	switch {
	case !ok || len(w.values) == 0:
		return runArgs{expr: spread}, ""
	case len(w.values) > 1:
		return runArgs{}, fmt.Sprintf("field %s is given %d argument lists, and which one a run passes is not known", types.ExprString(spread), len(w.values))
	}
	out := runArgs{expr: w.values[0]}
	for _, i := range w.elems {
		c, ok := r.fromEnd(i, f)
		if !ok {
			out.lastWritten = -1
			break
		}
		out.lastWritten = max(out.lastWritten, c)
	}
	return out, ""
}

// fromEnd returns c when index is len(x.f) - c, c a positive constant.
func (r *Reader) fromEnd(index ast.Expr, f *types.Var) (int, bool) {
	b, ok := ast.Unparen(index).(*ast.BinaryExpr)
	if !ok || b.Op != token.SUB {
		return 0, false
	}
	call, ok := ast.Unparen(b.X).(*ast.CallExpr)
	if !ok || len(call.Args) != 1 || !r.isField(call.Args[0], f) {
		return 0, false
	}
	if id, ok := ast.Unparen(call.Fun).(*ast.Ident); !ok || r.pass.TypesInfo.Uses[id] != types.Universe.Lookup("len") {
		return 0, false
	}
	tv, ok := r.pass.TypesInfo.Types[b.Y]
	if !ok || tv.Value == nil {
		return 0, false
	}
	c, ok := keyflow.ConstantInt(tv.Value)
	return c, ok && c > 0
}

// fieldWrites are the writes the package makes to a field.
type fieldWrites struct {
	// values are the values assigned to it (x.f = v, T{f: v}); elems the
	// indices of its elements assigned (x.f[i] = v).
	values, elems []ast.Expr
}

// fieldWrites returns the writes the package makes to field f; ok is
// false when some cannot be followed (its address taken, a multi-value
// assignment).
func (r *Reader) fieldWrites(f *types.Var) (fieldWrites, bool) {
	var w fieldWrites
	for c := range r.ins.Root().Preorder((*ast.AssignStmt)(nil), (*ast.KeyValueExpr)(nil), (*ast.UnaryExpr)(nil)) {
		switch n := c.Node().(type) {
		case *ast.AssignStmt:
			for i, lhs := range n.Lhs {
				if ix, isIndex := ast.Unparen(lhs).(*ast.IndexExpr); isIndex && r.isField(ix.X, f) {
					w.elems = append(w.elems, ix.Index)
				}
				if !r.isField(lhs, f) {
					continue
				}
				if len(n.Rhs) != len(n.Lhs) {
					return w, false
				}
				w.values = append(w.values, n.Rhs[i])
			}
		case *ast.KeyValueExpr:
			if r.isField(n.Key, f) {
				w.values = append(w.values, n.Value)
			}
		case *ast.UnaryExpr:
			if n.Op == token.AND && r.isField(n.X, f) {
				return w, false // its address escapes: anything may be stored
			}
		}
	}
	return w, true
}

// isField reports whether e is field f: x.f, or f as a composite
// literal's key.
func (r *Reader) isField(e ast.Expr, f *types.Var) bool {
	switch e := ast.Unparen(e).(type) {
	case *ast.SelectorExpr:
		return r.pass.TypesInfo.Uses[e.Sel] == f
	case *ast.Ident:
		return r.pass.TypesInfo.Uses[e] == f
	}
	return false
}
