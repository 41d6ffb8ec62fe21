package driver

import (
	"go/token"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"

	"golang.org/x/tools/go/analysis"
)

// parsedWhenRun wraps a: when it runs on the package at path, it records
// the base names of the files under dir that the load has parsed so far.
func parsedWhenRun(a *analysis.Analyzer, path, dir string, parsed *[]string) *analysis.Analyzer {
	w := *a
	var once sync.Once
	w.Run = func(pass *analysis.Pass) (any, error) {
		if pass.Pkg.Path() == path {
			once.Do(func() {
				pass.Fset.Iterate(func(f *token.File) bool {
					if strings.HasPrefix(f.Name(), dir+string(filepath.Separator)) {
						*parsed = append(*parsed, filepath.Base(f.Name()))
					}
					return true
				})
			})
		}
		return a.Run(pass)
	}
	return &w
}

// TestAnalyzeTypesPackagesInTurn checks that Analyze parses and
// type-checks a package that matters only when the analysis reaches it:
// when the analyzer runs on a, at the bottom of the module, neither b
// (above a) nor c (above b) has been parsed, and the findings are those
// of a load that types everything first.
func TestAnalyzeTypesPackagesInTurn(t *testing.T) {
	t.Setenv(CacheEnv, "off")
	dir := shareModule(t, "package a\n")
	for _, rootResults := range []bool{true, false} {
		var parsed []string
		a := parsedWhenRun(valuesAnalyzer(&sync.Map{}, false), "m/a", dir, &parsed)
		opts := LoadOptions{Dir: dir, Tests: true, Env: reachEnv, Library: func(string) bool { return false }}
		res, err := analyze(a, []string{"./..."}, opts, true, rootResults)
		if err != nil {
			t.Fatal(err)
		}
		if !slices.Contains(parsed, "a.go") {
			t.Errorf("rootResults=%v: a.go was not parsed when a was analysed: %q", rootResults, parsed)
		}
		for _, above := range []string{"b.go", "c.go"} {
			if slices.Contains(parsed, above) {
				t.Errorf("rootResults=%v: %s was parsed before a was analysed: %q", rootResults, above, parsed)
			}
		}
		findings, err := res.Findings(dir)
		if err != nil {
			t.Fatal(err)
		}
		var got []string
		for _, f := range findings {
			got = append(got, filepath.Base(f.Pos.Filename)+": "+f.Message)
		}
		want := []string{"x_test.go: F returns prod", "c.go: F returns prod"}
		if !slices.Equal(got, want) {
			t.Errorf("rootResults=%v: findings %q, want %q", rootResults, got, want)
		}
	}
}

// TestAnalyzeTypesAllFirstWhenOneDoesNotBuild checks the other way: when
// a package that matters does not build, every package is typed before
// the analysis, the package is named as not loading, and the findings of
// the others stand.
func TestAnalyzeTypesAllFirstWhenOneDoesNotBuild(t *testing.T) {
	t.Setenv(CacheEnv, "off")
	dir := shareModule(t, "package a\n")
	broken := filepath.Join(dir, "d", "broken.go") // a package nothing imports
	if err := os.MkdirAll(filepath.Dir(broken), 0o777); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(broken, []byte("package d\n\nfunc H() int { return \"x\" }\n"), 0o666); err != nil {
		t.Fatal(err)
	}
	var parsed []string
	a := parsedWhenRun(valuesAnalyzer(&sync.Map{}, false), "m/a", dir, &parsed)
	opts := LoadOptions{Dir: dir, Tests: true, Env: reachEnv, Library: func(string) bool { return false }}
	res, err := analyze(a, []string{"./..."}, opts, true, false)
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Contains(parsed, "b.go") {
		t.Errorf("b.go was not parsed before the analysis: %q", parsed)
	}
	if len(res.Problems) != 1 || res.Problems[0].Package != "m/d" || !strings.Contains(res.Problems[0].String(), "broken.go") {
		t.Errorf("problems %v, want m/d's, naming broken.go", res.Problems)
	}
	findings, err := res.Findings(dir)
	if err != nil {
		t.Fatal(err)
	}
	var files []string
	for _, f := range findings {
		files = append(files, filepath.Base(f.Pos.Filename))
	}
	slices.Sort(files)
	if !slices.Equal(files, []string{"c.go", "x_test.go"}) {
		t.Errorf("findings in %q, want c's and the external test's", files)
	}
}

// TestAnalyzeReadsWholeBelowDeferredExportData checks that a package the
// analysis reads from export data in its turn, here x answered by the
// result cache after an edit of y, which imports it, finds the packages it
// imports read whole beforehand, so that its reading adds nothing to them
// while other packages are analysed: net/url, which only x imports, is
// complete.
func TestAnalyzeReadsWholeBelowDeferredExportData(t *testing.T) {
	t.Setenv(CacheEnv, t.TempDir())
	dir := t.TempDir()
	files := map[string]string{
		"go.mod": "module m\n\ngo 1.22\n",
		"x/x.go": "package x\n\nimport \"net/url\"\n\nfunc P(s string) *url.URL {\n\tu, _ := url.Parse(s)\n\treturn u\n}\n",
		"y/y.go": "package y\n\nimport \"m/x\"\n\nfunc Q() string { return x.P(\"a\").Path }\n",
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
	opts := LoadOptions{Dir: dir, Env: reachEnv, Library: func(string) bool { return false }}
	if _, err := Analyze(valuesAnalyzer(&sync.Map{}, false), []string{"./..."}, opts, true); err != nil {
		t.Fatal(err)
	}
	edited := files["y/y.go"] + "\n// edited\n"
	if err := os.WriteFile(filepath.Join(dir, "y", "y.go"), []byte(edited), 0o666); err != nil {
		t.Fatal(err)
	}
	res, err := Analyze(valuesAnalyzer(&sync.Map{}, false), []string{"./..."}, opts, true)
	if err != nil {
		t.Fatal(err)
	}
	if analysed, read := res.Cache.Stats(); analysed != 1 || read != 1 {
		t.Fatalf("the second run analysed %d packages and read %d from the cache, want y analysed and x read", analysed, read)
	}
	var found bool
	for _, act := range res.Graph.Roots {
		x := act.Package.Imports["m/x"]
		if act.Package.PkgPath != "m/y" || x == nil {
			continue
		}
		for _, imp := range x.Types.Imports() {
			if imp.Path() == "net/url" {
				found = true
				if !imp.Complete() {
					t.Error("net/url, below x, was not read whole before x was read from export data")
				}
			}
		}
	}
	if !found {
		t.Fatal("no m/y importing m/x importing net/url in the graph")
	}
}
