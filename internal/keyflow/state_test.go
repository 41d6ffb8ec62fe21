package keyflow

import (
	"go/types"
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/rediskeylint/rediskeylint/keyrules"
)

// TestStateIsRestored checks that every change to the evaluation's state
// is undone by the function that made it: a binding restores the one it
// shadowed, a chosen-field read counts for the enclosing tracking too, and
// the view of chosen fields as holes ends with its call.
func TestStateIsRestored(t *testing.T) {
	ev := New(Package{Info: &types.Info{}}, &sources{}, nil)
	v := types.NewVar(0, nil, "x", types.Typ[types.String])

	before := &Def{}
	ev.defs[before] = Of(keyrules.Lit("before"))
	outer := Of(keyrules.Lit("outer"))
	restoreOuter := ev.bindVar(v, outer)
	assert.NotContains(t, ev.defs, before, "a binding memoises assignments apart")
	restoreInner := ev.bindVar(v, Of(keyrules.Lit("inner")))
	restoreInner()
	assert.Equal(t, outer, ev.bound[v], "an inner binding restores the outer one")
	restoreOuter()
	_, bound := ev.bound[v]
	assert.False(t, bound)
	assert.Contains(t, ev.defs, before, "the memo of before the binding is back")
	delete(ev.defs, before)

	var inner bool
	outerRead := ev.TrackChosen(func() {
		inner = ev.TrackChosen(func() { ev.readChosen() })
	})
	assert.True(t, inner)
	assert.True(t, outerRead, "a read inside counts for the enclosing evaluation")
	assert.False(t, ev.TrackChosen(func() {}), "a new tracking starts clean")

	memo := ev.defs
	ev.WithFieldHoles(func() {
		assert.True(t, ev.inFieldHoles())
		ev.defs[&Def{}] = Value{}
	})
	assert.False(t, ev.inFieldHoles())
	assert.Empty(t, memo, "the view memoises apart")
	assert.Len(t, ev.holeDefs, 1)

	c := types.NewConst(0, nil, "c", types.Typ[types.String], nil)
	leave := ev.visit(c)
	assert.True(t, ev.isVisiting(c))
	leave()
	assert.False(t, ev.isVisiting(c))
}
