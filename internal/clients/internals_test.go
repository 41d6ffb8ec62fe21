package clients

import (
	"go/ast"
	"go/importer"
	"go/parser"
	"go/token"
	"go/types"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// clientInternals is a piece of go-redis as the client itself declares
// it: exported command methods built on unexported helpers that take a
// key parameter, and an in-memory cache helper that is no command at all.
const clientInternals = `package redis

import "context"

type Cmder interface{ Name() string }

type StringCmd struct{}

func (*StringCmd) Name() string { return "" }

type cmdable func(ctx context.Context, cmd Cmder) error

type baseClient struct{ cache map[string][]byte }

func (c cmdable) zRangeBy(ctx context.Context, zcmd, key string, withScores bool) *StringCmd {
	return &StringCmd{}
}

func (c cmdable) ZRangeByScore(ctx context.Context, key string) *StringCmd {
	return c.zRangeBy(ctx, "zrangebyscore", key, false)
}

func (c cmdable) Get(ctx context.Context, key string) *StringCmd { return &StringCmd{} }

func (c cmdable) GetOrEmpty(ctx context.Context, key string) *StringCmd {
	return c.Get(ctx, key)
}

func (c *baseClient) fulfillCached(key string, reply []byte) { c.cache[key] = reply }

func (c *baseClient) remember(db string, key string, reply []byte) {
	c.fulfillCached(db+"\x00"+key, reply)
}
`

// TestClientInternals matches the calls go-redis makes inside itself, as
// when the client is analysed: its unexported helpers are not commands,
// its exported methods still are.
func TestClientInternals(t *testing.T) {
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, "internals.go", clientInternals, 0)
	require.NoError(t, err)
	info := &types.Info{
		Types:      make(map[ast.Expr]types.TypeAndValue),
		Defs:       make(map[*ast.Ident]types.Object),
		Uses:       make(map[*ast.Ident]types.Object),
		Selections: make(map[*ast.SelectorExpr]*types.Selection),
	}
	conf := types.Config{Importer: importer.ForCompiler(fset, "source", nil)}
	_, err = conf.Check("github.com/redis/go-redis/v9", fset, []*ast.File{f}, info)
	require.NoError(t, err)
	got := map[string]string{}
	ast.Inspect(f, func(n ast.Node) bool {
		call, ok := n.(*ast.CallExpr)
		if !ok {
			return true
		}
		sel, ok := call.Fun.(*ast.SelectorExpr)
		if !ok {
			return true
		}
		command := ""
		if d := Match(info, call); d != nil {
			command = d.Command
		}
		got[sel.Sel.Name] = command
		return true
	})
	assert.Equal(t, map[string]string{"zRangeBy": "", "Get": "GET", "fulfillCached": ""}, got)
}
