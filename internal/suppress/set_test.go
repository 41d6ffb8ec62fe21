package suppress

import (
	"go/ast"
	"go/parser"
	"go/token"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// setSrc has one suppression comment of each kind; each line marked
// "// line N" is referred to by number in the tests.
const setSrc = `package p

func f() {
	_ = "a" //rediskeylint:ignore case legacy name
	//rediskeylint:ignore ttl,type set elsewhere
	_ = "b"
	_ = "c" //nolint:rediskeylint
	_ = "d" //nolint:errcheck,rediskeylint:separator
	_ = "e" //nolint:errcheck
	//nolint
	_ = "f"
	_ = "g" //rediskeylint:ignore case
	_ = "h" //rediskeylint:ignore spelling why
	_ = "i"
}
`

// parseSet parses setSrc and returns the file set, the file and the
// position of the string literal whose value is lit.
func parseSet(t *testing.T) (*token.FileSet, *ast.File, func(lit string) token.Pos) {
	t.Helper()
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, "p.go", setSrc, parser.ParseComments)
	require.NoError(t, err)
	at := func(lit string) token.Pos {
		var pos token.Pos
		ast.Inspect(f, func(n ast.Node) bool {
			if b, ok := n.(*ast.BasicLit); ok && b.Value == `"`+lit+`"` {
				pos = b.Pos()
			}
			return true
		})
		require.True(t, pos.IsValid(), "no literal %q", lit)
		return pos
	}
	return fset, f, at
}

func notGenerated(*ast.File) bool { return false }

func TestSuppressed(t *testing.T) {
	fset, f, at := parseSet(t)
	s := New(fset, []*ast.File{f}, true, notGenerated)
	tests := []struct {
		lit, rule string
		want      bool
	}{
		{"a", "case", true},       // ignore after the code
		{"a", "separator", false}, // of another rule
		{"b", "ttl", true},        // ignore alone on the line above
		{"b", "type", true},
		{"b", "case", false},
		{"c", "case", true}, // //nolint:rediskeylint: every rule
		{"c", "ttl", true},
		{"d", "separator", true}, // one rule in a list
		{"d", "case", false},
		{"e", "case", false}, // another linter's
		{"f", "depth", true}, // bare //nolint above
		{"g", "case", false}, // no reason: suppresses nothing
		{"h", "case", false}, // unknown rule: suppresses nothing
		{"i", "case", false}, // no comment
	}
	for _, tt := range tests {
		assert.Equal(t, tt.want, s.Suppressed(at(tt.lit), tt.rule), "%s %s", tt.lit, tt.rule)
	}
	assert.False(t, s.Suppressed(token.NoPos, "case"), "no position")
}

func TestNolintLeftToDriver(t *testing.T) {
	fset, f, at := parseSet(t)
	s := New(fset, []*ast.File{f}, false, notGenerated)
	assert.True(t, s.Suppressed(at("a"), "case"), "//rediskeylint:ignore is always honoured")
	assert.False(t, s.Suppressed(at("c"), "case"), "//nolint is the driver's")
	assert.False(t, s.Suppressed(at("f"), "case"), "//nolint is the driver's")
}

func TestBad(t *testing.T) {
	fset, f, _ := parseSet(t)
	bad := New(fset, []*ast.File{f}, true, notGenerated).Bad()
	require.Len(t, bad, 2)
	assert.Equal(t, "//rediskeylint:ignore case", bad[0].Comment.Text)
	assert.True(t, strings.HasPrefix(bad[0].Problem, "gives no reason"), bad[0].Problem)
	assert.Equal(t, "//rediskeylint:ignore spelling why", bad[1].Comment.Text)
	assert.Contains(t, bad[1].Problem, `names unknown rule "spelling"`)

	generated := New(fset, []*ast.File{f}, true, func(*ast.File) bool { return true }).Bad()
	assert.Empty(t, generated, "generated code's directives are not reported")
}

func TestAt(t *testing.T) {
	fset, f, at := parseSet(t)
	s := New(fset, []*ast.File{f}, true, notGenerated)
	rules, all := s.At(at("b"))
	assert.Equal(t, []string{"ttl", "type"}, rules)
	assert.False(t, all)
	_, all = s.At(at("c"))
	assert.True(t, all, "//nolint:rediskeylint turns off every rule")
	rules, all = s.At(at("i"))
	assert.Empty(t, rules)
	assert.False(t, all)
}
