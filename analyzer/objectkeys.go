package analyzer

import (
	"go/ast"
	"go/types"

	"github.com/rediskeylint/rediskeylint/internal/keyflow"
)

// Keys built from the fields of one object: a method's key made from its
// receiver's configuration, a function's key made from a field of the
// object a parameter holds. A call repeats such a key only where it
// tells more of it than the callee's own site does: where the call's
// object is known (made by a literal or a constructor the call sees), or
// where the caller passes its own receiver or parameter on (it is then a
// wrapper, its callers the sites), or, for a parameter's object, where
// the package gives the field values the callee's package does not see.
// Elsewhere the key is the callee's: one site, where it is built.

// passesObject reports whether call, a call of wrapper fn, is a site of
// key k: k holds a whole parameter or a keys slice, or the object whose
// fields it is built from tells something at this call.
func (b *siteBuilder) passesObject(call *ast.CallExpr, fn *types.Func, k sinkKey) bool {
	tmpl := k.Template.Template(nil)
	var field string
	for _, p := range tmpl.Parts {
		r, ok := keyflow.ParamOf(p.Hole)
		if !ok {
			continue
		}
		if r.Root.Param >= 0 && (r.Whole() || listOfKeys(r)) {
			return true
		}
		if name, isField := r.Field(); isField && r.Root.Param == k.Param {
			field = name
		}
	}
	var obj ast.Expr
	if k.Param == -1 {
		obj = receiverOf(b.pass.TypesInfo, call, fn)
	} else {
		obj = keyflow.ArgFor(call, fn, k.Param)
	}
	switch {
	case obj == nil:
		return false
	case b.eval.PassedOn(obj), b.eval.ObjectsKnown(obj):
		return true
	}
	return k.Param >= 0 && field != "" && b.eval.FieldValue(obj, field).Limit == keyflow.LimitObjects
}
