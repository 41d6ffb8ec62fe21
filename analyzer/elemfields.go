package analyzer

import (
	"go/ast"
	"go/types"

	"github.com/rediskeylint/rediskeylint/internal/keyflow"
)

// fieldElems returns the keys a call passes to a wrapper that writes each
// element of slice parameter param under its field name: that field of
// each value the call spells out (cache.String(key, v) gives key), as
// arguments of a variadic parameter or elements of a slice literal. False
// when the values are not spelled out.
func (b *siteBuilder) fieldElems(call *ast.CallExpr, fn *types.Func, param int, name string) ([]keyArg, bool) {
	if param >= len(call.Args) {
		return nil, true // no values
	}
	sig := fn.Signature()
	values := call.Args[param:]
	if !sig.Variadic() || param != sig.Params().Len()-1 || call.Ellipsis.IsValid() {
		lit := b.eval.SliceLiteral(call.Args[param])
		if lit == nil {
			// Values the call does not spell out: the field's values
			// over the package, if it has any.
			v := b.eval.ElemFieldValue(call.Args[param], name)
			return []keyArg{{expr: call.Args[param], templates: v.ToRules(), limit: v.Limit}}, v.Limit == keyflow.LimitObjects
		}
		values = lit.Elts
	}
	var out []keyArg
	for _, v := range values {
		ts := b.eval.FieldValue(v, name)
		out = append(out, keyArg{expr: v, templates: ts.ToRules(), limit: ts.Limit})
	}
	return out, true
}
