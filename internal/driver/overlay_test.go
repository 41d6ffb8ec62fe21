package driver

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/rediskeylint/rediskeylint/analyzer"
	"github.com/rediskeylint/rediskeylint/keyrules"
)

// messages runs a new analyzer over ./store of dir, with the result cache
// answering what it can, and returns the findings' messages.
func messages(t *testing.T, dir string, overlay map[string][]byte) string {
	t.Helper()
	a, err := analyzer.New(keyrules.Default())
	if err != nil {
		t.Fatal(err)
	}
	res, err := Analyze(a, []string{"./store"}, LoadOptions{Dir: dir, Env: reachEnv, Overlay: overlay, Library: analyzer.ClientLibrary}, true)
	if err != nil {
		t.Fatal(err)
	}
	findings, err := res.Findings(dir)
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	for _, f := range findings {
		out = append(out, f.Message)
	}
	return strings.Join(out, "\n")
}

// TestAnalyzeOverlay checks that an overlay replaces a file's contents in
// the analysis, and that the result cache keys a package by the contents
// analysed, in one process as well: an unsaved buffer never answers for
// the file on disk, nor the file on disk, once edited, for what it was.
func TestAnalyzeOverlay(t *testing.T) {
	t.Setenv(CacheEnv, t.TempDir())
	dir := reachModule(t)
	keys := filepath.Join(dir, "keys", "keys.go")
	src, err := os.ReadFile(keys)
	if err != nil {
		t.Fatal(err)
	}
	fixed := []byte(strings.Replace(string(src), `"User:%d"`, `"user:%d"`, 1))
	const bad = `segment "User" is not snake_case`

	if got := messages(t, dir, nil); !strings.Contains(got, bad) {
		t.Fatalf("on disk: findings %q, want %q", got, bad)
	}
	if got := messages(t, dir, map[string][]byte{keys: fixed}); got != "" {
		t.Errorf("with the fixed buffer: findings %q, want none", got)
	}
	if got := messages(t, dir, nil); !strings.Contains(got, bad) {
		t.Errorf("on disk again: findings %q, want %q", got, bad)
	}
	if err := os.WriteFile(keys, fixed, 0o644); err != nil {
		t.Fatal(err)
	}
	if got := messages(t, dir, nil); got != "" {
		t.Errorf("once saved: findings %q, want none", got)
	}
}

// TestLoadErrorListsPackageErrors checks that a package that does not
// load is a *LoadError with each error and its position.
func TestLoadErrorListsPackageErrors(t *testing.T) {
	dir := reachModule(t)
	broken := filepath.Join(dir, "keys", "broken.go")
	_, err := Load([]string{"./store"}, LoadOptions{Dir: dir, Env: reachEnv, Library: analyzer.ClientLibrary, Overlay: map[string][]byte{
		broken: []byte("package keys\n\nvar X int = \"x\"\n"),
	}})
	var le *LoadError
	if !errors.As(err, &le) {
		t.Fatalf("Load = %v, want a *LoadError", err)
	}
	found := false
	for _, pr := range le.Problems {
		for _, e := range pr.Errors {
			found = found || strings.HasPrefix(e.Pos, broken+":3:") && strings.Contains(e.Msg, "cannot use")
		}
	}
	if !found {
		t.Errorf("problems %v, want an error at %s:3", le.Problems, broken)
	}
	if !strings.HasPrefix(err.Error(), "packages do not load:\n\t") || !strings.Contains(err.Error(), broken+":3:13: cannot use") {
		t.Errorf("error %q, want the message of the command", err)
	}
}
