package sizes

import (
	"go/ast"
	"go/types"

	"github.com/rediskeylint/rediskeylint/internal/keyflow"
)

// SliceLen returns the length of a slice the code fixes: a composite
// literal, make with a constant length, or a local variable made so and
// then appended to in loops with constant bounds (loops are the package's,
// from Loops). The appends of loops without a constant bound count once,
// so the result is a lower bound.
func (c Values) SliceLen(loops []Loop, e ast.Expr) (int, bool) {
	return c.sliceLen(loops, e, 0)
}

func (c Values) sliceLen(loops []Loop, e ast.Expr, depth int) (int, bool) {
	if depth > 4 {
		return 0, false
	}
	switch e := ast.Unparen(e).(type) {
	case *ast.CompositeLit:
		return len(e.Elts), true
	case *ast.CallExpr:
		if id, ok := ast.Unparen(e.Fun).(*ast.Ident); ok && id.Name == "make" && len(e.Args) >= 2 {
			if _, builtin := c.Info.Uses[id].(*types.Builtin); builtin {
				return Int(c.Info, e.Args[1])
			}
		}
	case *ast.Ident:
		v, ok := c.Info.Uses[e].(*types.Var)
		if !ok || c.Locals().Escaped(v) {
			return 0, false
		}
		return c.builtSliceLen(loops, v, e, depth)
	}
	return 0, false
}

// builtSliceLen is sliceLen of a local slice variable at use.
func (c Values) builtSliceLen(loops []Loop, v *types.Var, use *ast.Ident, depth int) (int, bool) {
	total, known := 0, false
	for _, d := range c.Locals().DefsOf(v) {
		if d.Pos > use.Pos() || d.Value == nil {
			continue
		}
		call, isCall := ast.Unparen(d.Value).(*ast.CallExpr)
		if isCall && keyflow.IsAppendOf(c.Info, call, v) {
			n := len(call.Args) - 1
			if call.Ellipsis.IsValid() {
				m, ok := c.sliceLen(loops, call.Args[len(call.Args)-1], depth+1)
				if !ok {
					m = 1
				}
				n = len(call.Args) - 2 + m
			}
			for _, l := range Enclosing(loops, d.Start) {
				if keyflow.IsInside(use.Pos(), l.Node) {
					break // the use is in this loop too: one iteration's worth
				}
				if l.Count >= 0 {
					n = Mul(n, l.Count)
				}
			}
			total += n
			known = true
			continue
		}
		// Another assignment starts the slice over.
		n, ok := c.sliceLen(loops, d.Value, depth+1)
		if !ok {
			if d.Zero {
				continue
			}
			return 0, false
		}
		total, known = n, true
	}
	return total, known
}
