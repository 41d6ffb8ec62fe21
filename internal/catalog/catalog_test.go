package catalog

import (
	"bytes"
	"encoding/json"
	"flag"
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/rediskeylint/rediskeylint/analyzer"
	"github.com/rediskeylint/rediskeylint/internal/driver"
	"github.com/rediskeylint/rediskeylint/internal/keysite"
	"github.com/rediskeylint/rediskeylint/keyrules"
)

var update = flag.Bool("update", false, "rewrite the catalog golden files")

// TestCatalogGolden lists the keyspace of testdata/src/catalogapp (built
// against the go-redis stub in GOPATH mode, so it needs no network) and
// compares the JSON and Markdown renderings with their golden files.
func TestCatalogGolden(t *testing.T) {
	testdata, err := filepath.Abs("../../testdata")
	require.NoError(t, err)
	dir := filepath.Join(testdata, "src", "catalogapp")
	cat, err := Build(testTool, []string{"catalogapp"}, driver.LoadOptions{Dir: dir,
		Env: []string{"GO111MODULE=off", "GOPATH=" + testdata, "GOFLAGS="}})
	require.NoError(t, err)

	var js bytes.Buffer
	enc := json.NewEncoder(&js)
	enc.SetIndent("", "  ")
	enc.SetEscapeHTML(false)
	require.NoError(t, enc.Encode(cat))
	var md bytes.Buffer
	WriteMarkdown(&md, cat)

	for name, got := range map[string][]byte{"catalog.json": js.Bytes(), "catalog.md": md.Bytes()} {
		golden := filepath.Join(testdata, "catalog", name)
		if *update {
			require.NoError(t, os.WriteFile(golden, got, 0o644))
		}
		want, err := os.ReadFile(golden)
		require.NoError(t, err)
		assert.Equal(t, string(want), string(got), "%s differs; run go test ./internal/catalog -run Catalog -update to see", name)
	}

	assert.Equal(t, 9, cat.Summary["sites"])
	assert.Equal(t, 1, cat.Summary[string(keysite.Unresolved)])
	// The session id is a hex digest: a typed hole, the key resolved.
	assert.Equal(t, 8, cat.Summary[string(keysite.Resolved)])
}

// TestCatalogBadFormat checks that an unknown format is a one-line error.
func TestCatalogBadFormat(t *testing.T) {
	var stdout, stderr bytes.Buffer
	code := Run(testTool, []string{"-format", "yaml", "./..."}, &stdout, &stderr)
	assert.Equal(t, 1, code)
	assert.Equal(t, "rediskeylint catalog: -format: \"yaml\" is not one of json, markdown\n", stderr.String())
}

// TestCatalogNamespacesFollowSeparator splits the Markdown namespace tree
// on the configured separator: with "/", a ":" is part of a segment.
func TestCatalogNamespacesFollowSeparator(t *testing.T) {
	testdata, err := filepath.Abs("../../testdata")
	require.NoError(t, err)
	cfg := keyrules.Default()
	cfg.Separator, cfg.ForeignSeparators = "/", ".|;,"
	a, err := analyzer.New(cfg)
	require.NoError(t, err)
	cat, err := Build(driver.Tool{Analyzer: a, Library: analyzer.ClientLibrary}, []string{"catalogslash"}, driver.LoadOptions{Dir: filepath.Join(testdata, "src", "catalogslash"),
		Env: []string{"GO111MODULE=off", "GOPATH=" + testdata, "GOFLAGS="}})
	require.NoError(t, err)
	var md bytes.Buffer
	WriteMarkdown(&md, cat)
	assert.Contains(t, md.String(), "## Namespaces\n\n"+
		"- `auth`\n"+
		"  - `session` — `auth/session`\n"+
		"- `shop`\n"+
		"  - `user`\n"+
		"    - `<int>`\n"+
		"      - `profile` — `shop/user/<int>/profile`\n"+
		"  - `user:settings`\n"+
		"    - `cart` — `shop/user:settings/cart`\n")
}

// TestCatalogScriptKeys lists the keys a Lua script builds with their
// script line and origin, in JSON and in Markdown.
func TestCatalogScriptKeys(t *testing.T) {
	testdata, err := filepath.Abs("../../testdata")
	require.NoError(t, err)
	dir := filepath.Join(testdata, "src", "luascripts", "queues")
	cat, err := Build(testTool, []string{"luascripts/queues"}, driver.LoadOptions{Dir: dir,
		Env: []string{"GO111MODULE=off", "GOPATH=" + testdata, "GOFLAGS="}})
	require.NoError(t, err)
	var built []string
	for _, s := range cat.Sites {
		if s.Script != nil && s.Script.Line > 0 {
			built = append(built, s.Command+" "+s.Templates[0]+" "+s.Script.Origin)
		}
	}
	assert.Contains(t, built, "HSET queue:mail:Job:<int> built")
	assert.Contains(t, built, "GET Lock:global literal")

	data, err := json.Marshal(cat)
	require.NoError(t, err)
	assert.Contains(t, string(data), `"script":{"line":2,"lua":"\u003cKEYS[1]\u003e:Job:\u003cARGV[2]\u003e","origin":"built"}`)
	var md bytes.Buffer
	WriteMarkdown(&md, cat)
	assert.Contains(t, md.String(), "`queue:mail:Job:<int>` (built in script, line 2, built)")
	assert.Contains(t, md.String(), `the body of function "sum" is not in the Go code (FUNCTION LOAD)`)
}

// TestCatalogReassignable shows the likely value of a package variable
// that the program can reassign, in JSON and in Markdown.
func TestCatalogReassignable(t *testing.T) {
	testdata, err := filepath.Abs("../../testdata")
	require.NoError(t, err)
	cat, err := Build(testTool, []string{"slotgroups"}, driver.LoadOptions{Dir: filepath.Join(testdata, "src", "slotgroups"),
		Env: []string{"GO111MODULE=off", "GOPATH=" + testdata, "GOFLAGS="}})
	require.NoError(t, err)
	data, err := json.Marshal(cat)
	require.NoError(t, err)
	assert.Contains(t, string(data), `"templates":["app:session:\u003cstring\u003e"],"status":"partial","type":"string","reassignable":["package variable slotgroups.Namespace"],"open":["\u003cpackage variable slotgroups.Namespace\u003e:session:\u003cstring\u003e"]`)
	var md bytes.Buffer
	WriteMarkdown(&md, cat)
	assert.Contains(t, md.String(), "`app:session:<string>` (likely value, package variable slotgroups.Namespace can be reassigned)")
	assert.NotContains(t, md.String(), "`token:<string>` (likely value")
}
