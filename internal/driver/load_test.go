package driver

import (
	"go/ast"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"golang.org/x/tools/go/packages"
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
// whole; go-redis, util and the standard library leave it, their function
// bodies dropped as they were parsed.
func TestLoadKeepsWhatMatters(t *testing.T) {
	for _, tests := range []bool{false, true} {
		opts := LoadOptions{Dir: reachModule(t), Tests: tests, Env: reachEnv}
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
			want = []string{"example.com/app/keys", "example.com/app/store", "example.com/app/store [example.com/app/store.test]", "example.com/app/store.test", "example.com/wrap"}
		}
		if !slices.Equal(kept, want) {
			t.Errorf("tests=%v: the pruned graph holds %s, want %s", tests, strings.Join(kept, ", "), strings.Join(want, ", "))
		}
	}
}

// hasBodies reports whether a function of p has a body other than the
// "for {}" that trimBodies leaves.
func hasBodies(p *packages.Package) bool {
	for _, f := range p.Syntax {
		for _, d := range f.Decls {
			fn, ok := d.(*ast.FuncDecl)
			if !ok || fn.Body == nil {
				continue
			}
			if len(fn.Body.List) != 1 {
				return true
			}
			if loop, ok := fn.Body.List[0].(*ast.ForStmt); !ok || loop.Cond != nil || len(loop.Body.List) > 0 {
				return true
			}
		}
	}
	return false
}

// TestLoadReportsErrors checks that a package that does not load is an
// error naming it, whether it matters or not.
func TestLoadReportsErrors(t *testing.T) {
	dir := reachModule(t)
	broken := filepath.Join(dir, "..", "util", "broken.go")
	if err := os.WriteFile(broken, []byte("package util\n\nvar X int = \"x\"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	_, err := Load([]string{"./store"}, LoadOptions{Dir: dir, Env: reachEnv})
	if err == nil || !strings.Contains(err.Error(), "broken.go") {
		t.Errorf("Load = %v, want an error naming broken.go", err)
	}
}
