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
// object is known (made by a literal or a constructor the call sees), or,
// for a parameter's object, where the package gives the field values the
// callee's package does not see. Elsewhere the key is the callee's: one
// site, where it is built. A caller that passes its own receiver or
// parameter on is a wrapper of it: the call's key is kept for wrapper
// discovery, and its callers are the sites, not the call.

// An objectUse says what a call is for a key built from an object's
// fields.
type objectUse uint8

const (
	// notObjectKey: the key holds a whole parameter or a keys slice.
	notObjectKey objectUse = iota
	// objectSite: the call tells the object, or the field's values.
	objectSite
	// objectPassedOn: the caller passes its receiver or parameter on.
	objectPassedOn
	// calleeOwn: the call tells nothing more; the key is the callee's.
	calleeOwn
)

// objectUseOf says what call, a call of wrapper fn, is for key k.
func (b *siteBuilder) objectUseOf(call *ast.CallExpr, fn *types.Func, k sinkKey) objectUse {
	tmpl := k.Template.Template(nil)
	var field string
	for _, p := range tmpl.Parts {
		r, ok := keyflow.ParamOf(p.Hole)
		if !ok {
			continue
		}
		if r.Root.Param >= 0 && (r.Whole() || listOfKeys(r)) {
			return notObjectKey
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
		return calleeOwn
	case b.eval.ObjectsKnown(obj):
		return objectSite
	case b.eval.PassedOn(obj):
		return objectPassedOn
	case k.Param >= 0 && field != "" && b.eval.FieldValue(obj, field).Limit == keyflow.LimitObjects:
		return objectSite
	}
	return calleeOwn
}
