package sizes

import (
	"go/ast"
	"go/importer"
	"go/parser"
	"go/token"
	"go/types"
	"testing"

	"golang.org/x/tools/go/ast/inspector"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/rediskeylint/rediskeylint/internal/keyflow"
)

// sources numbers the origins the evaluator asks for; sizes reads none.
type sources struct{ n int }

func (s *sources) next() int                                            { s.n++; return s.n }
func (s *sources) Shift(int, int) int                                   { return s.next() }
func (s *sources) Expr(ast.Expr) int                                    { return s.next() }
func (s *sources) Literal(*ast.BasicLit, int) int                       { return s.next() }
func (s *sources) Unspelled(int, int) int                               { return s.next() }
func (s *sources) Via(ast.Expr, keyflow.Via) int                        { return s.next() }
func (s *sources) Spelled(ast.Expr, keyflow.Via, *keyflow.Spelling) int { return s.next() }

// checked is a type-checked one-file package.
type checked struct {
	fset *token.FileSet
	file *ast.File
	info *types.Info
}

func check(t *testing.T, src string) checked {
	t.Helper()
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, "p.go", src, 0)
	require.NoError(t, err)
	info := &types.Info{
		Types: make(map[ast.Expr]types.TypeAndValue),
		Defs:  make(map[*ast.Ident]types.Object),
		Uses:  make(map[*ast.Ident]types.Object),
	}
	// Unused variables are soft errors: the sources assign expressions
	// only to measure them.
	conf := types.Config{Importer: importer.Default(), Error: func(err error) {
		if terr, ok := err.(types.Error); !ok || !terr.Soft {
			t.Errorf("type-checking: %v", err)
		}
	}}
	_, _ = conf.Check("p", fset, []*ast.File{f}, info)
	return checked{fset, f, info}
}

// values returns the Values of the package, its locals from keyflow.
func (c checked) values(t *testing.T) Values {
	pkg := keyflow.Package{Info: c.info, Files: []*ast.File{c.file}, Decls: keyflow.FuncDecls(c.info, []*ast.File{c.file})}
	ev := keyflow.New(pkg, &sources{}, nil)
	return Values{Info: c.info, Locals: ev.Locals}
}

// assigned returns the expression assigned to the variable called name.
func (c checked) assigned(t *testing.T, name string) ast.Expr {
	t.Helper()
	var out ast.Expr
	ast.Inspect(c.file, func(n ast.Node) bool {
		if as, ok := n.(*ast.AssignStmt); ok && len(as.Lhs) == 1 {
			if id, ok := as.Lhs[0].(*ast.Ident); ok && id.Name == name {
				out = as.Rhs[0]
			}
		}
		return true
	})
	require.NotNil(t, out, "no assignment to %s", name)
	return out
}

func TestLoopCounts(t *testing.T) {
	c := check(t, `package p

func f(n int, xs []int) {
	for i := 0; i < 10; i++ {}
	for i := 0; i <= 10; i++ {}
	for i := 10; i > 0; i-- {}
	for i := 10; i >= 0; i-- {}
	for i := 0; i < 10; i += 3 {}
	for i := 0; i != 4; i++ {}
	for i := 5; i < 5; i++ {}
	for i := 0; i < n; i++ {}
	for range 7 {}
	for range [3]int{} {}
	for range []string{"a", "b"} {}
	for range xs {}
	for {}
}
`)
	loops := Loops(c.info, inspector.New([]*ast.File{c.file}))
	var counts []int
	for _, l := range loops {
		counts = append(counts, l.Count)
	}
	assert.Equal(t, []int{10, 11, 10, 11, 4, 4, 0, -1, 7, 3, 2, -1, -1}, counts)
}

func TestEnclosing(t *testing.T) {
	c := check(t, `package p

func f() {
	for i := 0; i < 2; i++ {
		for j := 0; j < 3; j++ {
			_ = "inner"
		}
		_ = "outer"
	}
	_ = "none"
}
`)
	loops := Loops(c.info, inspector.New([]*ast.File{c.file}))
	at := func(lit string) token.Pos {
		var pos token.Pos
		ast.Inspect(c.file, func(n ast.Node) bool {
			if b, ok := n.(*ast.BasicLit); ok && b.Value == `"`+lit+`"` {
				pos = b.Pos()
			}
			return true
		})
		return pos
	}
	counts := func(ls []Loop) []int {
		out := []int{}
		for _, l := range ls {
			out = append(out, l.Count)
		}
		return out
	}
	assert.Equal(t, []int{3, 2}, counts(Enclosing(loops, at("inner"))), "innermost first")
	assert.Equal(t, []int{2}, counts(Enclosing(loops, at("outer"))))
	assert.Equal(t, []int{}, counts(Enclosing(loops, at("none"))))
}

func TestIntAndMul(t *testing.T) {
	c := check(t, `package p

const big = 1 << 50

func f(n int) {
	a := 3 * 4
	b := -5
	c := big
	d := n
	e := 2.5
}
`)
	tests := []struct {
		name string
		n    int
		ok   bool
	}{
		{"a", 12, true},
		{"b", -5, true},
		{"c", 0, false}, // past MaxCount
		{"d", 0, false}, // not constant
		{"e", 0, false}, // not an integer
	}
	for _, tt := range tests {
		n, ok := Int(c.info, c.assigned(t, tt.name))
		assert.Equal(t, tt.ok, ok, tt.name)
		assert.Equal(t, tt.n, n, tt.name)
	}
	assert.Equal(t, 0, Mul(0, MaxCount))
	assert.Equal(t, 12, Mul(3, 4))
	assert.Equal(t, MaxCount, Mul(MaxCount, 2), "saturates")
}

func TestSize(t *testing.T) {
	c := check(t, `package p

import (
	"bytes"
	"strings"
)

func f(s string, n int, cond bool) {
	a := "hello"
	b := strings.Repeat("ab", 1000)
	c := bytes.Repeat([]byte("x"), 64)
	d := make([]byte, 4096)
	e := "k:" + strings.Repeat("v", 10)
	f := []byte("abc")
	g := [8]byte{}
	v := "four"
	if cond {
		v = "seven!!"
	}
	h := v
	i := s
	j := strings.Repeat("x", n)
	k := make([]byte, n)
}
`)
	values := c.values(t)
	tests := []struct {
		name string
		size int
		ok   bool
	}{
		{"a", 5, true},
		{"b", 2000, true},
		{"c", 64, true},
		{"d", 4096, true},
		{"e", 12, true},
		{"f", 3, true},
		{"g", 8, true},
		{"h", 4, true}, // the smallest value that reaches the use
		{"i", 0, false},
		{"j", 0, false},
		{"k", 0, false},
	}
	for _, tt := range tests {
		size, ok := values.Size(c.assigned(t, tt.name))
		assert.Equal(t, tt.ok, ok, tt.name)
		assert.Equal(t, tt.size, size, tt.name)
	}
}

func TestDeclaredIn(t *testing.T) {
	c := check(t, `package p

func f(ids []string) {
	key := "fixed"
	for _, id := range ids {
		a := key
		b := id
		local := "x"
		c := local
		_, _, _ = a, b, c
	}
}
`)
	values := c.values(t)
	var loop ast.Node
	ast.Inspect(c.file, func(n ast.Node) bool {
		if r, ok := n.(*ast.RangeStmt); ok {
			loop = r
		}
		return true
	})
	assert.False(t, values.DeclaredIn(c.assigned(t, "a"), loop), "key is the same in every iteration")
	assert.True(t, values.DeclaredIn(c.assigned(t, "b"), loop), "id changes")
	assert.True(t, values.DeclaredIn(c.assigned(t, "c"), loop), "local is declared inside")
}

func TestInFuncLit(t *testing.T) {
	c := check(t, `package p

func f(run func(func())) {
	for i := 0; i < 3; i++ {
		_ = "direct"
		run(func() { _ = "deferred" })
	}
}
`)
	loop := Loops(c.info, inspector.New([]*ast.File{c.file}))[0].Node
	at := func(lit string) token.Pos {
		var pos token.Pos
		ast.Inspect(c.file, func(n ast.Node) bool {
			if b, ok := n.(*ast.BasicLit); ok && b.Value == `"`+lit+`"` {
				pos = b.Pos()
			}
			return true
		})
		return pos
	}
	assert.False(t, InFuncLit(at("direct"), loop))
	assert.True(t, InFuncLit(at("deferred"), loop))
}
