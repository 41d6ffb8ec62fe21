package analyzer

import (
	"go/ast"

	"github.com/rediskeylint/rediskeylint/internal/keyflow"
)

// wrapperElems returns the keys a call passes in a wrapper's slice
// parameter whose every element is a key. The wrapper fixes the key
// positions, so a slice whose elements are not known (a field of an
// options object, say) still sends keys of the wrapper's template: one
// key stands for them, with the unknown element as a hole, rather than
// no key at all. ok is false when the keys are not one known list.
func (b *siteBuilder) wrapperElems(arg ast.Expr) (keys []keyArg, ok bool) {
	keys, ok = b.keys.keysOfSlice(arg)
	if len(keys) > 0 {
		return keys, ok
	}
	v := b.eval.Unknown(arg)
	return []keyArg{{expr: arg, templates: v.ToRules(), limit: keyflow.NoLimit}}, true
}
