package main

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// fixSource has a case problem and a foreign separator in one literal.
const fixSource = `package fixme

import (
	"context"

	"github.com/redis/go-redis/v9"
)

func F(ctx context.Context, rdb *redis.Client) {
	rdb.Get(ctx, "User:Profile.name")
}
`

// newFixModule writes a module with fixSource, using the go.mod and go.sum
// of the bundled example (go-redis v9 from the module proxy).
func newFixModule(t *testing.T) string {
	t.Helper()
	dir := t.TempDir()
	for _, name := range []string{"go.mod", "go.sum"} {
		data, err := os.ReadFile(filepath.Join("..", "..", "examples", "shop", name))
		require.NoError(t, err)
		if name == "go.mod" {
			data = []byte("module example.com/fixme\n" + string(data[len("module example.com/shop\n"):]))
		}
		require.NoError(t, os.WriteFile(filepath.Join(dir, name), data, 0o644))
	}
	require.NoError(t, os.WriteFile(filepath.Join(dir, "fixme.go"), []byte(fixSource), 0o644))
	return dir
}

// TestGoFix applies the case and separator fixes through
// go fix -fixtool, and through the binary's own -fix.
func TestGoFix(t *testing.T) {
	bin := buildTool(t)
	for name, args := range map[string][]string{
		"go fix":            {"go", "fix", "-fixtool=" + bin, "./..."},
		"rediskeylint -fix": {bin, "-fix", "./..."},
	} {
		t.Run(name, func(t *testing.T) {
			dir := newFixModule(t)
			_, stderr, _ := runTool(t, dir, args[0], args[1:]...)
			got, err := os.ReadFile(filepath.Join(dir, "fixme.go"))
			require.NoError(t, err)
			assert.Contains(t, string(got), `rdb.Get(ctx, "user:profile:name")`, "stderr: %s", stderr)
		})
	}
}
