package keyflow

import (
	"go/types"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestFieldAppendsWhereFollowed pins which x.f += e of a string field
// globals follows: one in a function's or literal's body itself, and one
// in the body of an if statement without else or init (its guard); one
// anywhere else hides the field's value.
func TestFieldAppendsWhereFollowed(t *testing.T) {
	p, _ := checkSource(t, `package p

type C struct{ Top, Guarded, WithElse, WithInit, Looped, InLiteral string }

func (c *C) top() { c.Top += ":" }

func (c *C) guarded() {
	if c.Guarded != "" {
		c.Guarded += ":"
	}
}

func (c *C) withElse() {
	if c.WithElse != "" {
		c.WithElse += ":"
	} else {
		c.WithElse = "x"
	}
}

func (c *C) withInit() {
	if n := len(c.WithInit); n > 0 {
		c.WithInit += ":"
	}
}

func (c *C) looped() {
	for i := 0; i < 2; i++ {
		c.Looped += ":"
	}
}

func (c *C) literal() func() {
	return func() { c.InLiteral += ":" }
}
`)
	g := newGlobals(p.Types, p.Info, newSyntax(nil, p.Files), nil)
	st := p.Types.Scope().Lookup("C").Type().Underlying().(*types.Struct)
	field := func(name string) *types.Var {
		for i := 0; i < st.NumFields(); i++ {
			if st.Field(i).Name() == name {
				return st.Field(i)
			}
		}
		t.Fatalf("no field %s", name)
		return nil
	}

	for _, name := range []string{"Top", "InLiteral"} {
		if assert.Len(t, g.appends[field(name)], 1, name) {
			assert.Nil(t, g.appends[field(name)][0].guard, "%s: appended in a body itself", name)
		}
		assert.False(t, g.opaque[field(name)], name)
	}
	require.Len(t, g.appends[field("Guarded")], 1)
	assert.NotNil(t, g.appends[field("Guarded")][0].guard, "appended under its test")
	for _, name := range []string{"WithElse", "WithInit", "Looped"} {
		assert.Empty(t, g.appends[field(name)], name)
		assert.True(t, g.opaque[field(name)], "%s: an append that hides the value", name)
	}
}
