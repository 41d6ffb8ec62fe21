package driver

import (
	"fmt"
	"go/ast"
	"go/types"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"testing"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/checker"

	"github.com/rediskeylint/rediskeylint/internal/factscan"
)

// valuesFact is the string literals a package variable is assigned in its
// package, or those of the variable a function returns.
type valuesFact struct{ Values []string }

func (*valuesFact) AFact() {}

// scannedValuesFact is a valuesFact read by scanning: the one of a
// variable whose name starts with S.
type scannedValuesFact struct{ Values []string }

func (*scannedValuesFact) AFact()       {}
func (*scannedValuesFact) ScannedFact() {}

// valuesAnalyzer is an analyzer with facts that crosses packages the way
// rediskeylint's does: a variable's fact reads every file of its package,
// test files included, a function's fact the fact of another package's
// variable, and a call reports the fact of the function called; with scan,
// each package scans the facts of scanned variables too. runs counts its
// analyses from source by package path.
func valuesAnalyzer(runs *sync.Map, scan bool) *analysis.Analyzer {
	a := &analysis.Analyzer{
		Name:      "values",
		Doc:       "reports the values a called function returns",
		FactTypes: []analysis.Fact{new(valuesFact), new(scannedValuesFact)},
	}
	a.Run = func(pass *analysis.Pass) (any, error) {
		n, _ := runs.LoadOrStore(pass.Pkg.Path(), new(atomic.Int32))
		n.(*atomic.Int32).Add(1)
		if scan {
			_ = factscan.Objects[*scannedValuesFact](pass)
		}
		values := map[types.Object][]string{}
		for _, f := range pass.Files {
			ast.Inspect(f, func(n ast.Node) bool {
				var lhs, rhs []ast.Expr
				switch n := n.(type) {
				case *ast.AssignStmt:
					lhs, rhs = n.Lhs, n.Rhs
				case *ast.ValueSpec:
					for _, id := range n.Names {
						lhs = append(lhs, id)
					}
					rhs = n.Values
				}
				for i := range min(len(lhs), len(rhs)) {
					id, _ := lhs[i].(*ast.Ident)
					lit, _ := rhs[i].(*ast.BasicLit)
					if id == nil || lit == nil {
						continue
					}
					obj := pass.TypesInfo.ObjectOf(id)
					s, _ := strconv.Unquote(lit.Value)
					if v, ok := obj.(*types.Var); ok && v.Parent() == pass.Pkg.Scope() {
						values[v] = append(values[v], s)
					}
				}
				return true
			})
		}
		for obj, vs := range values {
			slices.Sort(vs)
			if strings.HasPrefix(obj.Name(), "S") {
				pass.ExportObjectFact(obj, &scannedValuesFact{slices.Compact(vs)})
			} else {
				pass.ExportObjectFact(obj, &valuesFact{slices.Compact(vs)})
			}
		}
		for _, f := range pass.Files {
			for _, d := range f.Decls {
				fd, ok := d.(*ast.FuncDecl)
				if !ok || fd.Body == nil || len(fd.Body.List) != 1 {
					continue
				}
				ret, ok := fd.Body.List[0].(*ast.ReturnStmt)
				if !ok || len(ret.Results) != 1 {
					continue
				}
				sel, ok := ret.Results[0].(*ast.SelectorExpr)
				var fact valuesFact
				if ok && pass.ImportObjectFact(pass.TypesInfo.Uses[sel.Sel], &fact) {
					pass.ExportObjectFact(pass.TypesInfo.Defs[fd.Name], &fact)
				}
			}
			ast.Inspect(f, func(n ast.Node) bool {
				call, ok := n.(*ast.CallExpr)
				if !ok {
					return true
				}
				sel, ok := call.Fun.(*ast.SelectorExpr)
				var fact valuesFact
				if ok && pass.ImportObjectFact(pass.TypesInfo.Uses[sel.Sel], &fact) {
					pass.Reportf(call.Pos(), "%s returns %s", sel.Sel.Name, strings.Join(fact.Values, ", "))
				}
				return true
			})
		}
		return nil, nil
	}
	return a
}

// shareModule writes a module where package a has a test file of its own
// (testFile, in package a) and an external test that calls b.F and c.G,
// b.F returns a's variable V, and c.G calls b.F: the external test imports
// "b [a.test]" and "c [a.test]", which imports "b [a.test]".
func shareModule(t *testing.T, testFile string) string {
	t.Helper()
	dir := t.TempDir()
	files := map[string]string{
		"go.mod":       "module m\n\ngo 1.22\n",
		"a/a.go":       "package a\n\nvar V = \"prod\"\n\nvar W = \"prod\"\n\nvar S = \"prod\"\n",
		"a/in_test.go": testFile,
		"a/x_test.go":  "package a_test\n\nimport (\n\t\"testing\"\n\n\t\"m/b\"\n\t\"m/c\"\n)\n\nfunc TestF(t *testing.T) { _, _ = b.F(), c.G() }\n",
		"b/b.go":       "package b\n\nimport \"m/a\"\n\nfunc F() string { return a.V }\n",
		"c/c.go":       "package c\n\nimport \"m/b\"\n\nfunc G() string { return b.F() }\n",
	}
	for name, src := range files {
		path := filepath.Join(dir, name)
		if err := os.MkdirAll(filepath.Dir(path), 0o777); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, []byte(src), 0o666); err != nil {
			t.Fatal(err)
		}
	}
	return dir
}

// TestShareTestVariant checks that b [a.test] takes b's facts when a's test
// files change none of a's facts that b's analysis read, and is analysed
// from source when they do: the external test's finding is what an
// analysis of every variant from source gives, with the result cache and
// without. b reads the fact of V by object; when it scans, it reads the
// facts of every scanned variable (S). c reads b.F's fact, which differs
// in b [a.test] when V's does.
func TestShareTestVariant(t *testing.T) {
	for _, tc := range []struct {
		name, testFile, want string
		scan                 bool
		runsOfB, runsOfC     int32
	}{
		{"same facts", "package a\n\nfunc helper() string { return \"fixture\" }\n", "F returns prod", false, 1, 1},
		{"a test sets V", "package a\n\nfunc init() { V = \"test\" }\n", "F returns prod, test", false, 2, 2},
		{"a test sets W, which b does not read", "package a\n\nfunc init() { W = \"test\" }\n", "F returns prod", false, 1, 1},
		{"a test sets S, and b scans", "package a\n\nfunc init() { S = \"test\" }\n", "F returns prod", true, 2, 2},
		{"a test sets S, and b does not scan", "package a\n\nfunc init() { S = \"test\" }\n", "F returns prod", false, 1, 1},
		{"a test sets V, and b scans", "package a\n\nfunc init() { V = \"test\" }\n", "F returns prod, test", true, 2, 2},
	} {
		for _, cache := range []string{"off", "dir"} {
			t.Run(fmt.Sprintf("%s/cache %s", tc.name, cache), func(t *testing.T) {
				if cache == "dir" {
					cache = t.TempDir()
				}
				t.Setenv(CacheEnv, cache)
				dir := shareModule(t, tc.testFile)
				var runs sync.Map
				opts := LoadOptions{Dir: dir, Tests: true, Env: reachEnv, Library: func(string) bool { return false }}
				res, err := Analyze(valuesAnalyzer(&runs, tc.scan), []string{"./..."}, opts, true)
				if err != nil {
					t.Fatal(err)
				}
				findings, err := res.Findings(dir)
				if err != nil {
					t.Fatal(err)
				}
				var got []string
				for _, f := range findings {
					got = append(got, filepath.Base(f.Pos.Filename)+": "+f.Message)
				}
				slices.Sort(got)
				want := []string{"c.go: F returns prod", "x_test.go: " + tc.want}
				if !reflect.DeepEqual(got, want) {
					t.Errorf("findings %q, want %q", got, want)
				}
				for path, want := range map[string]int32{"m/b": tc.runsOfB, "m/c": tc.runsOfC} {
					n := int32(0)
					if v, ok := runs.Load(path); ok {
						n = v.(*atomic.Int32).Load()
					}
					if n != want {
						t.Errorf("%s was analysed from source %d times, want %d (the plain package, and its [a.test] variant only when a fact it read differs)", path, n, want)
					}
				}
			})
		}
	}
}

// TestAnalyzeLetsGoOfSyntax checks that a package that is not a root, here
// b [a.test] (b is not matched, so it is analysed from source), lets go of
// its syntax once analysed, and that the roots keep theirs unless only
// their findings are wanted.
func TestAnalyzeLetsGoOfSyntax(t *testing.T) {
	t.Setenv(CacheEnv, "off")
	dir := shareModule(t, "package a\n")
	for _, rootResults := range []bool{true, false} {
		opts := LoadOptions{Dir: dir, Tests: true, Env: reachEnv, Library: func(string) bool { return false }}
		res, err := analyze(valuesAnalyzer(&sync.Map{}, false), []string{"./a"}, opts, true, rootResults)
		if err != nil {
			t.Fatal(err)
		}
		roots := map[*checker.Action]bool{}
		for _, act := range res.Graph.Roots {
			roots[act] = true
			if kept := act.Package.Syntax != nil; kept != rootResults {
				t.Errorf("rootResults=%v: root %s keeps its syntax: %v", rootResults, act.Package.ID, kept)
			}
		}
		var nonRoots []string
		var visit func(act *checker.Action)
		visit = func(act *checker.Action) {
			for _, dep := range act.Deps {
				if !roots[dep] && dep.Package.ForTest != "" {
					nonRoots = append(nonRoots, dep.Package.ID)
					if dep.Package.Syntax != nil || dep.Package.TypesInfo != nil {
						t.Errorf("rootResults=%v: %s keeps its syntax after its analysis", rootResults, dep.Package.ID)
					}
				}
				visit(dep)
			}
		}
		for act := range roots {
			visit(act)
		}
		if !slices.Contains(nonRoots, "m/b [m/a.test]") {
			t.Errorf("rootResults=%v: b [a.test] is not in the graph below the roots: %q", rootResults, nonRoots)
		}
	}
}
