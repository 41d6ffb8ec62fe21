package main

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// pastedBlock returns the first fenced block after marker in the document
// at path, relative to the repository root.
func pastedBlock(t *testing.T, path, marker string) string {
	t.Helper()
	data, err := os.ReadFile(filepath.Join("..", "..", filepath.FromSlash(path)))
	require.NoError(t, err)
	doc := string(data)
	i := strings.Index(doc, marker)
	require.GreaterOrEqual(t, i, 0, "%s holds %q", path, marker)
	block := regexp.MustCompile("(?s)\n```[a-z]*\n(.*?)```\n").FindStringSubmatch(doc[i:])
	require.NotNil(t, block, "%s: a fenced block follows %q", path, marker)
	return block[1]
}

// TestREADMEExample keeps the README's pasted output of `make example`
// true: the Makefile's example target runs the binary with ./... in
// examples/shop, and expects findings.
func TestREADMEExample(t *testing.T) {
	makefile, err := os.ReadFile(filepath.Join("..", "..", "Makefile"))
	require.NoError(t, err)
	assert.Contains(t, string(makefile), "cd examples/shop && ../../$(BIN) ./... ;", "the example target")

	want := pastedBlock(t, "README.md", "`make example` prints")
	dir, err := filepath.Abs(filepath.Join("..", "..", "examples", "shop"))
	require.NoError(t, err)
	stdout, stderr, code := runTool(t, dir, buildTool(t), "./...")
	assert.Equal(t, 3, code, "findings\n%s", stderr)
	assert.Equal(t, want, stdout, "README.md's pasted make example output")
}

// TestInitExample keeps the output of init pasted in docs/usage.md true,
// on a copy of examples/shop.
func TestInitExample(t *testing.T) {
	block := pastedBlock(t, "docs/usage.md", "On `examples/shop` (pasted from a run)")
	command, want, ok := strings.Cut(block, "\n")
	require.True(t, ok)
	args, ok := strings.CutPrefix(command, "$ rediskeylint ")
	require.True(t, ok, "the block starts with the command: %q", command)

	shop, err := os.ReadFile(filepath.Join("..", "..", "examples", "shop", "shop.go"))
	require.NoError(t, err)
	dir := newModule(t, map[string]string{"shop.go": string(shop)})
	stdout, stderr, code := runTool(t, dir, buildTool(t), strings.Fields(args)...)
	require.Equal(t, 0, code, stderr)
	assert.Equal(t, want, stdout, "docs/usage.md's pasted init output")
}
