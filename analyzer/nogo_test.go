package analyzer

import (
	"flag"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"sync"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"golang.org/x/tools/go/analysis"

	"github.com/rediskeylint/rediskeylint/internal/config"
	"github.com/rediskeylint/rediskeylint/keyrules"
)

// Bazel's nogo runs the exported Analyzer with its flags set through
// Analyzer.Flags, and gives the pass neither ReadFile nor Module. These
// tests run the analyzer that way: configuration must come from the flags
// and from .rediskeylint.yml files read straight from disk.

// nogoCases is a GOPATH tree with the go-redis v9 stub and packages
// whose keys are camelCase (good) or snake_case (bad), and a
// .rediskeylint.yml at its top; it is written and loaded once for the
// tests below.
var nogoCases = newCaseTree(func() (string, error) {
	shared, err := sharedTempDir()
	if err != nil {
		return "", err
	}
	dir := filepath.Join(shared, "nogo")
	stub := filepath.Join("..", "testdata", "src", "github.com", "redis", "go-redis", "v9")
	if err := copyTree(stub, filepath.Join(dir, "src", "github.com", "redis", "go-redis", "v9")); err != nil {
		return "", err
	}
	files := map[string]string{
		".rediskeylint.yml": "max-length: 60\n",
		"src/good/good.go": `package good

import (
	"context"

	"github.com/redis/go-redis/v9"
)

func get(ctx context.Context, rdb *redis.Client) {
	rdb.Get(ctx, "userProfile:session")
}
`,
		"src/bad/bad.go": `package bad

import (
	"context"

	"github.com/redis/go-redis/v9"
)

func get(ctx context.Context, rdb *redis.Client) {
	rdb.Get(ctx, "user_profile:session") // want ` + "`is not camelCase`" + `
}
`,
	}
	for name, body := range files {
		p := filepath.Join(dir, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			return "", err
		}
		if err := os.WriteFile(p, []byte(body), 0o644); err != nil {
			return "", err
		}
	}
	return dir, nil
})

// copyTree copies the files under from to the same places under to.
func copyTree(from, to string) error {
	return filepath.WalkDir(from, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, err := filepath.Rel(from, p)
		if err != nil {
			return err
		}
		if d.IsDir() {
			return os.MkdirAll(filepath.Join(to, rel), 0o755)
		}
		data, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		return os.WriteFile(filepath.Join(to, rel), data, 0o644)
	})
}

// withoutReadFile returns a copy of a whose passes have neither ReadFile
// nor Module; seen, when not nil, is called with each pass first.
func withoutReadFile(a *analysis.Analyzer, seen func(*analysis.Pass)) *analysis.Analyzer {
	nogo := *a
	nogo.Run = func(pass *analysis.Pass) (any, error) {
		pass.ReadFile = nil
		pass.Module = nil
		if seen != nil {
			seen(pass)
		}
		return a.Run(pass)
	}
	return &nogo
}

func TestNogoConfigComesFromFlagsAndFiles(t *testing.T) {
	t.Parallel()
	r := &runner{resolver: config.NewResolver(keyrules.Default())}
	fs := flag.NewFlagSet("rediskey", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	r.resolver.RegisterFlags(fs)
	require.NoError(t, fs.Set("case", "camel"))

	// The exported analyzer's shape (requirements, facts) around runner r.
	a := newAnalyzer(keyrules.Default(), false)
	a.Run = r.run
	var (
		mu   sync.Mutex
		cfgs = map[string]keyrules.Config{}
	)
	nogo := withoutReadFile(a, func(pass *analysis.Pass) {
		assert.Nil(t, pass.ReadFile)
		cfg, err := r.config(pass)
		assert.NoError(t, err)
		mu.Lock()
		defer mu.Unlock()
		cfgs[pass.Pkg.Path()] = cfg
	})
	// Diagnostics are checked by the test below; here only loading and
	// running must succeed.
	for _, act := range nogoCases.analyse(t, nogo, "good", "bad") {
		assert.NoError(t, act.Err, act.Package.ID)
	}

	require.Contains(t, cfgs, "good")
	for _, pkg := range []string{"good", "bad"} {
		assert.Equal(t, keyrules.CaseCamel, cfgs[pkg].Case, "%s: the flag is in effect", pkg)
		assert.Equal(t, 60, cfgs[pkg].MaxLength, "%s: the file is read from disk", pkg)
	}
}

func TestNogoFlagsTakeEffect(t *testing.T) {
	t.Parallel()
	a := newAnalyzer(keyrules.Default(), true)
	require.NoError(t, a.Flags.Set("case", "camel"))
	// good has no want comment: a snake_case default would report it.
	nogoCases.run(t, withoutReadFile(a, nil), "good", "bad")
}
