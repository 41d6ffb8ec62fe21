package expiry

import (
	"go/ast"
	"go/importer"
	"go/parser"
	"go/token"
	"go/types"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/rediskeylint/rediskeylint/internal/clients"
)

// checked type-checks src and returns its info, its function named fn and
// the arguments of its calls of set, in order.
func checked(t *testing.T, src, fn string) (*types.Info, *types.Func, [][]ast.Expr) {
	t.Helper()
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, "p.go", src, 0)
	require.NoError(t, err)
	info := &types.Info{Types: map[ast.Expr]types.TypeAndValue{}, Defs: map[*ast.Ident]types.Object{}, Uses: map[*ast.Ident]types.Object{}}
	pkg, err := (&types.Config{Importer: importer.Default()}).Check("p", fset, []*ast.File{f}, info)
	require.NoError(t, err)
	var calls [][]ast.Expr
	ast.Inspect(f, func(n ast.Node) bool {
		if call, ok := n.(*ast.CallExpr); ok {
			if id, ok := call.Fun.(*ast.Ident); ok && id.Name == "set" {
				calls = append(calls, call.Args)
			}
		}
		return true
	})
	return info, pkg.Scope().Lookup(fn).(*types.Func), calls
}

func TestOfWrapper(t *testing.T) {
	info, fn, calls := checked(t, `package p

func set(key string, ttl int) {}

func wrap(key string, ttl int) {
	set(key, ttl)
	set(key, 0)
	set(key, 60)
	set(key, ttl*2)
}
`, "wrap")
	require.Len(t, calls, 4)
	of := func(i int) Wrapper {
		return OfWrapper(info, &clients.Descriptor{Command: "SET", Expiration: calls[i][1]}, nil, fn)
	}
	assert.Equal(t, Wrapper{Param: 2}, of(0), "the wrapper's own parameter")
	assert.Equal(t, Wrapper{}, of(1), "the constant 0 gives no TTL")
	assert.Equal(t, Wrapper{Always: true}, of(2))
	assert.Equal(t, Wrapper{Always: true}, of(3), "computed at run time")
	assert.Equal(t, Wrapper{}, OfWrapper(info, &clients.Descriptor{Command: "SET"}, nil, fn), "no expiration")
	assert.Equal(t, Wrapper{Always: true}, OfWrapper(info, &clients.Descriptor{Command: "SET", Expires: true}, nil, fn))
}

func TestSets(t *testing.T) {
	info, _, calls := checked(t, `package p

func set(args ...any) {}

func f() {
	set("k", "v", "EX", 60)
	set("k", "v")
	set("k", 0)
	set("g", "s", "$", "MKSTREAM")
	set("g", "s", "$")
}
`, "f")
	require.Len(t, calls, 5)
	generic := &clients.Descriptor{Command: "SET"}
	assert.True(t, Sets(info, generic, calls[0], false), "SET k v EX 60")
	assert.False(t, Sets(info, generic, calls[1], false), "SET k v")
	assert.True(t, Sets(info, generic, calls[1], true), "a chain with an expiry step")
	assert.True(t, Sets(info, &clients.Descriptor{Command: "EXPIRE"}, nil, false))
	assert.False(t, Sets(info, &clients.Descriptor{Command: "SET", Expiration: calls[2][1]}, nil, false), "expiration 0")

	group := &clients.Descriptor{Command: "XGROUP|CREATE"}
	assert.False(t, GroupWithoutStream(info, group, calls[3]))
	assert.True(t, GroupWithoutStream(info, group, calls[4]))
	assert.False(t, GroupWithoutStream(info, generic, calls[4]), "not XGROUP CREATE")
}

func TestWrapperExpires(t *testing.T) {
	info, fn, _ := checked(t, `package p

func wrap(key string, ttl int) {}

func f(n int) {
	wrap("a", 0)
	wrap("b", 60)
	wrap("c", n)
}
`, "wrap")
	var calls []*ast.CallExpr
	for e := range info.Types {
		if call, ok := e.(*ast.CallExpr); ok {
			calls = append(calls, call)
		}
	}
	byKey := map[string]*ast.CallExpr{}
	for _, call := range calls {
		if lit, ok := call.Args[0].(*ast.BasicLit); ok {
			byKey[lit.Value] = call
		}
	}
	require.Len(t, byKey, 3)
	param := Wrapper{Param: 2}
	assert.False(t, param.Expires(info, byKey[`"a"`], fn), "ttl 0")
	assert.True(t, param.Expires(info, byKey[`"b"`], fn), "ttl 60")
	assert.True(t, param.Expires(info, byKey[`"c"`], fn), "a ttl computed at run time")
	assert.True(t, Wrapper{Always: true}.Expires(info, byKey[`"a"`], fn))
	assert.False(t, Wrapper{}.Expires(info, byKey[`"b"`], fn), "the wrapper sends no expiry")
}
