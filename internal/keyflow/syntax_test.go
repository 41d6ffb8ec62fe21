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
	"golang.org/x/tools/go/ast/inspector"
)

const syntaxSource = `package p

import "strings"

var prefix = "app:"

func key(id string) string {
	if id == "" {
		return strings.ToLower(prefix)
	}
	build := func(s string) string { return prefix + strings.TrimSpace(s) }
	switch id {
	case "a":
		return build(id)
	}
	return prefix + id
}
`

const syntaxTestSource = `package p

import "testing"

func TestKey(t *testing.T) {
	if key("x") == "" {
		t.Fatal(key(""))
	}
}
`

// checkFiles parses and type-checks a package of the named sources.
func checkFiles(t *testing.T, srcs ...[2]string) Package {
	t.Helper()
	fset := token.NewFileSet()
	var files []*ast.File
	for _, s := range srcs {
		f, err := parser.ParseFile(fset, s[0], s[1], 0)
		require.NoError(t, err)
		files = append(files, f)
	}
	info := &types.Info{
		Types: make(map[ast.Expr]types.TypeAndValue),
		Defs:  make(map[*ast.Ident]types.Object),
		Uses:  make(map[*ast.Ident]types.Object),
	}
	pkg, err := (&types.Config{Importer: importer.Default()}).Check("p", fset, files, info)
	require.NoError(t, err)
	return Package{Types: pkg, Info: info, Files: files}
}

// inspected returns the nodes of files of the types of want, in the order
// ast.Inspect visits them, skipping function literals' bodies when
// skipLits.
func inspected(files []*ast.File, want func(ast.Node) bool, skipLits bool) []ast.Node {
	var out []ast.Node
	for _, f := range files {
		ast.Inspect(f, func(n ast.Node) bool {
			if n != nil && want(n) {
				out = append(out, n)
			}
			_, lit := n.(*ast.FuncLit)
			return !(skipLits && lit)
		})
	}
	return out
}

// TestSyntaxVisitsAsInspect pins that a typed visit sees the nodes of its
// types in the order of ast.Inspect, pruned where its callback says.
func TestSyntaxVisitsAsInspect(t *testing.T) {
	p := checkFiles(t, [2]string{"a.go", syntaxSource}, [2]string{"a_test.go", syntaxTestSource})
	s := newSyntax(nil, p.Files)
	isCallOrReturn := func(n ast.Node) bool {
		switch n.(type) {
		case *ast.CallExpr, *ast.ReturnStmt:
			return true
		}
		return false
	}

	var visited []ast.Node
	for c := range s.preorder((*ast.CallExpr)(nil), (*ast.ReturnStmt)(nil)) {
		visited = append(visited, c.Node())
	}
	want := inspected(p.Files, isCallOrReturn, false)
	require.Len(t, want, 10)
	assert.Equal(t, want, visited)

	visited = nil
	for _, f := range s.files {
		f.Inspect([]ast.Node{(*ast.CallExpr)(nil), (*ast.ReturnStmt)(nil), (*ast.FuncLit)(nil)}, func(c inspector.Cursor) bool {
			if _, lit := c.Node().(*ast.FuncLit); lit {
				return false
			}
			visited = append(visited, c.Node())
			return true
		})
	}
	want = inspected(p.Files, isCallOrReturn, true)
	assert.Len(t, want, 8, "the literal's return and call are skipped")
	assert.Equal(t, want, visited)
}

// TestProductionViewWalksItsFiles pins that the production view shares the
// package's inspector and visits the production files only.
func TestProductionViewWalksItsFiles(t *testing.T) {
	p := checkFiles(t, [2]string{"a.go", syntaxSource}, [2]string{"a_test.go", syntaxTestSource})
	p.Inspector = inspector.New(p.Files)
	p.TestFiles = map[*ast.File]bool{p.Files[1]: true}
	ev := New(p, &sources{}, nil)
	require.NotNil(t, ev.production)
	assert.Same(t, p.Inspector, ev.syntax.all.Inspector())
	assert.Same(t, p.Inspector, ev.production.syntax.all.Inspector(), "one inspector for both views")

	var calls []string
	for c := range ev.production.syntax.preorder((*ast.CallExpr)(nil)) {
		calls = append(calls, types.ExprString(c.Node().(*ast.CallExpr).Fun))
	}
	assert.Equal(t, []string{"strings.ToLower", "strings.TrimSpace", "build"}, calls, "no call of the test file")
	assert.Len(t, ev.syntax.files, 2)
}

// TestSyntaxFindsNodes pins how a walk of one function finds where to
// start: a declaration's body, a literal inside it, and a node of a file
// outside the view.
func TestSyntaxFindsNodes(t *testing.T) {
	p := checkFiles(t, [2]string{"a.go", syntaxSource}, [2]string{"a_test.go", syntaxTestSource})
	ins := inspector.New(p.Files)
	s := newSyntax(ins, p.Files[:1])
	decl := p.Files[0].Decls[2].(*ast.FuncDecl)
	var lit *ast.FuncLit
	ast.Inspect(decl, func(n ast.Node) bool {
		if l, ok := n.(*ast.FuncLit); ok {
			lit = l
		}
		return true
	})
	require.NotNil(t, lit)

	for _, n := range []ast.Node{decl, decl.Body, lit, lit.Body, p.Files[1].Decls[1]} {
		c, ok := s.at(n)
		if assert.True(t, ok, "%T at %d", n, n.Pos()) {
			assert.Same(t, n, c.Node())
		}
	}
	_, ok := s.at(&ast.BlockStmt{Lbrace: decl.Body.Lbrace})
	assert.False(t, ok, "a node of no file")
}

// TestSyntaxWithoutAllFiles pins that an inspector that lacks one of the
// files is replaced by one of them all.
func TestSyntaxWithoutAllFiles(t *testing.T) {
	p := checkFiles(t, [2]string{"a.go", syntaxSource}, [2]string{"a_test.go", syntaxTestSource})
	partial := inspector.New(p.Files[:1])
	s := newSyntax(partial, p.Files)
	require.Len(t, s.files, 2)
	assert.NotSame(t, partial, s.all.Inspector())
	for i, c := range s.files {
		assert.Same(t, p.Files[i], c.Node())
	}
}
