package analyzer

import (
	"go/ast"
	"strings"

	"github.com/rediskeylint/rediskeylint/keyrules"
)

// Keys among the elements of a slice parameter. A wrapper that spreads its
// parameter into a command passes on every element as a key (DEL keys...),
// every other element (MSET's key/value pairs) or the first half (XREAD's
// streams, then as many IDs). The hole that stands for the parameter's
// elements says which, and a call of the wrapper picks those of its own
// arguments.
const (
	pairsSuffix = "%pairs"
	halfSuffix  = "%half"
)

// isElems reports whether the rest of a parameter hole's identity stands
// for elements of a slice parameter.
func isElems(rest string) bool {
	return rest == elemsSuffix || rest == pairsSuffix || rest == halfSuffix
}

// isElemsID reports whether a hole's identity stands for elements of a
// slice parameter.
func isElemsID(id string) bool {
	return strings.HasSuffix(id, elemsSuffix) || strings.HasSuffix(id, pairsSuffix) || strings.HasSuffix(id, halfSuffix)
}

// paramList returns the key that stands for the elements of slice
// parameter e that suffix picks, or false when e is no parameter.
func (c *wrapperSet) paramList(e ast.Expr, suffix string) (keyArg, bool) {
	t, ok := c.build.ParamElems(e)
	if !ok {
		return keyArg{}, false
	}
	h := *t.Parts[0].Hole
	h.ID = strings.TrimSuffix(h.ID, elemsSuffix) + suffix
	t.Parts[0].Hole = &h
	return keyArg{expr: e, templates: []keyrules.Template{t}}, true
}

// pick returns the elements of a wrapper's argument list that its key
// template's elements hole takes.
func pick(elems []keyArg, t keyrules.Template) []keyArg {
	for _, p := range t.Parts {
		switch id := idOf(p); {
		case strings.HasSuffix(id, pairsSuffix):
			var out []keyArg
			for i := 0; i < len(elems); i += 2 {
				out = append(out, elems[i])
			}
			return out
		case strings.HasSuffix(id, halfSuffix):
			return elems[:len(elems)/2]
		}
	}
	return elems
}
