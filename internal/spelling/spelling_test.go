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

func TestFinderWithoutTheParsedFile(t *testing.T) {
	fset, f, lits := parsed(t, helperSrc)
	record := Recorder(fset, []*ast.File{f}, func(int) (*ast.BasicLit, int) { return lits["Shop:user:"], 0 }, true, notGenerated)
	s := record(0)
	require.NotNil(t, s)
	want := fset.Position(lits["Shop:user:"].Pos())

	// The file changed since (a line more above the literal), an
	// importer's file of that name with lines of one byte, no file: the
	// literal is placed in a file the finder adds, at the same line and
	// column.
	edited, _, _ := parsed(t, "// Package keys.\n"+helperSrc)
	fake := token.NewFileSet()
	tf := fake.AddFile(s.File, -1, s.Size)
	lines := make([]int, s.Size)
	for i := range lines {
		lines[i] = i
	}
	require.True(t, tf.SetLines(lines))
	for name, other := range map[string]*token.FileSet{"edited": edited, "fake": fake, "empty": token.NewFileSet()} {
		finder := NewFinder(other)
		lit, ok := finder.Literal(s)
		require.True(t, ok, name)
		got := other.Position(lit.Pos())
		assert.Equal(t, want.String(), got.String(), name)
		assert.Equal(t, want.Offset, got.Offset, name)
		end := other.Position(lit.End())
		assert.Equal(t, want.Line, end.Line, name)
		assert.Equal(t, want.Column+len(lit.Value), end.Column, name)
		again, _ := finder.Literal(s)
		assert.Equal(t, lit.Pos(), again.Pos(), "one added file per line")
	}

	_, ok := NewFinder(fset).Literal(nil)
	assert.False(t, ok)
	broken := *s
	broken.Offset = broken.LineEnd
	_, ok = NewFinder(fset).Literal(&broken)
	assert.False(t, ok, "a literal outside its line")
}
