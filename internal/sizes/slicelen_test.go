package sizes

import (
	"go/ast"
	"testing"

	"golang.org/x/tools/go/ast/inspector"

	"github.com/stretchr/testify/assert"
)

func TestSliceLen(t *testing.T) {
	c := check(t, `package p

func use(any) {}

func f(n int) {
	a := []string{"x", "y", "z"}
	use(a)
	b := make([]string, 4)
	use(b)
	var c []string
	for i := 0; i < 10; i++ {
		c = append(c, "k", "l")
	}
	use(c)
	d := []string{}
	for i := 0; i < n; i++ {
		d = append(d, "k")
	}
	use(d)
	e := make([]string, n)
	use(e)
	g := append(a, b...)
	use(g)
}
`)
	used := map[string]ast.Expr{}
	ast.Inspect(c.file, func(n ast.Node) bool {
		if call, ok := n.(*ast.CallExpr); ok && len(call.Args) == 1 {
			if id, ok := call.Args[0].(*ast.Ident); ok {
				used[id.Name] = id
			}
		}
		return true
	})
	v := c.values(t)
	loops := Loops(c.info, inspector.New([]*ast.File{c.file}))
	type got struct {
		n     int
		known bool
	}
	for name, want := range map[string]got{
		"a": {3, true},
		"b": {4, true},
		"c": {20, true}, // ten times two
		"d": {1, true},  // a loop without a constant bound counts once
		"e": {0, false},
		"g": {0, false}, // not appended to itself: assigned from another slice
	} {
		n, known := v.SliceLen(loops, used[name])
		assert.Equal(t, want, got{n, known}, name)
	}
}
