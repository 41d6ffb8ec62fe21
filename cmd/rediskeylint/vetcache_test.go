package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// newModule writes a module requiring go-redis v9 (the go.mod and go.sum
// of the bundled example) with files, slash paths relative to it.
func newModule(t *testing.T, files map[string]string) string {
	t.Helper()
	dir := t.TempDir()
	for _, name := range []string{"go.mod", "go.sum"} {
		data, err := os.ReadFile(filepath.Join("..", "..", "examples", "shop", name))
		require.NoError(t, err)
		if name == "go.mod" {
			data = []byte("module example.com/m\n" + string(data[len("module example.com/shop\n"):]))
		}
		require.NoError(t, os.WriteFile(filepath.Join(dir, name), data, 0o644))
	}
	for name, body := range files {
		p := filepath.Join(dir, filepath.FromSlash(name))
		require.NoError(t, os.MkdirAll(filepath.Dir(p), 0o755))
		require.NoError(t, os.WriteFile(p, []byte(body), 0o644))
	}
	return dir
}

// keySource is a package whose one key is snake_case: clean with the
// defaults, findings with the upper preset.
func keySource(pkg string) string {
	return `package ` + pkg + `

import (
	"context"

	"github.com/redis/go-redis/v9"
)

func Get(ctx context.Context, rdb *redis.Client) {
	rdb.Get(ctx, "user:profile:name")
}
`
}

// TestGoVetFollowsConfigurationFiles runs go vet with the real go command
// and its warm build cache through every change a configuration file can
// go through: the results follow each one, and a configuration error is
// reported once for the whole run.
func TestGoVetFollowsConfigurationFiles(t *testing.T) {
	bin := buildTool(t)
	dir := newModule(t, map[string]string{"a/a.go": keySource("a"), "b/b.go": keySource("b")})
	cfg := filepath.Join(dir, ".rediskeylint.yml")
	vet := func(args ...string) (string, int) {
		t.Helper()
		stdout, stderr, code := runTool(t, dir, "go", append([]string{"vet", "-vettool=" + bin}, append(args, "./...")...)...)
		return stdout + stderr, code
	}

	out, code := vet()
	assert.Equal(t, 0, code, "clean with the defaults (this run warms the cache)\n%s", out)

	require.NoError(t, os.WriteFile(cfg, []byte("preset: upper\n"), 0o644))
	out, code = vet()
	assert.NotEqual(t, 0, code, out)
	assert.Contains(t, out, `a.go:10:16: case: key "user:profile:name" segment "user" is not UPPERCASE`)
	assert.Contains(t, out, `b.go:10:16: case:`)

	require.NoError(t, os.WriteFile(cfg, []byte("case: snakecase\n"), 0o644))
	out, code = vet()
	assert.NotEqual(t, 0, code, "a configuration error fails the run\n%s", out)
	assert.Equal(t, 1, strings.Count(out, `case: "snakecase" is not one of snake, kebab, camel, pascal, lower, upper, any`),
		"the error is reported once, not once per package:\n%s", out)
	assert.Contains(t, out, cfg+": case:", "the error names the file")
	assert.NotContains(t, out, "UPPERCASE", "no stale findings")

	require.NoError(t, os.Remove(cfg))
	out, code = vet()
	assert.Equal(t, 0, code, "clean again once the file is removed\n%s", out)
	assert.NotContains(t, out, "UPPERCASE")

	// A nested file that extends the (absent) root one, added and edited.
	nested := filepath.Join(dir, "b", ".rediskeylint.yml")
	require.NoError(t, os.WriteFile(nested, []byte("case: upper\n"), 0o644))
	out, code = vet()
	assert.NotEqual(t, 0, code, out)
	assert.Contains(t, out, "b.go:10:16: case:")
	assert.NotContains(t, out, "a.go:", "the nested file applies below it only")
	require.NoError(t, os.WriteFile(nested, []byte("case: snake\n"), 0o644))
	out, code = vet()
	assert.Equal(t, 0, code, "an edit of a nested file is seen\n%s", out)

	// A -config file outside the module, edited between runs with the
	// same flags.
	outside := filepath.Join(t.TempDir(), "lint.yml")
	require.NoError(t, os.WriteFile(outside, []byte("case: upper\n"), 0o644))
	out, code = vet("-config=" + outside)
	assert.NotEqual(t, 0, code, out)
	assert.Contains(t, out, "a.go:10:16: case:")
	require.NoError(t, os.WriteFile(outside, []byte("case: snake\n"), 0o644))
	out, code = vet("-config=" + outside)
	assert.Equal(t, 0, code, "an edit of the -config file is seen\n%s", out)
}
