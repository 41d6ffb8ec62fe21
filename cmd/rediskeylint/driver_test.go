package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/owenrumney/go-sarif/v3/pkg/report/v210/sarif"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/rediskeylint/rediskeylint/docs"
	"github.com/rediskeylint/rediskeylint/internal/baseline"
	"github.com/rediskeylint/rediskeylint/keyrules"
)

// shopSource has findings of local rules (case, separator, command,
// length) and of rules that look at the whole package (ttl, type,
// crossslot under -ttl -cluster).
var shopSource = `package shop

import (
	"context"
	"fmt"

	"github.com/redis/go-redis/v9"
)

func Run(ctx context.Context, rdb *redis.Client, id int) {
	rdb.Get(ctx, "User:profile")
	rdb.Keys(ctx, "user:*")
	rdb.SAdd(ctx, fmt.Sprintf("cart:items:%d", id), "x")
	rdb.HSet(ctx, "user:1:profile", "a", 1)
	rdb.Get(ctx, "user:1:profile")
	rdb.MGet(ctx, "user:1:cart", "user:1:wish")
	rdb.Get(ctx, "big:` + strings.Repeat("a", 10000) + `")
}
`

// shopTest gives the package a test variant, which analyses shop.go again.
const shopTest = `package shop

import "testing"

func TestNothing(t *testing.T) {}
`

var lineRE = regexp.MustCompile(`^([^:]+):(\d+):(\d+): ([a-z]+): (.*)$`)

func TestOutputFormats(t *testing.T) {
	bin := buildTool(t)
	dir := newModule(t, map[string]string{"shop/shop.go": shopSource, "shop/shop_test.go": shopTest})
	flags := []string{"-ttl", "-cluster"}

	stdout, stderr, code := runTool(t, dir, bin, append(flags, "./...")...)
	require.Equal(t, 3, code, "text: findings exit 3\n%s", stderr)
	lines := strings.Split(strings.TrimSpace(stdout), "\n")
	var rules []string
	prev := [2]int{}
	for _, l := range lines {
		m := lineRE.FindStringSubmatch(l)
		require.NotNil(t, m, "file:line:col: rule: message\n%s", l)
		assert.Equal(t, "shop/shop.go", m[1], "paths are relative to the working directory")
		assert.Contains(t, keyrules.Rules, m[4], l)
		assert.False(t, strings.HasPrefix(m[5], m[4]+":"), "the rule is shown once: %s", l)
		assert.Less(t, len(l), 600, "messages are bounded")
		pos := [2]int{atoi(t, m[2]), atoi(t, m[3])}
		assert.False(t, pos[0] < prev[0] || pos[0] == prev[0] && pos[1] < prev[1], "findings are in position order:\n%s", stdout)
		prev = pos
		rules = append(rules, m[4])
	}
	for _, rule := range []string{"case", "command", "ttl", "type", "crossslot", "length"} {
		assert.Contains(t, rules, rule, stdout)
	}
	assert.Equal(t, len(lines), len(slices.Compact(slices.Clone(lines))), "no line twice, though the package has a test variant")
	assert.Contains(t, stdout, "is 10004 bytes long, more than max-length 128", "the 10 KB key's finding is reported, its message bounded")

	// JSON: the same findings, once each, the rule as the category.
	stdout, stderr, code = runTool(t, dir, bin, append(flags, "-json", "./...")...)
	require.Equal(t, 3, code, "json: findings exit 3\n%s", stderr)
	diags := parseJSONDiagnostics(t, dir, stdout)
	assert.Len(t, diags, len(lines), "one JSON diagnostic per finding, not one per package variant")
	for _, d := range diags {
		assert.Contains(t, keyrules.Rules, d.Category)
		assert.False(t, strings.HasPrefix(d.Message, d.Category+":"), "the rule is the category only: %s", d)
	}

	// SARIF 2.1.0, valid against the schema, every rule described; the
	// case and separator fixes rename keys, offered with -fix-renames.
	stdout, stderr, code = runTool(t, dir, bin, append(flags, "-fix-renames", "-format", "sarif", "./...")...)
	require.Equal(t, 3, code, "sarif: findings exit 3\n%s", stderr)
	rep, err := sarif.FromString(stdout)
	require.NoError(t, err)
	require.NoError(t, rep.Validate(), "the log is valid SARIF 2.1.0")
	assert.Equal(t, "2.1.0", string(rep.Version))
	require.Len(t, rep.Runs, 1)
	run := rep.Runs[0]
	var described []string
	for _, r := range run.Tool.Driver.Rules {
		described = append(described, *r.ID)
		d, err := docs.Rule(*r.ID)
		require.NoError(t, err)
		assert.Equal(t, d.Summary, *r.ShortDescription.Text)
		assert.NotEmpty(t, *r.FullDescription.Text)
		assert.Equal(t, docs.BaseURL+*r.ID+".md", *r.HelpURI)
		assert.Contains(t, []string{"warning", "error"}, r.DefaultConfiguration.Level)
	}
	assert.ElementsMatch(t, keyrules.Rules, described)
	require.Len(t, run.Results, len(lines))
	fixes := 0
	seen := map[string]bool{}
	for _, res := range run.Results {
		assert.Contains(t, keyrules.Rules, *res.RuleID)
		assert.False(t, strings.HasPrefix(*res.Message.Text, *res.RuleID+":"), *res.Message.Text)
		fp := res.PartialFingerprints["rediskeylint/v1"]
		assert.NotEmpty(t, fp)
		assert.False(t, seen[fp], "fingerprints are unique")
		seen[fp] = true
		fixes += len(res.Fixes)
		assert.Equal(t, "shop/shop.go", *res.Locations[0].PhysicalLocation.ArtifactLocation.URI)
	}
	assert.Positive(t, fixes, "fixes are in the log")

	// GitLab Code Quality.
	stdout, stderr, code = runTool(t, dir, bin, append(flags, "-format", "codequality", "./...")...)
	require.Equal(t, 3, code, "codequality: findings exit 3\n%s", stderr)
	var issues []struct {
		Description string `json:"description"`
		CheckName   string `json:"check_name"`
		Fingerprint string `json:"fingerprint"`
		Severity    string `json:"severity"`
		Location    struct {
			Path  string              `json:"path"`
			Lines struct{ Begin int } `json:"lines"`
		} `json:"location"`
	}
	require.NoError(t, json.Unmarshal([]byte(stdout), &issues), stdout)
	require.Len(t, issues, len(lines))
	for _, is := range issues {
		assert.True(t, strings.HasPrefix(is.CheckName, "rediskeylint/"), is.CheckName)
		assert.Equal(t, "shop/shop.go", is.Location.Path)
		assert.Positive(t, is.Location.Lines.Begin)
		assert.Contains(t, []string{"minor", "major"}, is.Severity)
		assert.NotEmpty(t, is.Fingerprint)
	}

	// A clean package exits 0 in every format.
	clean := newModule(t, map[string]string{"a/a.go": keySource("a")})
	for _, format := range []string{"text", "json", "sarif", "codequality"} {
		_, stderr, code := runTool(t, clean, bin, "-format", format, "./...")
		assert.Equal(t, 0, code, "%s: clean\n%s", format, stderr)
	}
}

func atoi(t *testing.T, s string) int {
	n, err := strconv.Atoi(s)
	require.NoError(t, err)
	return n
}

// TestFixExitCodes: -fix exits 0 when it fixed everything and 3 when
// findings without a fix are left, which it reports.
func TestFixExitCodes(t *testing.T) {
	bin := buildTool(t)
	src := keySource("a")
	dir := newModule(t, map[string]string{"a/a.go": strings.Replace(src, "user:profile:name", "User:profile", 1)})
	stdout, stderr, code := runTool(t, dir, bin, "-fix", "-fix-renames", "./...")
	assert.Equal(t, 0, code, "all fixed\n%s%s", stdout, stderr)
	got, err := os.ReadFile(filepath.Join(dir, "a", "a.go"))
	require.NoError(t, err)
	assert.Contains(t, string(got), `"user:profile"`)

	dir = newModule(t, map[string]string{"a/a.go": strings.Replace(src, `rdb.Get(ctx, "user:profile:name")`,
		`rdb.Get(ctx, "User:profile")
	rdb.Keys(ctx, "user:*")`, 1)})
	stdout, stderr, code = runTool(t, dir, bin, "-fix", "-fix-renames", "./...")
	assert.Equal(t, 3, code, "a finding without a fix is left\n%s%s", stdout, stderr)
	assert.Contains(t, stdout, "command: command KEYS is forbidden")
	assert.NotContains(t, stdout, "case:", "the fixed finding is not reported")
	got, err = os.ReadFile(filepath.Join(dir, "a", "a.go"))
	require.NoError(t, err)
	assert.Contains(t, string(got), `"user:profile"`)
}

// TestBaseline records the findings, then moves every line and adds one
// problem: only that one is new, the non-local rules (ttl, type, crossslot)
// included; a baselined problem that goes away is counted as stale.
func TestBaseline(t *testing.T) {
	bin := buildTool(t)
	dir := newModule(t, map[string]string{"shop/shop.go": shopSource})
	flags := []string{"-ttl", "-cluster"}
	file := filepath.Join(dir, "baseline.json")

	_, stderr, code := runTool(t, dir, bin, append(flags, "-write-baseline", file, "./...")...)
	require.Equal(t, 0, code, stderr)
	data, err := os.ReadFile(file)
	require.NoError(t, err)
	for _, rule := range []string{`"ttl"`, `"type"`, `"crossslot"`, `"case"`} {
		assert.Contains(t, string(data), `"rule": `+rule)
	}
	assert.NotContains(t, string(data), `"line"`, "entries do not hold line numbers")
	stdoutBefore, _, _ := runTool(t, dir, bin, append(flags, "-format", "sarif", "./...")...)

	// Move every line down and add a new problem at the end.
	moved := strings.Replace(shopSource, "func Run(", "// Run runs.\n//\n// It has moved.\nfunc Run(", 1)
	moved = strings.Replace(moved, "\trdb.Get(ctx, \"big:", "\trdb.Get(ctx, \"Order:1\")\n\trdb.Get(ctx, \"big:", 1)
	require.NoError(t, os.WriteFile(filepath.Join(dir, "shop", "shop.go"), []byte(moved), 0o644))
	stdout, stderr, code := runTool(t, dir, bin, append(flags, "-baseline", file, "./...")...)
	assert.Equal(t, 3, code, "a new finding\n%s", stderr)
	assert.Equal(t, `shop/shop.go:20:16: case: key "Order:1" segment "Order" is not snake_case`, strings.TrimSpace(stdout))
	assert.Contains(t, stderr, "rediskeylint: 1 new findings,")
	assert.Contains(t, stderr, ", 0 stale baseline entries")

	// SARIF fingerprints survive the move.
	stdoutAfter, _, _ := runTool(t, dir, bin, append(flags, "-format", "sarif", "./...")...)
	before, after := sarifFingerprints(t, stdoutBefore), sarifFingerprints(t, stdoutAfter)
	for fp, line := range before {
		assert.Contains(t, after, fp, "the finding of line %d keeps its fingerprint", line)
		assert.NotEqual(t, line, after[fp], "and has moved")
	}

	// Fix two baselined problems (the KEYS call, the type clash): stale.
	fixed := strings.Replace(moved, "\trdb.Keys(ctx, \"user:*\")\n", "", 1)
	fixed = strings.Replace(fixed, "\trdb.Get(ctx, \"user:1:profile\")\n", "", 1)
	require.NoError(t, os.WriteFile(filepath.Join(dir, "shop", "shop.go"), []byte(fixed), 0o644))
	_, stderr, code = runTool(t, dir, bin, append(flags, "-baseline", file, "./...")...)
	assert.Equal(t, 3, code, stderr)
	assert.Contains(t, stderr, "1 new findings,")
	assert.Regexp(t, `, [23] stale baseline entries`, stderr)
}

// TestInitBaselineIsReadByTheDriver: the baseline init writes is the one
// -baseline reads. Right after init the standalone run reports nothing
// (exit 0), from the module root and from a subdirectory alike (files are
// relative to the baseline); a new problem is the only finding.
func TestInitBaselineIsReadByTheDriver(t *testing.T) {
	bin := buildTool(t)
	dir := newModule(t, map[string]string{"shop/shop.go": shopSource, "shop/shop_test.go": shopTest})
	file := filepath.Join(dir, "baseline.json")

	_, stderr, code := runTool(t, dir, bin, "init", "-baseline", file, "./...")
	require.Equal(t, 0, code, stderr)
	base, err := baseline.Read(file)
	require.NoError(t, err)
	require.NotEmpty(t, base.Findings, "the module has findings init accepts")

	stdout, stderr, code := runTool(t, dir, bin, "-baseline", file, "./...")
	assert.Equal(t, 0, code, "%s%s", stdout, stderr)
	assert.Empty(t, stdout)
	assert.Regexp(t, `rediskeylint: 0 new findings, [1-9]\d* in the baseline, 0 stale baseline entries`, stderr)

	stdout, stderr, code = runTool(t, filepath.Join(dir, "shop"), bin, "-baseline", "../baseline.json", "./...")
	assert.Equal(t, 0, code, "from a subdirectory\n%s%s", stdout, stderr)

	added := strings.Replace(shopSource, "\trdb.Keys(ctx,", "\trdb.FlushAll(ctx)\n\trdb.Keys(ctx,", 1)
	require.NoError(t, os.WriteFile(filepath.Join(dir, "shop", "shop.go"), []byte(added), 0o644))
	stdout, stderr, code = runTool(t, dir, bin, "-baseline", file, "./...")
	assert.Equal(t, 3, code, stderr)
	assert.Regexp(t, `^shop/shop.go:12:2: command: command FLUSHALL is forbidden`, stdout)
	assert.Equal(t, 1, strings.Count(stdout, "\n"), "only the new finding:\n%s", stdout)
	assert.Contains(t, stderr, "rediskeylint: 1 new findings,")
}

// sarifFingerprints maps each result's fingerprint to its line.
func sarifFingerprints(t *testing.T, log string) map[string]int {
	t.Helper()
	rep, err := sarif.FromString(log)
	require.NoError(t, err)
	out := map[string]int{}
	for _, res := range rep.Runs[0].Results {
		out[res.PartialFingerprints["rediskeylint/v1"]] = *res.Locations[0].PhysicalLocation.Region.StartLine
	}
	return out
}

// TestBadInput: each mistake is a short error naming what is wrong and
// what is allowed, with exit code 1.
func TestBadInput(t *testing.T) {
	bin := buildTool(t)
	dir := newModule(t, map[string]string{"a/a.go": keySource("a")})
	cfg := filepath.Join(dir, ".rediskeylint.yml")
	tests := []struct {
		name  string
		setup func(t *testing.T)
		args  []string
		want  string
	}{
		{"unknown flag", nil, []string{"-colour", "./..."}, "flag provided but not defined: -colour; rediskeylint -help lists the flags"},
		{"bad format", nil, []string{"-format", "xml", "./..."}, `-format: "xml" is not one of text, json, sarif, codequality`},
		{"bad flag value", nil, []string{"-max-length=1.5", "./..."}, `"1.5" is not an integer`},
		{"fractional number", func(t *testing.T) { write(t, cfg, "max-length: 1.5\n") }, nil, cfg + `: max-length: "1.5" is not an integer`},
		{"two documents", func(t *testing.T) { write(t, cfg, "case: camel\n---\ncase: upper\n") }, nil,
			cfg + ": line 2: a second YAML document (after ---); give every option in one document"},
		{"directory", func(t *testing.T) { require.NoError(t, os.Mkdir(cfg, 0o755)) }, nil, cfg + " is a directory"},
		{"dangling symlink", func(t *testing.T) { require.NoError(t, os.Symlink("gone.yml", cfg)) }, nil,
			cfg + " is a symbolic link to gone.yml, which does not exist"},
		{"symlink loop", func(t *testing.T) {
			require.NoError(t, os.Symlink(cfg+".b", cfg))
			require.NoError(t, os.Symlink(cfg, cfg+".b"))
		}, nil, cfg + " is a loop of symbolic links"},
		{"config flag is a directory", nil, []string{"-config", dir, "./..."}, "-config: " + dir + " is a directory"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			require.NoError(t, os.RemoveAll(cfg))
			require.NoError(t, os.RemoveAll(cfg+".b"))
			if tt.setup != nil {
				tt.setup(t)
			}
			args := tt.args
			if args == nil {
				args = []string{"./..."}
			}
			stdout, stderr, code := runTool(t, dir, bin, args...)
			assert.Equal(t, 1, code, "%s%s", stdout, stderr)
			assert.Empty(t, stdout)
			lines := strings.Split(strings.TrimSpace(stderr), "\n")
			assert.LessOrEqual(t, len(lines), 2, "one or two lines:\n%s", stderr)
			assert.Contains(t, stderr, tt.want)
		})
	}
	require.NoError(t, os.RemoveAll(cfg))
	require.NoError(t, os.RemoveAll(cfg+".b"))
}

func write(t *testing.T, path, body string) {
	t.Helper()
	require.NoError(t, os.WriteFile(path, []byte(body), 0o644))
}

// TestHelpRulesAndExplain: -help is short and grouped, -list-rules and
// explain print the rule documents.
func TestHelpRulesAndExplain(t *testing.T) {
	bin := buildTool(t)
	dir := t.TempDir()
	_, stderr, code := runTool(t, dir, bin, "-help")
	assert.Equal(t, 0, code)
	// One line per command (lsp included) and per flag, in groups: a screen.
	assert.Less(t, strings.Count(stderr, "\n"), 64, "short:\n%s", stderr)
	for _, s := range []string{"Commands:", "  catalog", "  explain", "Output:", "Baseline", "Configuration", "-format", "-baseline", "-case"} {
		assert.Contains(t, stderr, s)
	}
	assert.NotContains(t, stderr, "rediskey: rediskey")
	assert.NotContains(t, stderr, "deprecated")

	stdout, _, code := runTool(t, dir, bin, "-list-rules")
	assert.Equal(t, 0, code)
	for _, rule := range keyrules.Rules {
		d, err := docs.Rule(rule)
		require.NoError(t, err)
		assert.Regexp(t, `(?m)^`+rule+` +`+regexp.QuoteMeta(d.Summary)+`$`, stdout)
	}

	stdout, _, code = runTool(t, dir, bin, "explain", "crossslot")
	assert.Equal(t, 0, code)
	d, err := docs.Rule("crossslot")
	require.NoError(t, err)
	assert.Equal(t, d.Text+"\nMore: "+d.URL()+"\n", stdout, "explain prints docs/rules/crossslot.md")

	_, stderr, code = runTool(t, dir, bin, "explain", "spelling")
	assert.Equal(t, 1, code)
	assert.Equal(t, `rediskeylint explain: "spelling" is not a rule; rules are `+strings.Join(keyrules.Rules, ", ")+"\n", stderr)
}
