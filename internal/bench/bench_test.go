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
// large ones, one shape per run); without it the tests generate a small
// module of each shape.
var moduleFlag = flag.String("module", "", "generated module to analyze (default: generate 20 packages × 50 sites of each shape)")

// The small modules of a plain `go test -bench . ./internal/bench/`.
const (
	smallPackages = 20
	smallSites    = 50
)

// A loadedModule is a module and its packages, loaded once for every test
// and benchmark of the process.
type loadedModule struct {
	once sync.Once
	mod  Module
	pkgs []*packages.Package // the module's packages
	deps []*packages.Package // the packages they import from outside the module
	err  error
}

var (
	loaded = map[Shape]*loadedModule{Direct: {}, Wrapped: {}}
	// tmp is where the small modules are generated; TestMain removes it.
	tmp string
)

func TestMain(m *testing.M) {
	flag.Parse()
	code := m.Run()
	if tmp != "" {
		os.RemoveAll(tmp)
	}
	os.Exit(code)
}

// shapes returns the shapes under test: the shape of the -module module,
// or every shape.
func shapes(tb testing.TB) []Shape {
	tb.Helper()
	if *moduleFlag == "" {
		return Shapes
	}
	m, err := ReadModule(*moduleFlag)
	require.NoError(tb, err)
	return []Shape{m.Shape}
}

// load returns the module of the shape, its packages and their outside
// imports, loaded with all syntax since the analyzer's facts come from
// dependencies too.
func load(tb testing.TB, shape Shape) (Module, []*packages.Package, []*packages.Package) {
	tb.Helper()
	l := loaded[shape]
	l.once.Do(func() {
		l.mod, l.err = module(shape)
		if l.err != nil {
			return
		}
		cfg := &packages.Config{
			Mode: packages.LoadAllSyntax,
			Dir:  l.mod.Dir,
			Env:  append(os.Environ(), "GOFLAGS=-mod=mod", "GOWORK=off"),
		}
		l.pkgs, l.err = packages.Load(cfg, "./...")
		if l.err == nil && packages.PrintErrors(l.pkgs) > 0 {
			l.err = fmt.Errorf("the generated module %s does not load", l.mod.Dir)
		}
		l.deps = outsideImports(l.pkgs)
	})
	require.NoError(tb, l.err)
	return l.mod, l.pkgs, l.deps
}

// module returns the module named by -module, or generates a small one of
// the shape.
func module(shape Shape) (Module, error) {
	if *moduleFlag != "" {
		m, err := ReadModule(*moduleFlag)
		if err == nil && m.Shape != shape {
			err = fmt.Errorf("%s is a %s module, not %s", *moduleFlag, m.Shape, shape)
		}
		return m, err
	}
	if tmp == "" {
		dir, err := os.MkdirTemp("", "rediskeylint-bench-")
		if err != nil {
			return Module{}, err
		}
		tmp = dir
	}
	return Generate(filepath.Join(tmp, string(shape)), shape, smallPackages, smallSites)
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
	for _, shape := range shapes(b) {
		b.Run(string(shape), func(b *testing.B) { benchmarkAnalyzer(b, shape) })
	}
}

func benchmarkAnalyzer(b *testing.B, shape Shape) {
	mod, pkgs, deps := load(b, shape)
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
	for _, shape := range shapes(b) {
		b.Run(string(shape), func(b *testing.B) { benchmarkNoop(b, shape) })
	}
}

func benchmarkNoop(b *testing.B, shape Shape) {
	mod, pkgs, _ := load(b, shape)
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

// TestGeneratedFindings checks that the analyzer reports the bad sites of
// the generated module as case findings, and nothing else: every shape of
// call site is seen. A direct site spells its own key, one finding each;
// a wrapped site's key is a producer's text of package keys, one finding
// per package however many of its calls use it.
func TestGeneratedFindings(t *testing.T) {
	for _, shape := range shapes(t) {
		t.Run(string(shape), func(t *testing.T) {
			mod, pkgs, _ := load(t, shape)
			graph, err := checker.Analyze([]*analysis.Analyzer{analyzer.Analyzer}, pkgs, nil)
			require.NoError(t, err)
			var diags []analysis.Diagnostic
			for _, act := range graph.Roots {
				require.NoError(t, act.Err, "%s", act)
				once := make(map[string]bool)
				for _, d := range act.Diagnostics {
					assert.False(t, once[d.Message], "%s reports %q twice", act.Package.PkgPath, d.Message)
					once[d.Message] = true
				}
				diags = append(diags, act.Diagnostics...)
			}
			for _, d := range diags {
				assert.Equal(t, "case", d.Category, d.Message)
			}
			switch shape {
			case Direct:
				assert.Len(t, diags, mod.Bad, "one finding per bad site")
				badSegment := regexp.MustCompile(`segment "Item\d+" is not snake_case$`)
				for _, d := range diags {
					assert.Regexp(t, badSegment, d.Message)
				}
			case Wrapped:
				assert.NotEmpty(t, diags)
				assert.LessOrEqual(t, len(diags), mod.Bad, "at most one finding per bad site")
				checkWrappedFindings(t, diags)
			}
		})
	}
}

// wrappedFinding is the message of a bad site of the wrapped shape: the
// key comes from a legacy producer of package keys, and the template
// holds the cache's prefix when the wrapper added it.
var wrappedFinding = regexp.MustCompile(`^key from keys\.([\w.]+)\(\.\.\.\) "((?:app:)?)shop:[^"]*" segment "[A-Z]\w*" is not snake_case$`)

// checkWrappedFindings checks that every legacy producer is reported,
// through every cache method, with the prefix of the wrapper but Eval's.
func checkWrappedFindings(t *testing.T, diags []analysis.Diagnostic) {
	t.Helper()
	seen := make(map[string]bool)
	for _, d := range diags {
		m := wrappedFinding.FindStringSubmatch(d.Message)
		if !assert.NotNil(t, m, "message %q", d.Message) {
			continue
		}
		seen[m[1]] = true
		// Eval passes its keys on as they are; the others prefix them.
		wantPrefix := "app:"
		if m[1] == "BadOrder" {
			wantPrefix = ""
		}
		assert.Equal(t, wantPrefix, m[2], d.Message)
	}
	want := map[string]bool{
		"BadUser": true, "BadProfile": true, "BadOrder": true, "UserKey.LegacyCart": true,
		"UserKey.BadFeed": true, "LegacyUserKey.String": true, "LegacyItemKey.String": true,
	}
	assert.Equal(t, want, seen, "legacy producers reported")
}

// TestGenerate checks what Generate writes: gofmt-ed packages that parse,
// with as many call sites and bad keys as it says, and a manifest that
// ReadModule reads back.
func TestGenerate(t *testing.T) {
	for _, shape := range Shapes {
		t.Run(string(shape), func(t *testing.T) {
			dir := filepath.Join(t.TempDir(), "mod")
			m, err := Generate(dir, shape, 3, 25)
			require.NoError(t, err)
			assert.Equal(t, Module{Dir: dir, Shape: shape, Packages: 3, Sites: 75, Bad: m.Bad}, m)
			assert.InDelta(t, 75/7, m.Bad, 2, "about one site in seven is bad")

			back, err := ReadModule(dir)
			require.NoError(t, err)
			assert.Equal(t, m, back)
			data, err := os.ReadFile(filepath.Join(dir, manifest))
			require.NoError(t, err)
			// A direct module's manifest is what it was before shapes.
			assert.Equal(t, shape != Direct, strings.Contains(string(data), `"shape"`), "%s", data)

			sites, bad := countSites(t, dir, shape, 3)
			assert.Equal(t, m.Sites, sites, "call sites")
			assert.Equal(t, m.Bad, bad, "bad sites")

			_, err = Generate(dir, shape, 1, 1)
			assert.ErrorContains(t, err, "not empty")
			_, err = Generate(t.TempDir(), shape, 0, 5)
			assert.Error(t, err)
		})
	}
	_, err := Generate(t.TempDir(), "layered", 1, 1)
	assert.ErrorContains(t, err, `shape "layered" is not one of direct, wrapped`)
	_, err = ReadModule(t.TempDir())
	assert.Error(t, err)
}

// TestParseShape checks that every shape parses back from its name and that
// another name is an error that lists the shapes.
func TestParseShape(t *testing.T) {
	for _, shape := range Shapes {
		got, err := ParseShape(string(shape))
		require.NoError(t, err)
		assert.Equal(t, shape, got)
	}
	_, err := ParseShape("Wrapped")
	assert.ErrorContains(t, err, `shape "Wrapped" is not one of direct, wrapped`)
}

// countSites parses the generated packages and counts their call sites and
// their bad keys: literals with a PascalCase segment in the direct shape,
// uses of a legacy producer in the wrapped one.
func countSites(t *testing.T, dir string, shape Shape, packages int) (sites, bad int) {
	t.Helper()
	fset := token.NewFileSet()
	for p := range packages {
		f, err := parser.ParseFile(fset, filepath.Join(dir, packageName(p), packageName(p)+".go"), nil, 0)
		require.NoError(t, err)
		ast.Inspect(f, func(n ast.Node) bool {
			switch n := n.(type) {
			case *ast.CallExpr:
				if sel, ok := n.Fun.(*ast.SelectorExpr); ok && isSiteCall(shape, sel) {
					sites++
				}
			case *ast.BasicLit:
				if shape == Direct && strings.Contains(n.Value, ":Item") {
					bad++
				}
			case *ast.SelectorExpr:
				if shape == Wrapped && (strings.HasPrefix(n.Sel.Name, "Bad") || strings.HasPrefix(n.Sel.Name, "Legacy")) {
					bad++
				}
			}
			return true
		})
	}
	return sites, bad
}

// isSiteCall reports whether sel is a call site of the shape: a method of
// one of the clients (a pipeline is not a command), or of the cache.
func isSiteCall(shape Shape, sel *ast.SelectorExpr) bool {
	id, ok := sel.X.(*ast.Ident)
	if !ok {
		return false
	}
	if shape == Wrapped {
		return id.Name == "c"
	}
	return (id.Name == "rdb" || id.Name == "conn" || id.Name == "pipe") && sel.Sel.Name != "Pipelined"
}
