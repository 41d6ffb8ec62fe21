package keysite

import (
	"go/ast"
	"go/parser"
	"go/token"
	"strconv"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"golang.org/x/tools/go/ast/inspector"

	"github.com/rediskeylint/rediskeylint/keyrules"
)

const familySrc = `package p

func f() {
	limit(limitKey("gw"))
	limit(limitKey("ga"))
	get("ga")
	limit(keyFor("user"))
}
`

func TestFamily(t *testing.T) {
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, "p.go", familySrc, 0)
	require.NoError(t, err)
	lits := map[string][]*ast.BasicLit{}
	calls := map[string]*ast.CallExpr{} // the call of get
	ast.Inspect(f, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.BasicLit:
			v, _ := strconv.Unquote(n.Value)
			lits[v] = append(lits[v], n)
		case *ast.CallExpr:
			calls[n.Fun.(*ast.Ident).Name] = n
		}
		return true
	})
	marks := FindMarks(inspector.New([]*ast.File{f}))
	assert.Len(t, marks, 4, "every string literal passed whole to a call")

	// Origins 0.. spell the parts below: each a whole literal, or none.
	var spelled []*ast.BasicLit
	part := func(text string, lit *ast.BasicLit) keyrules.Part {
		spelled = append(spelled, lit)
		return keyrules.Part{Lit: text, Origin: len(spelled) - 1}
	}
	spelling := func(i int) (*ast.BasicLit, int) { return spelled[i], 0 }
	hole := keyrules.Part{Hole: keyrules.NewHole(keyrules.Int), Origin: -1}
	tmpl := func(parts ...keyrules.Part) keyrules.Template { return keyrules.Template{Parts: parts} }
	site := calls["limit"]

	gw := tmpl(part("rate:", nil), part("gw", lits["gw"][0]), part(":", nil), hole)
	assert.Equal(t, "rate:<string>:<int>", Family(gw, spelling, marks, site), "a mark given to a key helper is a value")

	ga := tmpl(part("rate:", nil), part("ga", lits["ga"][0]), part(":", nil), hole)
	assert.Equal(t, Family(gw, spelling, marks, site), Family(ga, spelling, marks, site), "one family")

	own := tmpl(part("ga", lits["ga"][1]))
	assert.Equal(t, "", Family(own, spelling, marks, calls["get"]), "the site's own argument is the key")

	user := tmpl(part("user", lits["user"][0]), part(":", nil), hole)
	assert.Equal(t, "", Family(user, spelling, marks, site), "nothing but marks and punctuation is left: no family")

	plain := tmpl(part("rate:", nil), hole)
	assert.Equal(t, "", Family(plain, spelling, marks, site), "no mark: a family of its own")

	inside := tmpl(part("w", lits["gw"][0]))
	spelledAt := func(i int) (*ast.BasicLit, int) { return spelled[i], 1 }
	assert.Equal(t, "", Family(tmpl(part("rate:", nil), inside.Parts[0], hole), spelledAt, marks, site), "part of a literal is no mark")
}
