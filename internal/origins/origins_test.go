package origins

import (
	"go/ast"
	"go/token"
	"go/types"
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/rediskeylint/rediskeylint/internal/keyflow"
	"github.com/rediskeylint/rediskeylint/keyrules"
)

func TestLiteralRange(t *testing.T) {
	at := func(src string) *ast.BasicLit { return &ast.BasicLit{ValuePos: 100, Kind: token.STRING, Value: src} }
	cases := []struct {
		name       string
		src        string
		start, end int
		pos, endP  token.Pos
		exact      bool
	}{
		{"raw", "`user:1`", 5, 6, 106, 107, true},
		{"interpreted", `"user:1"`, 0, 4, 101, 105, true},
		{"after an escape", `"a\tuser"`, 2, 6, 104, 108, true},
		{"over an escape", `"a\tuser"`, 0, 3, 101, 105, false},
		{"past the end", `"ab"`, 1, 5, 100, 104, false},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			pos, end, exact := LiteralRange(at(c.src), c.start, c.end)
			assert.Equal(t, []any{c.pos, c.endP, c.exact}, []any{pos, end, exact})
		})
	}
}

func TestTable(t *testing.T) {
	lit := &ast.BasicLit{ValuePos: 10, Kind: token.STRING, Value: `"user:1"`}
	var tab Table
	i := tab.Literal(lit, 0)
	j := tab.Shift(i, 5)
	lit2, off := tab.Spelling(j)
	assert.Same(t, lit, lit2)
	assert.Equal(t, 5, off)

	u := tab.Unspelled(i, 2)
	got, _ := tab.Spelling(u)
	assert.Nil(t, got, "unspelled text has no literal")

	helper := types.NewFunc(token.NoPos, types.NewPackage("example.com/keys", "keys"), "User", types.NewSignatureType(nil, nil, nil, nil, nil, false))
	v := tab.Via(lit, keyflow.ViaFunc(helper))
	got, _ = tab.Spelling(v)
	assert.Nil(t, got, "text of another package's helper is not spelled here")

	assert.Equal(t, Origin{}, tab.Get(-1))
	assert.Equal(t, Origin{}, tab.Get(99))
}

func TestWholeLiteralAndSpelledIn(t *testing.T) {
	lit := &ast.BasicLit{ValuePos: 10, Kind: token.STRING, Value: `"app:user:1"`}
	other := &ast.BasicLit{ValuePos: 40, Kind: token.STRING, Value: `":x"`}
	var tab Table
	app, user := tab.Literal(lit, 0), tab.Shift(tab.Literal(lit, 0), 4)
	part := func(text string, origin int) keyrules.Part { return keyrules.Part{Lit: text, Origin: origin} }

	whole := keyrules.Template{Parts: []keyrules.Part{part("app:", app), part("user:1", user)}}
	got, start, end, ok := tab.WholeLiteral(whole)
	assert.True(t, ok, "adjacent parts of one literal spell the whole key")
	assert.Same(t, lit, got)
	assert.Equal(t, []int{0, 10}, []int{start, end})

	_, _, _, ok = tab.WholeLiteral(keyrules.Template{Parts: []keyrules.Part{part("user:1", user)}})
	assert.True(t, ok, "a key spelled inside a longer literal")
	_, _, _, ok = tab.WholeLiteral(keyrules.Template{Parts: []keyrules.Part{part("app:", app), part(":x", tab.Literal(other, 0))}})
	assert.False(t, ok, "two literals")
	_, _, _, ok = tab.WholeLiteral(keyrules.Template{Parts: []keyrules.Part{part("user:1", user), part("app:", app)}})
	assert.False(t, ok, "parts out of the literal's order")
	_, _, _, ok = tab.WholeLiteral(keyrules.Template{Parts: []keyrules.Part{part("app:", app), {Hole: keyrules.NewHole(keyrules.Int)}}})
	assert.False(t, ok, "a hole")

	call := &ast.CallExpr{Fun: &ast.Ident{NamePos: 5, Name: "f"}, Lparen: 6, Args: []ast.Expr{lit}, Rparen: 30}
	assert.True(t, tab.SpelledIn(whole, call))
	assert.False(t, tab.SpelledIn(whole, other), "the literal is elsewhere")
	helper := types.NewFunc(token.NoPos, types.NewPackage("example.com/keys", "keys"), "User", types.NewSignatureType(nil, nil, nil, nil, nil, false))
	via := keyrules.Template{Parts: []keyrules.Part{part("user:1", tab.Via(lit, keyflow.ViaFunc(helper)))}}
	assert.False(t, tab.SpelledIn(via, call), "another package's text")
}
