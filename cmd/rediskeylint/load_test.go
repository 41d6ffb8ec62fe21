package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestAnalysedPackagesKeepFacts runs the binary on a package whose key
// comes from a helper of its module that does not import Redis, through a
// wrapper of go-redis in another module (internal/driver/testdata/reach):
// the finding and the catalog's template need both facts, so they fail if
// the loader leaves either package out.
func TestAnalysedPackagesKeepFacts(t *testing.T) {
	bin := buildTool(t)
	dir := t.TempDir()
	require.NoError(t, os.CopyFS(dir, os.DirFS(filepath.Join("..", "..", "internal", "driver", "testdata", "reach"))))
	app := filepath.Join(dir, "app")

	stdout, stderr, code := runTool(t, app, bin, "./store")
	assert.Equal(t, 3, code, stderr)
	assert.Equal(t, reachFinding, strings.TrimSpace(stdout))

	stdout, stderr, code = runTool(t, app, bin, "catalog", "./store")
	assert.Equal(t, 0, code, stderr)
	assert.Contains(t, stdout, `"client": "wrap.Get"`)
	assert.Contains(t, stdout, `"User:<int>"`)
}
