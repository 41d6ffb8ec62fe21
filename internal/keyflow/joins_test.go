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
)

// summariseSource summarises the function Key of a source file.
func summariseSource(t *testing.T, src string) *JoinFact {
	t.Helper()
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, "key.go", src, 0)
	require.NoError(t, err)
	info := &types.Info{Defs: map[*ast.Ident]types.Object{}, Uses: map[*ast.Ident]types.Object{}, Types: map[ast.Expr]types.TypeAndValue{}}
	conf := types.Config{Importer: importer.Default()}
	pkg, err := conf.Check("p", fset, []*ast.File{f}, info)
	require.NoError(t, err)
	fn := pkg.Scope().Lookup("Key").(*types.Func)
	for _, d := range f.Decls {
		if fd, ok := d.(*ast.FuncDecl); ok && fd.Name.Name == "Key" {
			return summariseJoin(info, fn, fd)
		}
	}
	return nil
}

// TestSummariseJoin tells join helpers from other loops over their
// parts, and never runs forever.
func TestSummariseJoin(t *testing.T) {
	for name, c := range map[string]struct {
		body string
		want *JoinFact
	}{
		"builder skipping empty parts": {`var b strings.Builder
			for _, p := range parts {
				if p == "" {
					continue
				}
				if b.Len() > 0 {
					b.WriteString("/")
				}
				b.WriteString(p)
			}
			return b.String()`, &JoinFact{Sep: "/", SkipEmpty: true}},
		"index loop with a prefix": {`key := "app"
			for i := 0; i < len(parts); i++ {
				key += ":" + parts[i]
			}
			return key`, &JoinFact{Prefix: "app:", Sep: ":"}},
		"separator after each but the last": {`s := ""
			for i, p := range parts {
				s += p
				if i != len(parts)-1 {
					s += "."
				}
			}
			return "{" + s + "}"`, &JoinFact{Prefix: "{", Sep: ".", Suffix: "}"}},
		"first part only":  {`for _, p := range parts { return p }; return ""`, nil},
		"reversed":         {`s := ""; for _, p := range parts { s = p + s }; return s`, nil},
		"endless loop":     {`for {}`, nil},
		"a call not known": {`return strings.Join(parts, "/")`, nil},
	} {
		src := "package p\nimport \"strings\"\nvar _ = strings.Join\nfunc Key(parts ...string) string {\n" + c.body + "\n}\n"
		assert.Equal(t, c.want, summariseSource(t, src), name)
	}
}
