package keyflow

import (
	"go/ast"
	"go/types"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestLocalsIndexesTheDeclarationAsked: a question about a local variable
// indexes the declaration that holds it, and no other.
func TestLocalsIndexesTheDeclarationAsked(t *testing.T) {
	p, f := checkSource(t, `package p

var k0 = "a"

func first() string {
	k1 := "x"
	k1 = k1 + ":y"
	return k1
}

func second(id string) string {
	k2 := "user:"
	for i := 0; i < 2; i++ {
		k2 += id
	}
	return k2
}
`)
	ld := newLocals(p.Info, newSyntax(nil, p.Files))
	k2 := localNamed(t, p.Info, f, "k2")
	assert.Equal(t, []bool{false, false, false}, ld.indexed, "nothing is indexed before a question")

	assert.Len(t, ld.DefsOf(k2), 2)
	assert.Equal(t, []bool{false, false, true}, ld.indexed, "only second holds k2")
	assert.Len(t, ld.loops, 1, "second's loop, found with it")

	k1 := localNamed(t, p.Info, f, "k1")
	defs, complete := ld.ReachingAt(k1, f.Decls[1].End()-1)
	assert.True(t, complete)
	assert.Len(t, defs, 1, "the second assignment overwrites the first before the return")
	assert.Equal(t, []bool{false, true, true}, ld.indexed)
}

// localNamed returns the local variable of f named name.
func localNamed(t *testing.T, info *types.Info, f *ast.File, name string) *types.Var {
	t.Helper()
	for id, obj := range info.Defs {
		if v, ok := obj.(*types.Var); ok && id.Name == name && v.Parent() != v.Pkg().Scope() {
			return v
		}
	}
	require.FailNow(t, "no local variable "+name, f.Name.Name)
	return nil
}
