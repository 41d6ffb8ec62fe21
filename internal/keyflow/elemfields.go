package keyflow

import (
	"go/ast"
	"go/types"

	"github.com/rediskeylint/rediskeylint/keyrules"
)

// Keys inside small values: a function that writes each value of a slice
// parameter under a field of it,
//
//	func (r *Redis) Set(ctx context.Context, values ...Value) error {
//		for _, v := range values {
//			pipe.Set(ctx, v.name, v.value, 0)
//		}
//	}
//
// passes that field of its parameter's elements on as keys: v.name is a
// hole standing for the field of every element (a Ref of shape Elems with
// the field's path), and each call's keys are that field of the values it
// passes (FieldOf), cache.String(key, v) giving key.

// elemField returns the hole of string field f of the elements of a slice
// parameter, read by sel through the value of a range over the parameter;
// false otherwise.
func (ev *Evaluator) elemField(sel *ast.SelectorExpr, f *types.Var) (Value, bool) {
	id, ok := ast.Unparen(sel.X).(*ast.Ident)
	if !ok || !IsString(f.Type()) {
		return Value{}, false
	}
	v, ok := ev.Info.Uses[id].(*types.Var)
	if !ok || ev.params[v] {
		return Value{}, false
	}
	defs, complete := ev.Locals().Reaching(v, id)
	if !complete || len(defs) != 1 || defs[0].rangeOver == nil {
		return Value{}, false
	}
	ranged, ok := ast.Unparen(defs[0].rangeOver).(*ast.Ident)
	if !ok {
		return Value{}, false
	}
	param, ok := ev.Info.Uses[ranged].(*types.Var)
	if !ok || !ev.params[param] || !isSliceOrArray(param.Type()) {
		return Value{}, false
	}
	h := keyrules.NewHole(keyrules.Unknown)
	h.ID = Ref{Root: VarRoot(param), Path: PathOf(f.Name()), Shape: Elems}
	return Of(keyrules.Template{Parts: []keyrules.Part{{Hole: h, Origin: ev.Origins.Expr(sel)}}}), true
}

// FieldOf returns the templates of the string field called name of the
// value x holds (a struct literal, a constructor's result), and whether
// they are known.
func (ev *Evaluator) FieldOf(x ast.Expr, name string) (Value, bool) {
	return ev.ctors.fieldOf(ev, x, name)
}

// ElemField returns the field name of the elements that the list hole of
// t stands for, when it stands for a field of each element.
func ElemField(t keyrules.Template) (string, bool) {
	for _, p := range t.Parts {
		if r, ok := RefOf(p.Hole); ok && r.Shape == Elems {
			if fields := r.Path.Fields(); len(fields) == 1 {
				return fields[0], true
			}
		}
	}
	return "", false
}
