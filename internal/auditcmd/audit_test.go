package auditcmd

import (
	"bytes"
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/redis/go-redis/v9"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/rediskeylint/rediskeylint/internal/audit"
	"github.com/rediskeylint/rediskeylint/internal/catalog"
	"github.com/rediskeylint/rediskeylint/internal/redistest"
)

// TestAuditPackages builds the catalog of testdata/src/catalogapp (GOPATH
// mode, no network), audits a server seeded with keys of its templates and
// checks the JSON report and the exit code.
func TestAuditPackages(t *testing.T) {
	testdata, err := filepath.Abs("../../testdata")
	require.NoError(t, err)
	t.Setenv("GO111MODULE", "off")
	t.Setenv("GOPATH", testdata)
	t.Setenv("GOFLAGS", "")
	t.Chdir(filepath.Join(testdata, "src", "catalogapp"))

	srv := redistest.Start(t)
	rdb := srv.Client(t)
	ctx := context.Background()
	require.NoError(t, rdb.HSet(ctx, "shop:user:1:profile", "name", "a").Err())
	require.NoError(t, rdb.Expire(ctx, "shop:user:1:profile", time.Hour).Err())
	require.NoError(t, rdb.HSet(ctx, "shop:user:2:profile", "name", "b").Err()) // no TTL, the code sets one
	require.NoError(t, rdb.Set(ctx, "auth:session:5f3a9c", "s", time.Hour).Err())
	require.NoError(t, rdb.Set(ctx, "shop:cart:{7}", "a string", 0).Err()) // the code uses a set
	require.NoError(t, rdb.ZAdd(ctx, "shop:rank:daily", redisZ(1, "a")).Err())
	require.NoError(t, rdb.Set(ctx, "tmp:import:17", "x", 0).Err())

	var stdout, stderr bytes.Buffer
	code := Run(testTool, []string{"-redis", "redis://" + srv.Addr, "-format", "json", "catalogapp"}, &stdout, &stderr)
	require.Equal(t, 3, code, "stderr: %s", stderr.String())
	assert.Empty(t, stderr.String(), "no progress bar when stderr is not a terminal")
	var r audit.Report
	require.NoError(t, json.Unmarshal(stdout.Bytes(), &r))
	rules := map[string][]string{}
	for _, f := range r.Findings {
		rules[f.Rule] = append(rules[f.Rule], f.Template)
	}
	assert.Equal(t, map[string][]string{
		audit.RuleMissingTTL: {"shop:user:<int>:profile"},
		audit.RuleWrongType:  {"shop:cart:{<int>}"},
		audit.RuleOrphan:     {"tmp:import:<int>"},
	}, rules)
	var unused []string
	for _, u := range r.Unused {
		unused = append(unused, u.Template)
	}
	assert.Equal(t, []string{"shop:config:currency", "shop:config:locale"}, unused)
	for _, tr := range r.Templates {
		if tr.Template.Template == "shop:user:<int>:profile" {
			assert.Equal(t, []string{"EXPIRE"}, tr.TTLCommands)
			assert.Equal(t, []string{"hash"}, tr.Types)
			assert.Len(t, tr.Sites, 3)
		}
	}
}

// writeCatalog writes a catalog of three templates, as rediskeylint
// catalog does, and returns its path.
func writeCatalog(t *testing.T) string {
	cat := catalog.Catalog{Sites: []catalog.Entry{
		{Position: "a.go:1:1", TTLCommands: []string{"SET"}},
		{Position: "a.go:2:1"},
		{Position: "a.go:3:1"},
	}}
	cat.Sites[0].Templates, cat.Sites[0].DataType, cat.Sites[0].Status = []string{"app:token:<hex>"}, "string", "resolved"
	cat.Sites[1].Templates, cat.Sites[1].DataType, cat.Sites[1].Status = []string{"app:feed:<int>"}, "list", "resolved"
	cat.Sites[2].Templates, cat.Sites[2].DataType, cat.Sites[2].Status = []string{"app:lazy:<int>"}, "zset", "resolved"
	data, err := json.Marshal(cat)
	require.NoError(t, err)
	path := filepath.Join(t.TempDir(), "catalog.json")
	require.NoError(t, os.WriteFile(path, data, 0o644))
	return path
}

func TestAuditCleanServerExitsZero(t *testing.T) {
	srv := redistest.Start(t)
	rdb := srv.Client(t)
	ctx := context.Background()
	require.NoError(t, rdb.Set(ctx, "app:token:00ff", "t", time.Hour).Err())
	require.NoError(t, rdb.RPush(ctx, "app:feed:1", "a").Err())
	for _, format := range audit.Formats {
		var stdout, stderr bytes.Buffer
		code := Run(testTool, []string{"-redis", "redis://" + srv.Addr, "-catalog", writeCatalog(t), "-format", format}, &stdout, &stderr)
		assert.Equal(t, 0, code, "an unused template is no finding; stderr: %s", stderr.String())
		assert.Contains(t, stdout.String(), "app:token:<hex>")
		assert.Contains(t, stdout.String(), "app:lazy:<int>")
	}
}

func TestAuditErrors(t *testing.T) {
	srv := redistest.Start(t)
	cat := writeCatalog(t)
	tests := []struct {
		args []string
		want string
	}{
		{[]string{"-catalog", cat}, "-redis: the server's URL is required"},
		{[]string{"-redis", "redis://" + srv.Addr, "-catalog", cat, "-format", "yaml"}, `-format: "yaml" is not one of text, json, markdown`},
		{[]string{"-redis", "redis://" + srv.Addr, "-catalog", cat, "-sample", "-1"}, "-sample: -1 is negative"},
		{[]string{"-redis", "redis://" + srv.Addr, "-catalog", filepath.Join(t.TempDir(), "none.json")}, "-catalog: open"},
		{[]string{"-redis", "redis://" + srv.Addr, "-catalog", cat, "-cluster", "-sentinel", "m"}, "exclude each other"},
		{[]string{"-redis", "redis://127.0.0.1:1", "-catalog", cat}, "redis://127.0.0.1:1/0: dial tcp"},
	}
	for _, tt := range tests {
		var stdout, stderr bytes.Buffer
		code := Run(testTool, tt.args, &stdout, &stderr)
		assert.Equal(t, 1, code, "%v", tt.args)
		assert.Contains(t, stderr.String(), tt.want, "%v", tt.args)
		assert.Equal(t, 1, bytes.Count(stderr.Bytes(), []byte("\n")), "one line: %s", stderr.String())
	}
}

// TestAuditNeverPrintsPasswords runs the audit with wrong passwords in the
// URL and in REDISCLI_AUTH, and with a URL too broken to parse, and looks
// for the password in everything it printed.
func TestAuditNeverPrintsPasswords(t *testing.T) {
	srv := redistest.Start(t)
	ctx := context.Background()
	require.NoError(t, srv.Client(t).ConfigSet(ctx, "requirepass", "right-Pw%1").Err())
	cat := writeCatalog(t)
	run := func(env string, url string) (int, string) {
		t.Setenv("REDISCLI_AUTH", env)
		var stdout, stderr bytes.Buffer
		code := Run(testTool, []string{"-redis", url, "-catalog", cat}, &stdout, &stderr)
		return code, stdout.String() + stderr.String()
	}
	for _, tt := range []struct{ env, url, secret string }{
		{"", "redis://:wrong-Pw%25@" + srv.Addr, "wrong-Pw"},
		{"wrong-Pw2", "redis://" + srv.Addr, "wrong-Pw2"},
		{"", "redis://user:wrong-Pw3@127.0.0.1:port/0", "wrong-Pw3"},
		{"", "redis://user:wrong-Pw4@[::1/0", "wrong-Pw4"},
	} {
		code, out := run(tt.env, tt.url)
		assert.Equal(t, 1, code, out)
		assert.NotContains(t, out, tt.secret)
	}
	code, out := run("right-Pw%1", "redis://"+srv.Addr)
	assert.Equal(t, 0, code, out)
	assert.NotContains(t, out, "right-Pw")
	code, out = run("", "redis://:right-Pw%251@"+srv.Addr+"/0")
	assert.Equal(t, 0, code, out)
	assert.NotContains(t, out, "right-Pw")
}

func redisZ(score float64, member string) redis.Z { return redis.Z{Score: score, Member: member} }
