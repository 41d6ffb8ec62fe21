package driver

import (
	"fmt"
	"go/ast"
	"go/types"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/checker"
	"golang.org/x/tools/go/packages"

	"github.com/rediskeylint/rediskeylint/analyzer"
)

// reachModule copies testdata/reach into a temporary directory and returns
// the directory of its main module, example.com/app: a package store
// (the one checked) that calls a wrapper of go-redis in example.com/wrap
// with a key from its own package keys, which does not import Redis, and
// also imports example.com/util, which knows nothing of Redis.
func reachModule(t *testing.T) string {
	t.Helper()
	dir := t.TempDir()
	if err := os.CopyFS(dir, os.DirFS(filepath.Join("testdata", "reach"))); err != nil {
		t.Fatal(err)
	}
	return filepath.Join(dir, "app")
}

var reachEnv = []string{"GOFLAGS=-mod=mod", "GOWORK=off"}

// TestLoadKeepsWhatMatters checks the rule of Load on store: its module's
// key helpers and the other module's wrapper stay in the graph, parsed
// whole; go-redis, util and the standard library leave it, never parsed.
func TestLoadKeepsWhatMatters(t *testing.T) {
	for _, tests := range []bool{false, true} {
		opts := LoadOptions{Dir: reachModule(t), Tests: tests, Env: reachEnv, Library: analyzer.ClientLibrary}
		pkgs, matter, err := load([]string{"./store"}, opts)
		if err != nil {
			t.Fatal(err)
		}
		all := map[string]*packages.Package{}
		packages.Visit(pkgs, nil, func(p *packages.Package) { all[p.ID] = p })

		whole := []string{"example.com/app/store", "example.com/app/keys", "example.com/wrap"}
		trimmed := []string{"example.com/util", "fmt", "strconv", "github.com/redis/go-redis/v9"}
		for _, id := range whole {
			if p := all[id]; p == nil || !matter[id] || !hasBodies(p) {
				t.Errorf("tests=%v: %s is not loaded whole", tests, id)
			}
		}
		for _, id := range trimmed {
			if p := all[id]; p == nil || matter[id] || hasBodies(p) {
				t.Errorf("tests=%v: %s is loaded whole", tests, id)
			}
		}

		prune(pkgs, matter)
		var kept []string
		packages.Visit(pkgs, nil, func(p *packages.Package) { kept = append(kept, p.ID) })
		slices.Sort(kept)
		want := []string{"example.com/app/keys", "example.com/app/store", "example.com/wrap"}
		if tests {
			want = []string{"example.com/app/keys", "example.com/app/store", "example.com/app/store [example.com/app/store.test]", "example.com/wrap"}
		}
		if !slices.Equal(kept, want) {
			t.Errorf("tests=%v: the pruned graph holds %s, want %s", tests, strings.Join(kept, ", "), strings.Join(want, ", "))
		}
	}
}

// hasBodies reports whether p has syntax with a function body whose
// statements have types.
func hasBodies(p *packages.Package) bool {
	if p.TypesInfo == nil {
		return false
	}
	for _, f := range p.Syntax {
		for _, d := range f.Decls {
			fn, ok := d.(*ast.FuncDecl)
			if !ok || fn.Body == nil || len(fn.Body.List) == 0 {
				continue
			}
			typed := false
			ast.Inspect(fn.Body, func(n ast.Node) bool {
				if e, ok := n.(ast.Expr); ok && p.TypesInfo.Types[e].Type != nil {
					typed = true
				}
				return !typed
			})
			if typed {
				return true
			}
		}
	}
	return false
}

// TestLoadReportsErrors checks that a package that does not load or
// does not build (so has no export data) is an error naming it, whether
// it matters or not, and wherever the error is, a function body included.
func TestLoadReportsErrors(t *testing.T) {
	for _, tc := range []struct{ pkg, src string }{
		{"util", "package util\n\nvar X int = \"x\"\n"},
		{"util", "package util\n\nfunc F() int { return \"x\" }\n"},
		{"app/keys", "package keys\n\nfunc F() int { return \"x\" }\n"},
	} {
		dir := reachModule(t)
		broken := filepath.Join(dir, "..", tc.pkg, "broken.go")
		if err := os.WriteFile(broken, []byte(tc.src), 0o644); err != nil {
			t.Fatal(err)
		}
		_, err := Load([]string{"./store"}, LoadOptions{Dir: dir, Env: reachEnv, Library: analyzer.ClientLibrary})
		if err == nil || !strings.Contains(err.Error(), "broken.go") {
			t.Errorf("%s %q: Load = %v, want an error naming broken.go", tc.pkg, tc.src, err)
		}
	}
}

// TestLoadReadsExportData checks that the packages that do not matter
// are neither parsed nor type-checked: those a package that matters
// imports have complete types read from export data, the ones below
// them only what that export data mentions.
func TestLoadReadsExportData(t *testing.T) {
	pkgs, matter, err := load([]string{"./store"}, LoadOptions{Dir: reachModule(t), Env: reachEnv, Library: analyzer.ClientLibrary})
	if err != nil {
		t.Fatal(err)
	}
	all := map[string]*packages.Package{}
	packages.Visit(pkgs, nil, func(p *packages.Package) { all[p.ID] = p })
	for id, p := range all {
		if id == "unsafe" {
			continue
		}
		if matter[id] {
			if p.Syntax == nil || p.TypesInfo == nil || !p.Types.Complete() {
				t.Errorf("%s matters but was not type-checked from source", id)
			}
			continue
		}
		if p.Syntax != nil || p.TypesInfo != nil {
			t.Errorf("%s does not matter but was parsed", id)
		}
		if p.ExportFile == "" {
			t.Errorf("%s has no export data", id)
		}
	}
	for _, id := range []string{"example.com/util", "fmt", "github.com/redis/go-redis/v9"} {
		p := all[id]
		if p == nil || !p.Types.Complete() {
			t.Fatalf("%s, imported by a package that matters, has no complete types", id)
		}
	}
	if obj := all["example.com/util"].Types.Scope().Lookup("Twice"); obj == nil {
		t.Error("util.Twice is missing from util's export data")
	}
	// store calls util.Twice: its type comes from the export data.
	var twice *types.Func
	for id, obj := range all["example.com/app/store"].TypesInfo.Uses {
		if id.Name == "Twice" {
			twice, _ = obj.(*types.Func)
		}
	}
	if twice == nil || twice.Pkg() != all["example.com/util"].Types {
		t.Errorf("store uses %v for util.Twice, want the object of util's export data", twice)
	}
}

// variantModule copies testdata/variant into a temporary directory and
// returns it: module example.com/variant, whose package a wraps go-redis
// and has an internal test and an external one that imports b, which
// imports a, so that with tests go list gives b a variant, "b [a.test]",
// that no pattern names; package c uses cgo.
func variantModule(t *testing.T) string {
	t.Helper()
	dir := t.TempDir()
	if err := os.CopyFS(dir, os.DirFS(filepath.Join("testdata", "variant"))); err != nil {
		t.Fatal(err)
	}
	return dir
}

// findings loads patterns in dir, with their tests or not, analyses them
// reporting in test files too and returns each finding as
// "file:line: rule: message", file relative to dir.
func findings(t *testing.T, dir string, tests bool, patterns ...string) []string {
	t.Helper()
	a := analyzer.Analyzer
	was := a.Flags.Lookup("tests").Value.String()
	if err := a.Flags.Set("tests", "true"); err != nil {
		t.Fatal(err)
	}
	defer func() { _ = a.Flags.Set("tests", was) }()
	pkgs, err := Load(patterns, LoadOptions{Dir: dir, Tests: tests, Env: reachEnv, Library: analyzer.ClientLibrary})
	if err != nil {
		t.Fatal(err)
	}
	graph, err := checker.Analyze([]*analysis.Analyzer{a}, pkgs, nil)
	if err != nil {
		t.Fatal(err)
	}
	found, err := collect(graph, nil, dir)
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	for _, f := range found {
		out = append(out, fmt.Sprintf("%s:%d: %s: %s", relPath(dir, f.Pos.Filename), f.Pos.Line, f.Rule, f.Message))
	}
	return out
}

// TestLoadChecksTestVariantDependencies checks that "b [a.test]", which
// matters (it imports a) but which no pattern can name, is type-checked
// whole: the external test of a finds the key of b's helper only through
// the fact the analyzer exports on b [a.test]. The dependency itself is
// analysed but not reported on: b is not matched.
func TestLoadChecksTestVariantDependencies(t *testing.T) {
	dir := variantModule(t)
	const variant = "example.com/variant/b [example.com/variant/a.test]"
	pkgs, matter, err := load([]string{"./a"}, LoadOptions{Dir: dir, Tests: true, Env: reachEnv, Library: analyzer.ClientLibrary})
	if err != nil {
		t.Fatal(err)
	}
	var b *packages.Package
	packages.Visit(pkgs, nil, func(p *packages.Package) {
		if p.ID == variant {
			b = p
		}
	})
	if b == nil || !matter[variant] || !hasBodies(b) {
		t.Fatalf("%s is not loaded whole", variant)
	}

	got := findings(t, dir, true, "./a")
	want := []string{`a/a_test.go:12: case: key from b.UserKey(...) "User:1" segment "User" is not snake_case`}
	if !slices.Equal(got, want) {
		t.Errorf("findings of ./a:\n\t%s\nwant\n\t%s", strings.Join(got, "\n\t"), strings.Join(want, "\n\t"))
	}
	got = findings(t, dir, false, "./a")
	if len(got) > 0 {
		t.Errorf("findings of ./a without tests:\n\t%s\nwant none", strings.Join(got, "\n\t"))
	}
	got = findings(t, dir, true, "./a", "./b")
	want = append(want, `b/b.go:18: case: key (through a.Get) "Profile:<int>" segment "Profile" is not snake_case`)
	if !slices.Equal(got, want) {
		t.Errorf("findings of ./a ./b:\n\t%s\nwant\n\t%s", strings.Join(got, "\n\t"), strings.Join(want, "\n\t"))
	}
}

// TestLoadCgo checks that a package that matters and uses cgo is
// type-checked whole from the files cgo generates, its findings placed in
// its own file.
func TestLoadCgo(t *testing.T) {
	if _, err := exec.LookPath("gcc"); err != nil {
		t.Skip("no C compiler")
	}
	dir := variantModule(t)
	got := findings(t, dir, false, "./c")
	want := []string{`c/c.go:19: case: key (through a.Get) "Order:<int>" segment "Order" is not snake_case`}
	if !slices.Equal(got, want) {
		t.Errorf("findings of ./c:\n\t%s\nwant\n\t%s", strings.Join(got, "\n\t"), strings.Join(want, "\n\t"))
	}
}

// TestLoadNeedsLibrary: without the predicate the loader cannot tell
// which packages the analyzer needs, and says so rather than guess.
func TestLoadNeedsLibrary(t *testing.T) {
	_, err := Load([]string{"./store"}, LoadOptions{Dir: t.TempDir()})
	want := "loading packages: LoadOptions.Library is not set; the driver cannot tell which packages the analyzer needs"
	if err == nil || err.Error() != want {
		t.Fatalf("Load without Library: got error %v, want %q", err, want)
	}
}

// TestTestViewOncePerTest checks the packages by path that export data
// below a test variant names: the test's variants in place of the plain
// packages, the plain ones left as they are, and one view per test.
func TestTestViewOncePerTest(t *testing.T) {
	plainA, variantA, plainB := types.NewPackage("m/a", "a"), types.NewPackage("m/a", "a"), types.NewPackage("m/b", "b")
	c := &typeChecker{
		plain:     map[string]*types.Package{"m/a": plainA, "m/b": plainB},
		variants:  map[string]map[string]*types.Package{"m/a": {"m/a": variantA}},
		testViews: map[string]map[string]*types.Package{},
	}
	view := c.testView("m/a")
	if view["m/a"] != variantA || view["m/b"] != plainB || c.plain["m/a"] != plainA {
		t.Fatalf("view %v over plain %v", view, c.plain)
	}
	view["m/c"] = types.NewPackage("m/c", "c") // what a reading may add
	if c.testView("m/a")["m/c"] == nil {
		t.Error("a second reading below the same test got another view")
	}
	if c.plain["m/c"] != nil {
		t.Error("the view of a test changed the plain packages")
	}
}
