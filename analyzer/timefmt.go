package analyzer

import (
	"go/ast"
	"go/token"
	"go/types"

	"github.com/rediskeylint/rediskeylint/keyrules"
)

// Times in keys. A time formatted with a constant layout (t.Format("2006-01-02"),
// t.Format(time.RFC3339)) becomes a hole that carries the layout, so the
// rules check what the layout renders; a Unix timestamp (t.Unix() and its
// kin) becomes an integer hole marked as one, for the time rule.

// timeFormat rebuilds t.Format(layout) with a constant layout; ok is false
// for any other call.
func (b *builder) timeFormat(call *ast.CallExpr, fn *types.Func) ([]keyrules.Template, bool) {
	if !isTimeMethod(fn, "Format") || len(call.Args) != 1 {
		return nil, false
	}
	layout, ok := constString(b.Info, call.Args[0])
	if !ok || layout == "" {
		return nil, false
	}
	h := keyrules.LayoutHole(layout)
	return []keyrules.Template{{Parts: []keyrules.Part{{Hole: h, Origin: b.Origins.add(origin{expr: call})}}}}, true
}

// isUnixTime reports whether e is a Unix timestamp: a call of time.Time's
// Unix, UnixMilli, UnixMicro or UnixNano, or a local variable that only
// such calls assign.
func (b *builder) isUnixTime(e ast.Expr) bool {
	switch e := ast.Unparen(e).(type) {
	case *ast.CallExpr:
		return isTimeMethod(calleeFunc(b.Info, e), "Unix", "UnixMilli", "UnixMicro", "UnixNano")
	case *ast.Ident:
		v, ok := b.Info.Uses[e].(*types.Var)
		if !ok || b.Locals == nil {
			return false
		}
		defs, complete := b.Locals.reaching(v, e)
		if !complete || len(defs) == 0 {
			return false
		}
		for _, d := range defs {
			if d.value == nil || d.op == token.ADD_ASSIGN || !b.isUnixCall(d.value) {
				return false
			}
		}
		return true
	}
	return false
}

func (b *builder) isUnixCall(e ast.Expr) bool {
	call, ok := ast.Unparen(e).(*ast.CallExpr)
	return ok && isTimeMethod(calleeFunc(b.Info, call), "Unix", "UnixMilli", "UnixMicro", "UnixNano")
}

// isTimeMethod reports whether fn is one of the named methods of
// time.Time.
func isTimeMethod(fn *types.Func, names ...string) bool {
	if fn == nil || fn.Pkg() == nil || fn.Pkg().Path() != "time" {
		return false
	}
	recv := fn.Signature().Recv()
	if recv == nil || !isTime(recv.Type()) {
		return false
	}
	for _, n := range names {
		if fn.Name() == n {
			return true
		}
	}
	return false
}
