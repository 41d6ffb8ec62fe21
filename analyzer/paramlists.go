package analyzer

import (
	"go/ast"

	"github.com/rediskeylint/rediskeylint/internal/keyflow"

	"github.com/rediskeylint/rediskeylint/keyrules"
)

// Keys among the elements of a slice parameter. A wrapper that spreads its
// parameter into a command passes on every element as a key (DEL keys...),
// every other element (MSET's key/value pairs) or the first half (XREAD's
// streams, then as many IDs). The hole that stands for the parameter's
// elements says which, and a call of the wrapper picks those of its own
// arguments.
// paramList returns the key that stands for the elements of slice
// parameter e that shape picks, or false when e is no parameter.
func (k *keyReader) paramList(e ast.Expr, shape keyflow.Shape) (keyArg, bool) {
	t, ok := k.eval.ParamElems(e)
	if !ok {
		return keyArg{}, false
	}
	h := *t.Parts[0].Hole
	r, _ := keyflow.RefOf(&h)
	r.Shape = shape
	h.ID = r
	t.Parts[0].Hole = &h
	return keyArg{expr: e, templates: []keyrules.Template{t}}, true
}

// pick returns the elements of a wrapper's argument list that its key
// template's elements hole takes.
func pick(elems []keyArg, t keyrules.Template) []keyArg {
	for _, p := range t.Parts {
		r, _ := keyflow.RefOf(p.Hole)
		switch r.Shape {
		case keyflow.Pairs:
			var out []keyArg
			for i := 0; i < len(elems); i += 2 {
				out = append(out, elems[i])
			}
			return out
		case keyflow.Half:
			return elems[:len(elems)/2]
		}
	}
	return elems
}
