package main

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// fixSource writes and reads "User:<int>:profile" (the reader under a
// suppression comment), has a foreign separator in a second key, and a
// constant whose rename would repeat a map key.
const fixSource = `package fixme

import (
	"context"
	"fmt"
	"strconv"

	"github.com/redis/go-redis/v9"
)

const (
	statsKey  = "Stats:daily"
	statsName = "stats:daily"
)

var labels = map[string]string{statsKey: "key", statsName: "name"}

func F(ctx context.Context, rdb *redis.Client, id int) {
	rdb.Set(ctx, fmt.Sprintf("User:%d:profile", id), "x", 0)
	rdb.Get(ctx, "User:"+strconv.Itoa(id)+":profile") //rediskeylint:ignore case read by the old service
	rdb.Get(ctx, "order.lines:name")
	rdb.Get(ctx, statsKey)
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

// TestFixRenames applies the fixes through the binary's -fix and through
// go fix -fixtool: every fix renames a key, so nothing changes without
// -fix-renames; with it both sites of "User:<int>:profile" are renamed
// (the suppressed reader too), the separator is replaced, the constant
// whose rename would not compile is left alone, and the result builds.
func TestFixRenames(t *testing.T) {
	bin := buildTool(t)
	renamed := `rdb.Set(ctx, fmt.Sprintf("user:%d:profile", id), "x", 0)
	rdb.Get(ctx, "user:"+strconv.Itoa(id)+":profile") //rediskeylint:ignore case read by the old service
	rdb.Get(ctx, "order:lines:name")`
	for name, args := range map[string][]string{
		"go fix":            {"go", "fix", "-fixtool=" + bin, "-fix-renames", "./..."},
		"rediskeylint -fix": {bin, "-fix", "-fix-renames", "./..."},
	} {
		t.Run(name, func(t *testing.T) {
			dir := newFixModule(t)
			_, stderr, _ := runTool(t, dir, args[0], args[1:]...)
			got, err := os.ReadFile(filepath.Join(dir, "fixme.go"))
			require.NoError(t, err)
			assert.Contains(t, string(got), renamed, "stderr: %s", stderr)
			assert.Contains(t, string(got), `statsKey  = "Stats:daily"`, "a rename that breaks the build was applied")
			out, _, code := runTool(t, dir, "go", "vet", "./...")
			assert.Zero(t, code, "the fixed module does not build: %s", out)
		})
	}
	t.Run("without -fix-renames", func(t *testing.T) {
		dir := newFixModule(t)
		_, stderr, _ := runTool(t, dir, bin, "-fix", "./...")
		got, err := os.ReadFile(filepath.Join(dir, "fixme.go"))
		require.NoError(t, err)
		assert.Equal(t, fixSource, string(got), "stderr: %s", stderr)
	})
}
