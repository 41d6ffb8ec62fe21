package bench

import (
	"flag"
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"regexp"
	"runtime"
	"strings"
	"sync"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/checker"
	"golang.org/x/tools/go/packages"

	"github.com/rediskeylint/rediskeylint/analyzer"
)

// moduleFlag names a module that gen wrote (scripts/bench.sh passes the
// large one); without it the tests generate a small module of their own.
var moduleFlag = flag.String("module", "", "generated module to analyze (default: generate 20 packages × 50 sites)")

// The small module of a plain `go test -bench . ./internal/bench/`.
const (
	smallPackages = 20
	smallSites    = 50
)

// loaded holds the module and its packages, loaded once for every test and
// benchmark of the process.
var loaded struct {
	once sync.Once
	tmp  string // the generated module's directory, removed by TestMain
	mod  Module
	pkgs []*packages.Package // the module's packages
	deps []*packages.Package // the packages they import from outside the module
	err  error
}

func TestMain(m *testing.M) {
	flag.Parse()
	code := m.Run()
	if loaded.tmp != "" {
		os.RemoveAll(loaded.tmp)
	}
	os.Exit(code)
}

// load returns the module, its packages and their outside imports, loaded
// with all syntax since the analyzer's facts come from dependencies too.
func load(tb testing.TB) (Module, []*packages.Package, []*packages.Package) {
	tb.Helper()
	loaded.once.Do(func() {
		loaded.mod, loaded.err = module()
		if loaded.err != nil {
			return
		}
		cfg := &packages.Config{
			Mode: packages.LoadAllSyntax,
			Dir:  loaded.mod.Dir,
			Env:  append(os.Environ(), "GOFLAGS=-mod=mod", "GOWORK=off"),
		}
		loaded.pkgs, loaded.err = packages.Load(cfg, "./...")
		if loaded.err == nil && packages.PrintErrors(loaded.pkgs) > 0 {
			loaded.err = fmt.Errorf("the generated module %s does not load", loaded.mod.Dir)
		}
		loaded.deps = outsideImports(loaded.pkgs)
	})
	require.NoError(tb, loaded.err)
	return loaded.mod, loaded.pkgs, loaded.deps
}

// module returns the module named by -module, or generates the small one.
func module() (Module, error) {
	if *moduleFlag != "" {
		return ReadModule(*moduleFlag)
	}
	dir, err := os.MkdirTemp("", "rediskeylint-bench-")
	if err != nil {
		return Module{}, err
	}
	loaded.tmp = dir
	return Generate(filepath.Join(dir, "mod"), smallPackages, smallSites)
}

// outsideImports returns the packages that pkgs import from other modules.
func outsideImports(pkgs []*packages.Package) []*packages.Package {
	seen := make(map[string]bool)
	var out []*packages.Package
	for _, p := range pkgs {
		for path, imp := range p.Imports {
			if !strings.HasPrefix(path, ModulePath+"/") && !seen[path] {
				seen[path] = true
				out = append(out, imp)
			}
		}
	}
	return out
}

// analyze runs a over the packages and returns the root diagnostics.
func analyze(tb testing.TB, a *analysis.Analyzer, pkgs []*packages.Package) []analysis.Diagnostic {
	graph, err := checker.Analyze([]*analysis.Analyzer{a}, pkgs, nil)
	require.NoError(tb, err)
	var diags []analysis.Diagnostic
	for _, act := range graph.Roots {
		require.NoError(tb, act.Err, "%s", act)
		diags = append(diags, act.Diagnostics...)
	}
	return diags
}

// mallocs returns the number of heap allocations that f makes.
func mallocs(f func()) uint64 {
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	f()
	runtime.ReadMemStats(&after)
	return after.Mallocs - before.Mallocs
}

// BenchmarkAnalyzer runs the analyzer in process over the generated
// module. Besides the usual figures it reports, per call site:
//   - allocs/site: all allocations of a run, the analysis of the
//     dependencies that facts need included (what go vet pays too);
//   - module-allocs/site: the same less a run over the dependencies
//     alone, that is, what the module's own call sites cost;
//   - ns/site: time of a run.
func BenchmarkAnalyzer(b *testing.B) {
	mod, pkgs, deps := load(b)
	// A first run pays for one-time initialisation (tables, sync.Once)
	// that would otherwise count against the dependencies.
	analyze(b, analyzer.Analyzer, pkgs)
	depAllocs := mallocs(func() { analyze(b, analyzer.Analyzer, deps) })
	var total uint64
	b.ReportAllocs()
	b.ResetTimer()
	for b.Loop() {
		total += mallocs(func() { analyze(b, analyzer.Analyzer, pkgs) })
	}
	perRun := float64(total) / float64(b.N)
	sites := float64(mod.Sites)
	b.ReportMetric(perRun/sites, "allocs/site")
	b.ReportMetric((perRun-float64(depAllocs))/sites, "module-allocs/site")
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/sites, "ns/site")
}

// BenchmarkNoop is the baseline: the same driver and packages with an
// analyzer that does nothing.
func BenchmarkNoop(b *testing.B) {
	mod, pkgs, _ := load(b)
	analyze(b, Noop, pkgs)
	var total uint64
	b.ReportAllocs()
	b.ResetTimer()
	for b.Loop() {
		total += mallocs(func() { analyze(b, Noop, pkgs) })
	}
	b.ReportMetric(float64(total)/float64(b.N)/float64(mod.Sites), "allocs/site")
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/float64(mod.Sites), "ns/site")
}

// TestGeneratedFindings checks that the analyzer reports each bad site of
// the generated module once, as a case finding, and nothing else: every
// shape of call site is seen.
func TestGeneratedFindings(t *testing.T) {
	mod, pkgs, _ := load(t)
	diags := analyze(t, analyzer.Analyzer, pkgs)
	badSegment := regexp.MustCompile(`segment "Item\d+" is not snake_case$`)
	for _, d := range diags {
		assert.Equal(t, "case", d.Category, d.Message)
		assert.Regexp(t, badSegment, d.Message)
	}
	assert.Len(t, diags, mod.Bad, "one finding per bad site")
}

// TestGenerate checks what Generate writes: gofmt-ed packages that parse,
// with as many call sites and bad keys as it says, and a manifest that
// ReadModule reads back.
func TestGenerate(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "mod")
	m, err := Generate(dir, 3, 25)
	require.NoError(t, err)
	assert.Equal(t, Module{Dir: dir, Packages: 3, Sites: 75, Bad: m.Bad}, m)
	assert.InDelta(t, 75/7, m.Bad, 2, "about one site in seven is bad")

	back, err := ReadModule(dir)
	require.NoError(t, err)
	assert.Equal(t, m, back)

	sites, bad := 0, 0
	fset := token.NewFileSet()
	for p := range 3 {
		f, err := parser.ParseFile(fset, filepath.Join(dir, packageName(p), packageName(p)+".go"), nil, 0)
		require.NoError(t, err)
		ast.Inspect(f, func(n ast.Node) bool {
			switch n := n.(type) {
			case *ast.CallExpr:
				if sel, ok := n.Fun.(*ast.SelectorExpr); ok && isClient(sel.X) && sel.Sel.Name != "Pipelined" {
					sites++
				}
			case *ast.BasicLit:
				if strings.Contains(n.Value, ":Item") {
					bad++
				}
			}
			return true
		})
	}
	assert.Equal(t, m.Sites, sites, "call sites")
	assert.Equal(t, m.Bad, bad, "literals with a bad segment")

	_, err = Generate(dir, 1, 1)
	assert.ErrorContains(t, err, "not empty")
	_, err = Generate(t.TempDir(), 0, 5)
	assert.Error(t, err)
	_, err = ReadModule(t.TempDir())
	assert.Error(t, err)
}

// isClient reports whether e names one of the generated code's clients.
func isClient(e ast.Expr) bool {
	id, ok := e.(*ast.Ident)
	return ok && (id.Name == "rdb" || id.Name == "conn" || id.Name == "pipe")
}
