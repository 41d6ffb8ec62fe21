package keyflow

import (
	"go/token"
	"go/types"
)

// Function literals that run later. A literal handed to a call (errgroup's
// Go, time.AfterFunc), stored, or run by a go or defer statement may run
// after the code that follows it: a variable it captures then holds what
// that code assigns too (key := a; defer func() { del(key) }(); key = b
// deletes b).

// runsAfter reports whether assignment d, written after a use of v at pos,
// reaches it because the use stands in a literal that may run later, and
// v and d are outside that literal, d after it.
func (ld *Locals) runsAfter(v *types.Var, d *Def, pos token.Pos) bool {
	ld.index(pos)
	for _, lit := range ld.later {
		if IsInside(pos, lit.Body) && v.Pos() < lit.Pos() && d.Start >= lit.End() {
			return true
		}
	}
	return false
}
