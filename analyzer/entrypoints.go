package analyzer

import (
	"go/types"

	"github.com/rediskeylint/rediskeylint/keyrules"
)

// entryPoint reports whether fn can be called from outside its package: an
// exported function, or an exported method of an exported type. A key it
// builds from its parameter may have no caller in the module (a library's
// PausedKey(queue) or Allow(ctx, key)), so the key's own template, with
// the parameter as a hole, is the key site the catalog lists; callers that
// are analysed still get the full template through facts.
func entryPoint(fn *types.Func) bool {
	if fn == nil || !fn.Exported() {
		return false
	}
	recv := fn.Signature().Recv()
	if recv == nil {
		return true
	}
	t := recv.Type()
	if p, ok := t.(*types.Pointer); ok {
		t = p.Elem()
	}
	n, ok := t.(*types.Named)
	return ok && n.Obj().Exported()
}

// hasLiteral reports whether some template has literal text around its
// holes: there is something of the key to list and check.
func hasLiteral(templates []keyrules.Template) bool {
	for _, t := range templates {
		for _, p := range t.Parts {
			if p.Hole == nil && p.Lit != "" {
				return true
			}
		}
	}
	return false
}
