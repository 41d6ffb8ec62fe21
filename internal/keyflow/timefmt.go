package keyflow

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

// timeFormat rebuilds t.Format(layout) with a constant layout.
func timeFormat(ev *Evaluator, call *ast.CallExpr) Value {
	if len(call.Args) != 1 {
		return Value{}
	}
	layout, ok := ConstString(ev.Info, call.Args[0])
	if !ok || layout == "" {
		return Value{}
	}
	h := keyrules.LayoutHole(layout)
	return Of(keyrules.Template{Parts: []keyrules.Part{{Hole: h, Origin: ev.Origins.Expr(call)}}})
}

// isUnixTime reports whether e is a Unix timestamp: a call of time.Time's
// Unix, UnixMilli, UnixMicro or UnixNano, or a local variable that only
// such calls assign.
func isUnixTime(info *types.Info, locals *Locals, e ast.Expr) bool {
	switch e := ast.Unparen(e).(type) {
	case *ast.CallExpr:
		return isTimeMethod(Callee(info, e), "Unix", "UnixMilli", "UnixMicro", "UnixNano")
	case *ast.Ident:
		v, ok := info.Uses[e].(*types.Var)
		if !ok || locals == nil {
			return false
		}
		defs, complete := locals.Reaching(v, e)
		if !complete || len(defs) == 0 {
			return false
		}
		for _, d := range defs {
			if d.Value == nil || d.Op == token.ADD_ASSIGN || !isUnixCall(info, d.Value) {
				return false
			}
		}
		return true
	}
	return false
}

// isUnixCall reports whether e calls one of time.Time's Unix methods.
func isUnixCall(info *types.Info, e ast.Expr) bool {
	call, ok := ast.Unparen(e).(*ast.CallExpr)
	return ok && isTimeMethod(Callee(info, call), "Unix", "UnixMilli", "UnixMicro", "UnixNano")
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
