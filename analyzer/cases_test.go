package analyzer

import (
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"

	"github.com/stretchr/testify/require"
	"golang.org/x/tools/go/analysis"
	analysischecker "golang.org/x/tools/go/analysis/checker"
	"golang.org/x/tools/go/packages"
)

// The analysistest cases. Each case is a GOPATH package under
// ../testdata/src/<case>; its "// want" comments are the diagnostics (and
// facts) the analyzer must report on that line, and no others. The client
// stubs live under ../testdata/src/github.com and keep the real signatures.
//
// Loading a case type-checks it and everything it imports, the standard
// library included, from source: far longer than analysing it. So every
// case is loaded once, together with its tests, and each test runs its
// analyzer on the cases it names, as analysistest.Run does on a load of
// its own. The loaded packages are only read, so tests analyse them in
// parallel.

// testdataDir is the GOPATH root of the analysistest cases; the go command
// wants it absolute.
var testdataDir = func() string {
	dir, err := filepath.Abs(filepath.Join("..", "testdata"))
	if err != nil {
		panic(err)
	}
	return dir
}()

// gopathEnv is the environment that loads packages from the GOPATH tree
// root, whatever module settings the caller's environment holds.
func gopathEnv(root string) []string {
	return append(os.Environ(), "GOPATH="+root, "GO111MODULE=off", "GOWORK=off", "GOFLAGS=", "GOPROXY=off")
}

// A caseTree is a GOPATH tree of cases, loaded once, in the mode
// analysistest loads in, with the test variants of the packages that have
// tests.
type caseTree struct {
	load func() ([]*packages.Package, error)
}

// newCaseTree returns the tree at the GOPATH root that makeRoot returns;
// makeRoot runs once, at the first load.
func newCaseTree(makeRoot func() (string, error)) *caseTree {
	return &caseTree{load: sync.OnceValues(func() ([]*packages.Package, error) {
		root, err := makeRoot()
		if err != nil {
			return nil, err
		}
		return packages.Load(&packages.Config{
			Mode:  packages.LoadAllSyntax | packages.NeedModule,
			Dir:   filepath.Join(root, "src"),
			Env:   gopathEnv(root),
			Tests: true,
		}, "./...")
	})}
}

// testdataCases are the cases of ../testdata/src.
var testdataCases = newCaseTree(func() (string, error) { return testdataDir, nil })

// casePath returns the import path of the case a loaded package belongs
// to: its own path, or for a test variant ("p [p.test]", "p_test
// [p.test]") and a test main ("p.test") the path of the package tested.
func casePath(p *packages.Package) string {
	id, _, _ := strings.Cut(p.ID, " ")
	id = strings.TrimSuffix(id, ".test")
	return strings.TrimSuffix(id, "_test")
}

// matchesPattern reports whether path is matched by an import path
// pattern, exact or ending in "/..." as the go command reads it.
func matchesPattern(pattern, path string) bool {
	if dir, ok := strings.CutSuffix(pattern, "/..."); ok {
		return path == dir || strings.HasPrefix(path, dir+"/")
	}
	return path == pattern
}

// packages returns the loaded packages that patterns name, in the order
// go list gives them: the packages by pattern, then their test variants
// and test mains by pattern.
func (c *caseTree) packages(t *testing.T, patterns ...string) []*packages.Package {
	t.Helper()
	all, err := c.load()
	require.NoError(t, err, "loading the cases")
	var plain, tests []*packages.Package
	seen := map[*packages.Package]bool{}
	for _, pattern := range patterns {
		found := false
		for _, p := range all {
			if !matchesPattern(pattern, casePath(p)) {
				continue
			}
			found = true
			if seen[p] {
				continue
			}
			seen[p] = true
			if p.ID == casePath(p) {
				plain = append(plain, p)
			} else {
				tests = append(tests, p)
			}
		}
		require.True(t, found, "no package of the cases matches %q", pattern)
	}
	return append(plain, tests...)
}

// analyse runs a on the cases that patterns name and returns the actions
// of those packages; it checks nothing of them.
func (c *caseTree) analyse(t *testing.T, a *analysis.Analyzer, patterns ...string) []*analysischecker.Action {
	t.Helper()
	graph, err := analysischecker.Analyze([]*analysis.Analyzer{a}, c.packages(t, patterns...), &analysischecker.Options{SanityCheck: true})
	require.NoError(t, err)
	return graph.Roots
}

// run runs a on the cases that patterns name and checks each one as
// analysistest.Run does: the pass ends without an error and its
// diagnostics and facts are exactly those of the "// want" comments.
func (c *caseTree) run(t *testing.T, a *analysis.Analyzer, patterns ...string) []*analysischecker.Action {
	t.Helper()
	roots := c.analyse(t, a, patterns...)
	if !a.RunDespiteErrors {
		// A package that does not load is skipped with an error; show why.
		packages.Visit(c.packages(t, patterns...), nil, func(p *packages.Package) {
			for _, err := range p.Errors {
				t.Log(err)
			}
		})
	}
	for _, act := range roots {
		if act.Err != nil {
			t.Errorf("error analysing %s: %v", act.Package.ID, act.Err)
			continue
		}
		checkWants(t, act)
	}
	return roots
}

// casePackages returns the packages of the testdata cases that patterns
// name.
func casePackages(t *testing.T, patterns ...string) []*packages.Package {
	t.Helper()
	return testdataCases.packages(t, patterns...)
}

// analyseCases runs a on the testdata cases that patterns name, unchecked.
func analyseCases(t *testing.T, a *analysis.Analyzer, patterns ...string) []*analysischecker.Action {
	t.Helper()
	return testdataCases.analyse(t, a, patterns...)
}

// runCases runs a on the testdata cases that patterns name and checks
// them against their want comments.
func runCases(t *testing.T, a *analysis.Analyzer, patterns ...string) []*analysischecker.Action {
	t.Helper()
	return testdataCases.run(t, a, patterns...)
}

// sharedTempDir is a directory for the trees that several tests share;
// TestMain removes it.
var sharedTempDir = sync.OnceValues(func() (string, error) {
	return os.MkdirTemp("", "rediskeylint-analyzer-")
})

// TestMain runs the tests, then removes the trees they shared.
func TestMain(m *testing.M) {
	code := m.Run()
	if dir, err := sharedTempDir(); err == nil {
		os.RemoveAll(dir)
	}
	os.Exit(code)
}
