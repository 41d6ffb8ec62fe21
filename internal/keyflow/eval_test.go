package keyflow

import (
	"go/ast"
	"go/importer"
	"go/parser"
	"go/token"
	"go/types"
	"sort"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// sources numbers every origin it is asked for; the evaluator only needs
// them to be distinct.
type sources struct{ n int }

func (s *sources) next() int                            { s.n++; return s.n }
func (s *sources) Shift(int, int) int                   { return s.next() }
func (s *sources) Expr(ast.Expr) int                    { return s.next() }
func (s *sources) Literal(*ast.BasicLit, int) int       { return s.next() }
func (s *sources) Unspelled(origin int, by int) int     { return s.next() }
func (s *sources) Via(ast.Expr, Via) int                { return s.next() }
func (s *sources) Spelled(ast.Expr, Via, *Spelling) int { return s.next() }

// evalKeys type-checks src, a package whose function f assigns the
// expressions to evaluate to variables named k…, and returns what an
// Evaluator without hooks makes of each, rendered and sorted.
func evalKeys(t *testing.T, src string) map[string][]string {
	t.Helper()
	p, f := checkSource(t, src)
	ev := New(p, &sources{}, nil)
	out := map[string][]string{}
	for name, e := range keyExprs(f) {
		for _, tmpl := range ev.Eval(e).ToRules() {
			out[name] = append(out[name], tmpl.String())
		}
		sort.Strings(out[name])
	}
	return out
}

// checkSource parses and type-checks src, package p in one file.
func checkSource(t testing.TB, src string) (Package, *ast.File) {
	t.Helper()
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, "p.go", src, 0)
	require.NoError(t, err)
	info := &types.Info{
		Types: make(map[ast.Expr]types.TypeAndValue),
		Defs:  make(map[*ast.Ident]types.Object),
		Uses:  make(map[*ast.Ident]types.Object),
		// As an analysis pass has them: promoted methods are found there.
		Selections: make(map[*ast.SelectorExpr]*types.Selection),
	}
	conf := types.Config{Importer: importer.Default()}
	pkg, err := conf.Check("p", fset, []*ast.File{f}, info)
	require.NoError(t, err)
	return Package{Types: pkg, Info: info, Files: []*ast.File{f}}, f
}

// keyExprs returns the expressions f assigns to variables named k….
func keyExprs(f *ast.File) map[string]ast.Expr {
	out := map[string]ast.Expr{}
	ast.Inspect(f, func(n ast.Node) bool {
		as, ok := n.(*ast.AssignStmt)
		if !ok || len(as.Lhs) != 1 {
			return true
		}
		if name := as.Lhs[0].(*ast.Ident).Name; name[0] == 'k' {
			out[name] = as.Rhs[0]
		}
		return true
	})
	return out
}

// TestLibraryModels rebuilds the library calls the evaluator models, with
// no help from the analyzer.
func TestLibraryModels(t *testing.T) {
	got := evalKeys(t, `package p

import (
	"fmt"
	"strconv"
	"strings"
	"time"
)

func f(id int, name string, ok bool, at time.Time, parts []string) {
	k1 := fmt.Sprintf("user:%d:%s:%%", id, name)
	k2 := fmt.Sprint("a", id, 7)
	k3 := strings.Join([]string{"a", name, "c"}, ":")
	k4 := strings.ToUpper("ab:") + strings.Repeat("x", 3)
	k5 := strings.ReplaceAll("q:{id}:{id}", "{id}", strconv.Itoa(id))
	k6 := strings.NewReplacer("{a}", name).Replace("r:{a}") + ":" + strconv.FormatBool(ok)
	k7 := at.Format("2006") + strconv.Quote(name)
	var b strings.Builder
	b.WriteString("buf:")
	fmt.Fprintf(&b, "%d", id)
	k8 := b.String()
	k9 := strings.Join(parts, ",")
	_, _, _, _, _, _, _, _, _ = k1, k2, k3, k4, k5, k6, k7, k8, k9
}
`)
	assert.Equal(t, map[string][]string{
		"k1": {"user:<int>:<string>:%"},
		"k2": {"a<int> 7"},
		"k3": {"a:<string>:c"},
		"k4": {"AB:xxx"},
		"k5": {"q:<int>:<int>"},
		"k6": {"r:<string>:<bool>"},
		"k7": {"<2006><quoted>"},
		"k8": {"buf:<int>"},
		"k9": {"<string>"},
	}, got)
}

// TestLocalsReachingAndGuards follows a local through the assignments that
// reach its use, and drops the empty alternative a guard rules out.
func TestLocalsReachingAndGuards(t *testing.T) {
	got := evalKeys(t, `package p

func f(admin bool, id string) {
	prefix := "user:"
	if admin {
		prefix = "admin:"
	}
	k1 := prefix + id
	tenant := ""
	if admin {
		tenant = "acme"
	}
	if tenant == "" {
		return
	}
	k2 := tenant + ":x"
	_, _ = k1, k2
}
`)
	assert.Equal(t, map[string][]string{
		"k1": {"admin:<string>", "user:<string>"},
		"k2": {"acme:x"},
	}, got)
}
