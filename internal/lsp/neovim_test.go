package lsp_test

import (
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestNeovim runs the server under headless Neovim (0.7, Debian's, or
// later) with testdata/nvim/smoke.lua, and checks what its user sees:
// the diagnostics, a hover, the references and the code actions. Without
// nvim it skips, and fails under CI=true (scripts/setup.sh installs it).
func TestNeovim(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the binary and loads go-redis")
	}
	nvim, err := exec.LookPath("nvim")
	if err != nil {
		if os.Getenv("CI") == "true" {
			t.Fatal("nvim is not installed; scripts/setup.sh installs it (apt-get install neovim)")
		}
		t.Skip("nvim is not installed")
	}
	script, err := filepath.Abs("testdata/nvim/smoke.lua")
	require.NoError(t, err)
	dir := copyDir(t, "testdata/shop")
	out := filepath.Join(t.TempDir(), "seen.txt")

	ctx, cancel := context.WithTimeout(context.Background(), wait)
	defer cancel()
	cmd := exec.CommandContext(ctx, nvim, "--headless", "-u", "NONE", "-i", "NONE", "-n", "-c", "luafile "+script)
	cmd.Dir = dir
	cmd.Env = append(serverEnv(t), "BIN="+buildServer(t), "ROOT="+dir, "FILE="+filepath.Join(dir, "orders", "orders.go"), "OUT="+out)
	output, err := cmd.CombinedOutput()
	seen, _ := os.ReadFile(out)
	require.NoError(t, err, "nvim: %s\nseen:\n%s", output, seen)
	t.Logf("what Neovim shows:\n%s", seen)

	for _, want := range []string{
		"diagnostics:\n" +
			`orders.go:29:33: key "Shop:Visits:<int>" segment "Shop" is not snake_case [rediskeylint]` + "\n" +
			`orders.go:29:38: key "Shop:Visits:<int>" segment "Visits" is not snake_case [rediskeylint]`,
		"shop:order:<int>",
		"- client: go-redis, command `HGET`",
		"references:\norders.go:16:26\norders.go:19:25\norders.go:24:23\n",
		"code actions:\n" + `Rename key "Shop:Visits:<int>" to "shop:visits:<int>"; stored data is not migrated` + "\nAdd //rediskeylint:ignore case with a reason\n",
	} {
		assert.Contains(t, string(seen), want)
	}
	assert.Equal(t, 2, strings.Count(string(seen), "Rename key")+strings.Count(string(seen), "Add //"), "one finding's actions")
}
