package keyflow

import (
	"go/ast"
	"go/importer"
	"go/parser"
	"go/token"
	"go/types"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/rediskeylint/rediskeylint/keyrules"
)

const refSrc = `package p

var prefix = "user:"

func get[T any](id T) T { return id }

func use() { _ = get[int](1) }
`

// TestRefIdentity checks what makes two holes the same value: a generic
// instance's parameter is its declaration's, a package variable is the
// same root however it is reached, and a Ref moved onto an argument keeps
// how it renders.
func TestRefIdentity(t *testing.T) {
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, "p.go", refSrc, 0)
	require.NoError(t, err)
	info := &types.Info{
		Uses:      make(map[*ast.Ident]types.Object),
		Defs:      make(map[*ast.Ident]types.Object),
		Instances: make(map[*ast.Ident]types.Instance),
	}
	pkg, err := (&types.Config{Importer: importer.Default()}).Check("p", fset, []*ast.File{f}, info)
	require.NoError(t, err)

	generic := pkg.Scope().Lookup("get").(*types.Func)
	var instance *types.Signature
	for id, inst := range info.Instances {
		if id.Name == "get" {
			instance = inst.Type.(*types.Signature)
		}
	}
	require.NotNil(t, instance)
	declared, instantiated := generic.Signature().Params().At(0), instance.Params().At(0)
	require.NotSame(t, declared, instantiated, "an instance has its own parameter objects")
	assert.Equal(t, VarRoot(declared), VarRoot(instantiated), "an instance's parameter is its declaration's")

	prefix := pkg.Scope().Lookup("prefix")
	assert.Equal(t, Root{Global: IDOf(prefix)}, VarRoot(prefix), "a package variable is known by its VarID, as in facts")

	field := Ref{Root: ParamRoot(-1), Path: PathOf("name"), Kind: keyrules.Unknown}
	name, ok := field.Field()
	assert.True(t, ok)
	assert.Equal(t, "name", name)
	assert.False(t, field.Whole())

	arg := Ref{Root: VarRoot(declared), Path: PathOf("owner")}
	moved := field.On(arg)
	assert.Equal(t, Ref{Root: VarRoot(declared), Path: PathOf("owner", "name"), Kind: keyrules.Unknown}, moved)
	_, ok = moved.Field()
	assert.False(t, ok, "two fields deep is not one field of the root")

	elems := Ref{Root: ParamRoot(0), Shape: Pairs}
	assert.True(t, elems.Shape.IsList())
	assert.False(t, elems.Whole())
	assert.Equal(t, "param#0%pairs", elems.String())

	h := keyrules.NewHole(keyrules.Int)
	_, ok = RefOf(h)
	assert.False(t, ok, "a hole without identity has no Ref")
	h.ID = Ref{Root: ParamRoot(1), Kind: keyrules.Int}
	r, ok := ParamOf(h)
	assert.True(t, ok)
	assert.Equal(t, 1, r.Root.Param)
}
