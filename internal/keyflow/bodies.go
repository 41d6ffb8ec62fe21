package keyflow

import (
	"cmp"
	"go/token"
	"go/types"
	"slices"
)

// A funcBody is the extent of the body of a declared function.
type funcBody struct {
	from, to token.Pos
	fn       *types.Func
}

// bodies returns the bodies of the package's declared functions in the
// order of their positions, found on the first call. Declared functions
// do not nest, so a position lies in one body at most.
func (ev *Evaluator) bodies() []funcBody {
	if ev.bodyIndex == nil {
		ev.bodyIndex = make([]funcBody, 0, len(ev.decls))
		for fn, decl := range ev.decls {
			if decl.Body != nil {
				ev.bodyIndex = append(ev.bodyIndex, funcBody{from: decl.Body.Pos(), to: decl.Body.End(), fn: fn})
			}
		}
		slices.SortFunc(ev.bodyIndex, func(a, b funcBody) int { return cmp.Compare(a.from, b.from) })
	}
	return ev.bodyIndex
}

// enclosingFunc returns the declared function whose body holds pos.
func (ev *Evaluator) enclosingFunc(pos token.Pos) *types.Func {
	bs := ev.bodies()
	// The last body that starts at or before pos is the only one that
	// may hold it.
	i, _ := slices.BinarySearchFunc(bs, pos, func(b funcBody, p token.Pos) int {
		if b.from <= p {
			return -1
		}
		return 1
	})
	if i == 0 || pos >= bs[i-1].to {
		return nil
	}
	return bs[i-1].fn
}
