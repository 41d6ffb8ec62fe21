package catalog

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/rediskeylint/rediskeylint/internal/clitest"
	"github.com/rediskeylint/rediskeylint/internal/keysite"
)

// site builds a catalog entry.
func site(pos, command, dataType, template string, ttl ...string) Entry {
	return Entry{
		Position:    pos,
		Site:        keysite.Site{Command: command, DataType: dataType, Templates: []string{template}, Status: keysite.Resolved},
		TTLCommands: ttl,
	}
}

// TestDiffCatalogs covers every case: added, removed, changed command,
// type and TTL, unchanged (also when only the position moved), and the
// sites that have no template of their own.
func TestDiffCatalogs(t *testing.T) {
	old := &Catalog{Sites: []Entry{
		site("a.go:1:1", "GET", "string", "user:<int>:name"),
		site("a.go:2:1", "SET", "string", "session:<string>", "EXPIRE"),
		site("a.go:3:1", "HSET", "hash", "cart:<int>"),
		site("a.go:4:1", "GET", "string", "stats:<int>"),
		site("a.go:5:1", "SADD", "set", "tags:<int>", "EXPIRE"),
		site("a.go:6:1", "GET", "string", "gone:<int>"),
	}}
	forwarded := site("w.go:1:1", "GET", "string", "prefix:<string>")
	forwarded.Status = keysite.Forwarded
	cur := &Catalog{Sites: []Entry{
		site("a.go:11:1", "GET", "string", "user:<int>:name"),            // moved only: unchanged
		site("a.go:12:1", "SET", "string", "session:<string>", "EXPIRE"), // unchanged
		site("a.go:13:1", "HSET", "hash", "cart:<int>"),                  // a command added below
		site("a.go:14:1", "HGETALL", "hash", "cart:<int>"),               // changed command
		site("a.go:15:1", "INCR", "string", "stats:<int>"),               // changed command
		site("a.go:16:1", "LPUSH", "list", "tags:<int>", "EXPIRE"),       // changed command and type
		site("a.go:17:1", "SET", "string", "new:<int>"),                  // added
		site("a.go:18:1", "SET", "string", "session:<string>", "EXPIRE"), // a second site, same use
		site("b.go:1:1", "SET", "string", "cache:<int>", "PEXPIRE"),      // added with TTL
		forwarded, // not a template of its own
	}}
	old.Sites = append(old.Sites, site("b.go:2:1", "SET", "string", "ttl:<int>", "EXPIRE"))
	cur.Sites = append(cur.Sites, site("b.go:3:1", "SET", "string", "ttl:<int>")) // changed TTL

	d := diffCatalogs(old, cur)
	var added, removed, changed []string
	for _, u := range d.Added {
		added = append(added, u.Template)
	}
	for _, u := range d.Removed {
		removed = append(removed, u.Template)
	}
	for _, c := range d.Changed {
		changed = append(changed, c.New.Template)
	}
	assert.Equal(t, []string{"cache:<int>", "new:<int>"}, added)
	assert.Equal(t, []string{"gone:<int>"}, removed)
	assert.Equal(t, []string{"cart:<int>", "stats:<int>", "tags:<int>", "ttl:<int>"}, changed)
	assert.Equal(t, 2, d.Unchanged)

	var text bytes.Buffer
	writeDiffText(&text, d, "OLD.json")
	assert.Equal(t, `keyspace against OLD.json: 2 added, 1 removed, 4 changed, 2 unchanged
+ cache:<int>  commands SET; type string; TTL PEXPIRE  (b.go:1:1)
+ new:<int>  commands SET; type string; TTL none  (a.go:17:1)
- gone:<int>  commands GET; type string; TTL none  (was a.go:6:1)
~ cart:<int>  commands HSET → HGETALL HSET  (a.go:13:1)
~ stats:<int>  commands GET → INCR  (a.go:15:1)
~ tags:<int>  commands SADD → LPUSH; type set → list  (a.go:16:1)
~ ttl:<int>  TTL EXPIRE → none  (b.go:3:1)
`, text.String())

	var md bytes.Buffer
	writeDiffMarkdown(&md, d, "main")
	assert.Equal(t, "### Redis keyspace changes\n\nAgainst main: 2 added, 1 removed, 4 changed, 2 unchanged.\n\n"+
		"| change | template | commands | type | TTL | where |\n| --- | --- | --- | --- | --- | --- |\n"+
		"| added | `cache:<int>` | SET | string | PEXPIRE | b.go:1:1 |\n"+
		"| added | `new:<int>` | SET | string | none | a.go:17:1 |\n"+
		"| removed | `gone:<int>` | GET | string | none | a.go:6:1 |\n"+
		"| changed | `cart:<int>` | **HSET → HGETALL HSET** | hash | none | a.go:13:1 |\n"+
		"| changed | `stats:<int>` | **GET → INCR** | string | none | a.go:15:1 |\n"+
		"| changed | `tags:<int>` | **SADD → LPUSH** | **set → list** | EXPIRE | a.go:16:1 |\n"+
		"| changed | `ttl:<int>` | SET | string | **EXPIRE → none** | b.go:3:1 |\n", md.String())

	same := diffCatalogs(cur, cur)
	assert.True(t, same.empty())
	md.Reset()
	writeDiffMarkdown(&md, same, "main")
	assert.Equal(t, "### Redis keyspace changes\n\nAgainst main: 0 added, 0 removed, 0 changed, 8 unchanged.\n", md.String())
}

// catalogappEnv runs the test in the GOPATH testdata tree, in catalogapp.
func catalogappEnv(t *testing.T) string {
	return clitest.InGOPATH(t, "catalogapp")
}

// TestCatalogDiffAndCheck runs -diff against a catalog file and -check
// against a fresh and a stale keyspace document.
func TestCatalogDiffAndCheck(t *testing.T) {
	catalogappEnv(t)
	tmp := t.TempDir()

	// The catalog as JSON, less one site and with a changed command:
	// -diff reports them against the current code.
	var js, stderr bytes.Buffer
	require.Equal(t, 0, Run(testTool, []string{"."}, &js, &stderr), stderr.String())
	cat, err := ReadBytes(js.Bytes())
	require.NoError(t, err)
	require.NotEmpty(t, cat.Sites)
	var withTemplate int
	for i, s := range cat.Sites {
		if len(s.Templates) > 0 && s.Status != keysite.Forwarded {
			withTemplate = i
			break
		}
	}
	removed := cat.Sites[withTemplate].Templates[0]
	var kept []Entry
	for _, s := range cat.Sites {
		if !strings.Contains(" "+strings.Join(s.Templates, " ")+" ", " "+removed+" ") {
			kept = append(kept, s)
		}
	}
	cat.Sites = kept
	oldPath := filepath.Join(tmp, "old.json")
	writeJSON(t, oldPath, cat)

	var out bytes.Buffer
	stderr.Reset()
	require.Equal(t, 0, Run(testTool, []string{"-diff", oldPath, "."}, &out, &stderr), stderr.String())
	assert.Contains(t, out.String(), "+ "+removed+"  ", "the site left out of the old catalog is added")

	// -check: the document -format markdown prints is up to date; an
	// edited one is stale, with exit code 3 and the line it parts at.
	var md bytes.Buffer
	require.Equal(t, 0, Run(testTool, []string{"-format", "markdown", "."}, &md, &stderr))
	doc := filepath.Join(tmp, "KEYSPACE.md")
	require.NoError(t, os.WriteFile(doc, md.Bytes(), 0o644))
	out.Reset()
	stderr.Reset()
	assert.Equal(t, 0, Run(testTool, []string{"-check", doc, "."}, &out, &stderr), stderr.String())
	assert.Equal(t, doc+" is up to date\n", out.String())

	stale := bytes.Replace(md.Bytes(), []byte("`"+removed+"`"), []byte("`old:key`"), 1)
	require.NotEqual(t, md.Bytes(), stale)
	require.NoError(t, os.WriteFile(doc, stale, 0o644))
	stderr.Reset()
	assert.Equal(t, 3, Run(testTool, []string{"-check", doc, "."}, &out, &stderr))
	assert.Contains(t, stderr.String(), doc+" is stale from line ")
	assert.Contains(t, stderr.String(), "regenerate it with: rediskeylint catalog -format markdown . > "+doc)

	// Bad uses are one-line errors with exit code 1.
	for args, msg := range map[string][]string{
		"rediskeylint catalog: -diff, -diff-rev and -check go one at a time\n":         {"-diff", oldPath, "-check", doc, "."},
		"rediskeylint catalog: -format: \"yaml\" is not one of text, markdown, json\n": {"-diff", oldPath, "-format", "yaml", "."},
	} {
		stderr.Reset()
		assert.Equal(t, 1, Run(testTool, msg, &out, &stderr))
		assert.Equal(t, args, stderr.String())
	}
	stderr.Reset()
	assert.Equal(t, 1, Run(testTool, []string{"-diff", doc, "."}, &out, &stderr))
	assert.Contains(t, stderr.String(), "is not a catalog written by rediskeylint catalog -format json")
}

func writeJSON(t *testing.T, path string, v any) {
	t.Helper()
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetIndent("", "  ")
	require.NoError(t, enc.Encode(v))
	require.NoError(t, os.WriteFile(path, buf.Bytes(), 0o644))
}

// TestCatalogDiffRev compares the working tree with a git revision, built
// in a temporary worktree that is removed afterwards.
func TestCatalogDiffRev(t *testing.T) {
	testdata, err := filepath.Abs("../../testdata")
	require.NoError(t, err)
	gopath := t.TempDir()
	repo := filepath.Join(gopath, "src", "revapp")
	require.NoError(t, os.MkdirAll(repo, 0o755))
	const source = `package revapp

import (
	"context"
	"os"
	"time"

	"github.com/redis/go-redis/v9"
)

func Use(ctx context.Context, rdb *redis.Client) {
	id := os.Getenv("ID")
	rdb.Get(ctx, "user:"+id+":name")
	%s
}
`
	write := func(body string) {
		require.NoError(t, os.WriteFile(filepath.Join(repo, "keys.go"), []byte(fmt.Sprintf(source, body)), 0o644))
	}
	git := func(args ...string) {
		_, err := gitOutput(repo, append([]string{"-c", "user.name=t", "-c", "user.email=t@example.com"}, args...)...)
		require.NoError(t, err)
	}
	write(`rdb.Set(ctx, "session:"+id, "v", time.Hour)`)
	git("init", "-q")
	git("add", ".")
	git("commit", "-q", "-m", "v1")
	write(`rdb.Set(ctx, "session:"+id, "v", 0*time.Hour); rdb.HSet(ctx, "cart:"+id, "k", "v")`)

	t.Setenv("GO111MODULE", "off")
	t.Setenv("GOPATH", gopath+string(os.PathListSeparator)+testdata)
	t.Setenv("GOFLAGS", "")
	t.Chdir(repo)
	var out, stderr bytes.Buffer
	require.Equal(t, 0, Run(testTool, []string{"-diff-rev", "HEAD", "."}, &out, &stderr), stderr.String())
	assert.Equal(t, `keyspace against HEAD: 1 added, 0 removed, 1 changed, 1 unchanged
+ cart:<string>  commands HSET; type hash; TTL none  (keys.go:14:63)
~ session:<string>  TTL SET → none  (keys.go:14:15)
`, out.String())
	worktrees, err := gitOutput(repo, "worktree", "list")
	require.NoError(t, err)
	assert.Equal(t, 1, strings.Count(worktrees, "\n")+1, "the temporary worktree is gone:\n%s", worktrees)

	stderr.Reset()
	assert.Equal(t, 1, Run(testTool, []string{"-diff-rev", "no-such-rev", "."}, &out, &stderr))
	assert.Contains(t, stderr.String(), `-diff-rev: "no-such-rev" is not a revision of the repository at `)
}
