package renames

import (
	"go/ast"
	"go/parser"
	"go/token"
	"go/types"
	"strconv"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"golang.org/x/tools/go/analysis"

	"github.com/rediskeylint/rediskeylint/keyrules"
)

// renamesSrc spells the keys of the tests; each string literal is named by
// the comment after it.
const renamesSrc = `package p

const legacy = "Legacy" // const
const modern = "legacy"

var byName = map[string]int{legacy: 1, modern: 2}

func f() {
	_ = "Order:" // a
	_ = "Order:" // b
	_ = "Cart:"  // c
	_ = "cart:"  // d
	_ = "Order:<int>" // e
}
`

// fixture is a type-checked package and the string literals of its
// source, by their comment (or value, for those without one).
type fixture struct {
	pass *analysis.Pass
	lits map[string]*ast.BasicLit
	// spelled maps an origin to its literal: origin i is lits[names[i]],
	// from offset 0.
	names []string
}

func newFixture(t *testing.T) *fixture {
	t.Helper()
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, "p.go", renamesSrc, parser.ParseComments)
	require.NoError(t, err)
	info := &types.Info{
		Types: make(map[ast.Expr]types.TypeAndValue), Defs: make(map[*ast.Ident]types.Object),
		Uses: make(map[*ast.Ident]types.Object), Implicits: make(map[ast.Node]types.Object),
	}
	pkg, err := (&types.Config{}).Check("p", fset, []*ast.File{f}, info)
	require.NoError(t, err)
	fx := &fixture{lits: map[string]*ast.BasicLit{}}
	ast.Inspect(f, func(n ast.Node) bool {
		lit, ok := n.(*ast.BasicLit)
		if !ok || lit.Kind != token.STRING {
			return true
		}
		name, _ := strconv.Unquote(lit.Value)
		for _, cg := range f.Comments {
			if fset.Position(cg.Pos()).Line == fset.Position(lit.Pos()).Line {
				name = cg.Text()[:len(cg.Text())-1]
			}
		}
		fx.lits[name] = lit
		return true
	})
	fx.pass = &analysis.Pass{
		Fset: fset, Files: []*ast.File{f}, Pkg: pkg, TypesInfo: info, TypesSizes: types.SizesFor("gc", "amd64"),
		ReadFile: func(string) ([]byte, error) { return []byte(renamesSrc), nil },
	}
	return fx
}

// plan returns an empty plan whose origins are the fixture's literals.
func (fx *fixture) plan() *Plan {
	return New(fx.pass, func(origin int) (*ast.BasicLit, int) {
		if origin < 0 || origin >= len(fx.names) {
			return nil, 0
		}
		return fx.lits[fx.names[origin]], 0
	})
}

// key returns the template of the literal called name, a key of its own,
// spelled there.
func (fx *fixture) key(name string) keyrules.Template {
	text, _ := strconv.Unquote(fx.lits[name].Value)
	fx.names = append(fx.names, name)
	return keyrules.Template{Parts: []keyrules.Part{{Lit: text, Origin: len(fx.names) - 1}}}
}

// lowerFirst is the case finding that lowers the first word of a key of n
// bytes to text.
func lowerFirst(n int, text string) keyrules.Finding {
	return keyrules.Finding{Rule: keyrules.RuleCase, Part: 0, Start: 0, End: n, Fix: &keyrules.Fix{Message: "Rename segment", Replacement: text}}
}

// edit is the exact edit of the first n bytes of the literal called name.
func (fx *fixture) edit(name string, n int, text string) *Edit {
	lit := fx.lits[name]
	return &Edit{Lit: lit, From: 0, To: n, Text: text, Pos: lit.Pos() + 1, End: lit.Pos() + 1 + token.Pos(n)}
}

func TestRenameAtEverySite(t *testing.T) {
	fx := newFixture(t)
	p := fx.plan()
	var groups []*Group
	for _, name := range []string{"a", "b"} {
		tm := fx.key(name)
		lit := fx.lits[name]
		p.Occurs(lit, tm)
		groups = append(groups, p.Add(lit, tm, lowerFirst(5, "order"), fx.edit(name, 5, "order")))
	}
	require.Same(t, groups[0], groups[1], "one template, one fix: one group")
	fixes := p.Fixes()
	fix := fixes[groups[0]]
	require.NotNil(t, fix)
	assert.Equal(t, `Rename key "Order:" to "order:" at all 2 sites; stored data is not migrated`, fix.Message)
	assert.Len(t, fix.TextEdits, 2, "both literals are edited")
	for _, e := range fix.TextEdits {
		assert.Equal(t, "order", string(e.NewText))
	}
}

func TestNoRenameWhenASiteCannotBeEdited(t *testing.T) {
	fx := newFixture(t)
	p := fx.plan()
	a, b := fx.key("a"), fx.key("b")
	p.Occurs(fx.lits["a"], a)
	p.Occurs(fx.lits["b"], b)
	g := p.Add(fx.lits["a"], a, lowerFirst(5, "order"), fx.edit("a", 5, "order"))
	p.Add(fx.lits["b"], b, lowerFirst(5, "order"), nil)
	assert.Nil(t, p.Fixes()[g], "the key at b would keep its old name")
}

func TestNoRenameWhenAKeyIsNotSeenByTheFinding(t *testing.T) {
	fx := newFixture(t)
	p := fx.plan()
	a, b := fx.key("a"), fx.key("b")
	p.Occurs(fx.lits["a"], a)
	p.Occurs(fx.lits["b"], b) // a key with the template, but no finding (suppressed elsewhere)
	g := p.Add(fx.lits["a"], a, lowerFirst(5, "order"), fx.edit("a", 5, "order"))
	assert.Nil(t, p.Fixes()[g])
}

func TestNoRenameOntoAnotherKey(t *testing.T) {
	fx := newFixture(t)
	p := fx.plan()
	c, d := fx.key("c"), fx.key("d")
	p.Occurs(fx.lits["c"], c)
	p.Occurs(fx.lits["d"], d) // "cart:" is already a key
	g := p.Add(fx.lits["c"], c, lowerFirst(4, "cart"), fx.edit("c", 4, "cart"))
	assert.Nil(t, p.Fixes()[g], "two key families would share their data")
}

func TestNoRenameThatBreaksTheBuild(t *testing.T) {
	fx := newFixture(t)
	p := fx.plan()
	k := fx.key("const")
	p.Occurs(fx.lits["const"], k)
	g := p.Add(fx.lits["const"], k, lowerFirst(6, "legacy"), fx.edit("const", 6, "legacy"))
	assert.Nil(t, p.Fixes()[g], "the renamed constant repeats a map key")
}

func TestRenameOneKey(t *testing.T) {
	fx := newFixture(t)
	p := fx.plan()
	c := fx.key("c")
	p.Occurs(fx.lits["c"], c)
	g := p.Add(fx.lits["c"], c, lowerFirst(4, "shop"), fx.edit("c", 4, "shop"))
	fix := p.Fixes()[g]
	require.NotNil(t, fix)
	assert.Equal(t, `Rename key "Cart:" to "shop:"; stored data is not migrated`, fix.Message)
	require.Len(t, fix.TextEdits, 1)
	assert.Equal(t, fx.lits["c"].Pos()+1, fix.TextEdits[0].Pos)
}

// TestTemplatesAreShapesNotRenderings renames a key "Order:" + an int
// without the key whose literal text is "Order:<int>": they render alike
// but are two key families, and the literal one has no finding.
func TestTemplatesAreShapesNotRenderings(t *testing.T) {
	fx := newFixture(t)
	p := fx.plan()
	withHole := fx.key("a")
	withHole.Parts = append(withHole.Parts, keyrules.Part{Hole: keyrules.NewHole(keyrules.Int)})
	literal := fx.key("e")
	require.Equal(t, literal.String(), withHole.String(), "the two keys render alike")
	p.Occurs(fx.lits["a"], withHole)
	p.Occurs(fx.lits["e"], literal)
	g := p.Add(fx.lits["a"], withHole, lowerFirst(5, "order"), fx.edit("a", 5, "order"))
	fix := p.Fixes()[g]
	require.NotNil(t, fix, "the literal key is another template: it need not be renamed too")
	assert.Equal(t, `Rename key "Order:<int>" to "order:<int>"; stored data is not migrated`, fix.Message)
	require.Len(t, fix.TextEdits, 1)
	assert.Equal(t, fx.lits["a"].Pos()+1, fix.TextEdits[0].Pos)
}
