package keyflow

import (
	"go/ast"
	"go/token"
	"go/types"
	"slices"

	"github.com/rediskeylint/rediskeylint/internal/clients"
)

// RedigoArgs returns the arguments a redigo redis.Args value holds when
// it is built in straight-line code: redis.Args{}.Add(a, b).Add(c), a
// []interface{} literal, or a local variable holding one. AddFlat of a
// string or number adds one argument; of anything else, an unknown
// number, and then it reports false.
func (ev *Evaluator) RedigoArgs(e ast.Expr) ([]ast.Expr, bool) {
	if v := ev.viewAt(e.Pos()); v != ev {
		return v.RedigoArgs(e)
	}
	defer ev.enter()()
	return ev.redigoArgs(e)
}

func (ev *Evaluator) redigoArgs(e ast.Expr) ([]ast.Expr, bool) {
	e = ast.Unparen(e)
	if !ev.step() {
		return nil, false
	}
	switch e := e.(type) {
	case *ast.CompositeLit:
		return e.Elts, true
	case *ast.CallExpr:
		sel, ok := ast.Unparen(e.Fun).(*ast.SelectorExpr)
		if !ok {
			return nil, false
		}
		fn := Callee(ev.Info, e)
		if clients.ClientOf(fn) != clients.Redigo {
			return nil, false
		}
		base, ok := ev.redigoArgs(sel.X)
		if !ok {
			return nil, false
		}
		switch fn.Name() {
		case "Add":
			if e.Ellipsis.IsValid() {
				more, ok := ev.redigoArgs(e.Args[0])
				if !ok {
					return nil, false
				}
				return append(base[:len(base):len(base)], more...), true
			}
			return append(base[:len(base):len(base)], e.Args...), true
		case "AddFlat":
			if len(e.Args) == 1 && isScalar(ev.Info.TypeOf(e.Args[0])) {
				return append(base[:len(base):len(base)], e.Args[0]), true
			}
		}
		return nil, false
	case *ast.Ident:
		v, ok := ev.Info.Uses[e].(*types.Var)
		if !ok {
			return nil, false
		}
		defs, complete := ev.Locals().Reaching(v, e)
		if !complete || len(defs) != 1 || defs[0].Value == nil || defs[0].Op != token.ASSIGN {
			return nil, false
		}
		args, ok := ev.redigoArgs(defs[0].Value)
		if !ok {
			args, ok = ev.madeArgs(defs[0].Value)
		}
		if !ok {
			return nil, false
		}
		return ev.assignedArgs(v, e.Pos(), args)
	}
	return nil, false
}

// madeArgs returns the arguments of make([]T, n) with a constant n: n
// places, each nil until an element assignment fills it.
func (ev *Evaluator) madeArgs(e ast.Expr) ([]ast.Expr, bool) {
	call, ok := ast.Unparen(e).(*ast.CallExpr)
	if !ok || len(call.Args) < 2 {
		return nil, false
	}
	if id, ok := ast.Unparen(call.Fun).(*ast.Ident); !ok || ev.Info.Uses[id] != types.Universe.Lookup("make") {
		return nil, false
	}
	n := constIndex(ev.Info, call.Args[1])
	if n < 0 || n > K {
		return nil, false
	}
	return make([]ast.Expr, n), true
}

// assignedArgs applies the element assignments to slice v before pos to
// its arguments (args[0] = key over a literal's placeholder). An
// assignment the arguments cannot place, or a place left unfilled, makes
// them unknown.
func (ev *Evaluator) assignedArgs(v *types.Var, pos token.Pos, args []ast.Expr) ([]ast.Expr, bool) {
	assigns := ev.elemAssigns(v, pos)
	if len(assigns) == 0 {
		return args, !slices.Contains(args, nil)
	}
	args = slices.Clone(args)
	for _, a := range assigns {
		if a.index < 0 || a.index >= len(args) {
			return nil, false
		}
		args[a.index] = a.value
	}
	return args, !slices.Contains(args, nil)
}

// isScalar reports whether values of t render as one Redis argument.
func isScalar(t types.Type) bool {
	if t == nil {
		return false
	}
	b, ok := t.Underlying().(*types.Basic)
	return ok && b.Info()&(types.IsString|types.IsNumeric|types.IsBoolean) != 0
}
