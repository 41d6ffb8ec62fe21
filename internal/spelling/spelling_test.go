package spelling

import (
	"go/ast"
	"go/parser"
	"go/token"
	"strconv"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/rediskeylint/rediskeylint/keyrules"
)

const helperSrc = `package keys

func User(id string) string {
	return "Shop:user:" + id
}

func Cart(id string) string {
	return "Legacy:cart:" + id //rediskeylint:ignore case kept for the old service
}
`

// parsed is helperSrc parsed into its own file set, with its literals by
// value.
func parsed(t *testing.T, src string) (*token.FileSet, *ast.File, map[string]*ast.BasicLit) {
	t.Helper()
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, "/m/keys/keys.go", src, parser.ParseComments)
	require.NoError(t, err)
	lits := map[string]*ast.BasicLit{}
	ast.Inspect(f, func(n ast.Node) bool {
		if lit, ok := n.(*ast.BasicLit); ok && lit.Kind == token.STRING {
			v, _ := strconv.Unquote(lit.Value)
			lits[v] = lit
		}
		return true
	})
	return fset, f, lits
}

func notGenerated(*ast.File) bool { return false }

func TestRecordAndFind(t *testing.T) {
	fset, f, lits := parsed(t, helperSrc)
	byOrigin := []*ast.BasicLit{lits["Shop:user:"], lits["Legacy:cart:"]}
	record := Recorder(fset, []*ast.File{f}, func(i int) (*ast.BasicLit, int) {
		if i >= len(byOrigin) {
			return nil, 0
		}
		return byOrigin[i], 5
	}, true, notGenerated)

	user := record(0)
	require.NotNil(t, user)
	assert.Equal(t, "/m/keys/keys.go", user.File)
	assert.Equal(t, 4, user.Line)
	assert.Equal(t, `"Shop:user:"`, user.Raw)
	assert.Equal(t, 5, user.From, "where the part's text starts in the value")
	assert.False(t, user.Ignores(keyrules.RuleCase))
	assert.Nil(t, record(2), "an origin no literal spells")

	cart := record(1)
	require.NotNil(t, cart)
	assert.True(t, cart.Ignores(keyrules.RuleCase), "the suppression comment at the literal")
	assert.False(t, cart.Ignores(keyrules.RuleSeparator))

	// The same file set: the literal, at its position.
	lit, ok := NewFinder(fset).Literal(user)
	require.True(t, ok)
	assert.Equal(t, lits["Shop:user:"].Pos(), lit.Pos())
	assert.Equal(t, lits["Shop:user:"].Value, lit.Value)

	// Another file set that parsed the same file: the same line, column.
	other, _, _ := parsed(t, helperSrc)
	lit, ok = NewFinder(other).Literal(user)
	require.True(t, ok)
	assert.Equal(t, fset.Position(lits["Shop:user:"].Pos()).String(), other.Position(lit.Pos()).String())
}

func TestFinderRefusesOtherFiles(t *testing.T) {
	fset, f, lits := parsed(t, helperSrc)
	record := Recorder(fset, []*ast.File{f}, func(int) (*ast.BasicLit, int) { return lits["Shop:user:"], 0 }, true, notGenerated)
	s := record(0)
	require.NotNil(t, s)

	// The file changed since: a line more above the literal.
	edited, _, _ := parsed(t, "// Package keys.\n"+helperSrc)
	_, ok := NewFinder(edited).Literal(s)
	assert.False(t, ok, "another version of the file")

	// An importer's file of that name: its size, but lines of one byte.
	fake := token.NewFileSet()
	tf := fake.AddFile(s.File, -1, s.Size)
	lines := make([]int, s.Size)
	for i := range lines {
		lines[i] = i
	}
	require.True(t, tf.SetLines(lines))
	_, ok = NewFinder(fake).Literal(s)
	assert.False(t, ok, "a partial line table")

	_, ok = NewFinder(token.NewFileSet()).Literal(s)
	assert.False(t, ok, "a file set without the file")
	_, ok = NewFinder(fset).Literal(nil)
	assert.False(t, ok)
}
