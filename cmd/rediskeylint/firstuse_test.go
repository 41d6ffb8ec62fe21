package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// What a first-time user meets: errors that are one clear line, whatever
// the command.

// TestConfigErrorNamedOnce: a bad configuration file is one line naming
// the program once and the file, in every command that reads it.
func TestConfigErrorNamedOnce(t *testing.T) {
	bin := buildTool(t)
	dir := newModule(t, map[string]string{"a/a.go": keySource("a"), ".rediskeylint.yml": "colour: red\n"})
	cfg := filepath.Join(dir, ".rediskeylint.yml")
	for _, args := range [][]string{{"./..."}, {"catalog", "./..."}, {"init", "-force", "./..."}} {
		_, stderr, code := runTool(t, dir, bin, args...)
		assert.Equal(t, 1, code, "%v: %s", args, stderr)
		lines := strings.Split(strings.TrimSpace(stderr), "\n")
		assert.Len(t, lines, 1, "%v: one line:\n%s", args, stderr)
		assert.True(t, strings.HasPrefix(stderr, "rediskeylint"), "%v: the program names itself:\n%s", args, stderr)
		assert.NotContains(t, stderr, "rediskeylint: rediskeylint:", "%v: once", args)
		assert.Contains(t, stderr, cfg+`: unknown key "colour"`, "%v", args)
	}
}

// TestBadFlagOneLine: a bad flag is one line naming the command, the flag
// and how to get help, exit 1, in every command.
func TestBadFlagOneLine(t *testing.T) {
	bin := buildTool(t)
	dir := newModule(t, map[string]string{"a/a.go": keySource("a")})
	for _, cmd := range [][]string{{}, {"catalog"}, {"init"}, {"audit"}} {
		prog := strings.Join(append([]string{"rediskeylint"}, cmd...), " ")
		stdout, stderr, code := runTool(t, dir, bin, append(cmd, "-bogus", "./...")...)
		assert.Equal(t, 1, code, "%s: %s", prog, stderr)
		assert.Empty(t, stdout)
		assert.Equal(t, prog+": flag provided but not defined: -bogus; "+prog+" -help lists the flags\n", stderr)

		_, stderr, code = runTool(t, dir, bin, append(cmd, "-help")...)
		assert.Equal(t, 0, code, "%s -help", prog)
		assert.Contains(t, stderr, "-tags", "%s -help: the loading flags are the same in every command", prog)
	}
}

// TestOneTestsFlag: test files have one flag, -tests, in every command
// that loads packages, and the build tags are given the same way.
func TestOneTestsFlag(t *testing.T) {
	bin := buildTool(t)
	dir := newModule(t, map[string]string{
		"a/a.go":      keySource("a"),
		"a/a_test.go": "package a\n\nimport (\n\t\"context\"\n\t\"testing\"\n\n\t\"github.com/redis/go-redis/v9\"\n)\n\nfunc TestA(t *testing.T) {\n\tvar rdb *redis.Client\n\trdb.Get(context.Background(), \"Test:Key\")\n}\n",
		"a/extra.go":  "//go:build extra\n\npackage a\n\nimport (\n\t\"context\"\n\n\t\"github.com/redis/go-redis/v9\"\n)\n\nfunc Extra(rdb *redis.Client) { rdb.Get(context.Background(), \"Extra:Key\") }\n",
	})
	_, stderr, _ := runTool(t, dir, bin, "-help")
	assert.Contains(t, stderr, "  -tests ")
	assert.NotContains(t, stderr, "  -test ", "one flag for test files")

	stdout, _, code := runTool(t, dir, bin, "./...")
	assert.Equal(t, 0, code, stdout)
	stdout, _, code = runTool(t, dir, bin, "-tests", "./...")
	assert.Equal(t, 3, code)
	assert.Contains(t, stdout, `a/a_test.go:12:`, "-tests reports the findings of test files")
	stdout, _, code = runTool(t, dir, bin, "-tags", "extra", "./...")
	assert.Equal(t, 3, code)
	assert.Contains(t, stdout, `"Extra:Key"`)

	stdout, stderr, code = runTool(t, dir, bin, "catalog", "-tests", "-tags", "extra", "./...")
	assert.Equal(t, 0, code, stderr)
	assert.Contains(t, stdout, `"Test:Key"`)
	assert.Contains(t, stdout, `"Extra:Key"`)
	stdout, stderr, code = runTool(t, dir, bin, "catalog", "./...")
	assert.Equal(t, 0, code, stderr)
	assert.NotContains(t, stdout, `"Extra:Key"`)

	_, stderr, code = runTool(t, dir, bin, "init", "-tags", "extra", "./...")
	assert.Equal(t, 0, code, stderr)
}

// badKeySource is a package with one case finding.
func badKeySource(pkg string) string {
	return "package " + pkg + "\n\nimport (\n\t\"context\"\n\n\t\"github.com/redis/go-redis/v9\"\n)\n\n" +
		"func Get(ctx context.Context, rdb *redis.Client) { rdb.Get(ctx, \"Bad:" + pkg + "\") }\n"
}

// TestBrokenTestFile: a _test.go file that does not compile leaves its
// package checked without its tests; the error names the file, after every
// other result, and the run exits 1. The same in catalog and init.
func TestBrokenTestFile(t *testing.T) {
	bin := buildTool(t)
	dir := newModule(t, map[string]string{
		"a/a.go":      badKeySource("a"),
		"a/a_test.go": "package a\n\nimport \"testing\"\n\nfunc TestA(t *testing.T) { stale() }\n",
		"b/b.go":      badKeySource("b"),
	})
	stdout, stderr, code := runTool(t, dir, bin, "./...")
	assert.Equal(t, 1, code, stderr)
	assert.Contains(t, stdout, `a/a.go:9:`, "the package is checked without its tests")
	assert.Contains(t, stdout, `b/b.go:9:`, "the other packages' results stand")
	lines := strings.Split(strings.TrimSpace(stderr), "\n")
	if assert.Len(t, lines, 1, stderr) {
		assert.Contains(t, lines[0], "example.com/m/a: its test files do not load, so it is checked without them: ")
		assert.Contains(t, lines[0], filepath.Join("a", "a_test.go")+":5:28: undefined: stale")
	}

	stdout, stderr, code = runTool(t, dir, bin, "catalog", "./...")
	assert.Equal(t, 1, code, stderr)
	assert.Contains(t, stdout, `"Bad:a"`)
	assert.Contains(t, stdout, `"Bad:b"`)
	assert.Contains(t, stderr, "a_test.go:5:28: undefined: stale")

	stdout, stderr, code = runTool(t, dir, bin, "init", "./...")
	assert.Equal(t, 1, code, stderr)
	assert.Contains(t, stdout, "wrote .rediskeylint.yml")
	assert.Contains(t, stderr, "a_test.go:5:28: undefined: stale")
}

// TestTypeErrorOnce: a type error is printed once, not once from go list
// and again from the type checker.
func TestTypeErrorOnce(t *testing.T) {
	bin := buildTool(t)
	dir := newModule(t, map[string]string{"a/a.go": "package a\n\nvar X int = \"x\"\n", "b/b.go": badKeySource("b")})
	stdout, stderr, code := runTool(t, dir, bin, "./...")
	assert.Equal(t, 1, code)
	assert.Contains(t, stdout, "b/b.go:9:")
	assert.Equal(t, 1, strings.Count(stderr, `cannot use "x"`), stderr)

	// The keys of a package that is not read would all be orphans: audit
	// stops before it reads the server.
	_, stderr, code = runTool(t, dir, bin, "audit", "-redis", "redis://127.0.0.1:1", "./...")
	assert.Equal(t, 1, code, stderr)
	assert.Contains(t, stderr, "rediskeylint audit: example.com/m/a does not load: ")
}

// TestFailedRunIsAValidDocument: when no package loads, -format sarif and
// -format codequality still write a valid document, SARIF with the error
// as a notification of a failed invocation; the exit code is 1.
func TestFailedRunIsAValidDocument(t *testing.T) {
	bin := buildTool(t)
	dir := newModule(t, map[string]string{"a/a.go": "package a\n\nvar X int = \"x\"\n"})

	stdout, stderr, code := runTool(t, dir, bin, "-format", "sarif", "./...")
	assert.Equal(t, 1, code, stderr)
	var log struct {
		Version string
		Runs    []struct {
			Results     []any
			Invocations []struct {
				ExecutionSuccessful        *bool
				ToolExecutionNotifications []struct {
					Level   string
					Message struct{ Text string }
				}
			}
		}
	}
	require.NoError(t, json.Unmarshal([]byte(stdout), &log), stdout)
	assert.Equal(t, "2.1.0", log.Version)
	require.Len(t, log.Runs, 1)
	require.Len(t, log.Runs[0].Invocations, 1)
	inv := log.Runs[0].Invocations[0]
	require.NotNil(t, inv.ExecutionSuccessful)
	assert.False(t, *inv.ExecutionSuccessful)
	require.Len(t, inv.ToolExecutionNotifications, 1)
	assert.Equal(t, "error", inv.ToolExecutionNotifications[0].Level)
	assert.Contains(t, inv.ToolExecutionNotifications[0].Message.Text, filepath.Join("a", "a.go")+":3:13")

	stdout, stderr, code = runTool(t, dir, bin, "-format", "codequality", "./...")
	assert.Equal(t, 1, code, stderr)
	var issues []any
	require.NoError(t, json.Unmarshal([]byte(stdout), &issues), stdout)
	assert.Contains(t, stderr, "a.go:3:13")

	// A pattern that matches nothing fails before any package loads.
	stdout, _, code = runTool(t, dir, bin, "-format", "sarif", "./nothing/...")
	assert.Equal(t, 1, code)
	require.NoError(t, json.Unmarshal([]byte(stdout), &log), stdout)
	assert.False(t, *log.Runs[0].Invocations[0].ExecutionSuccessful)
}

// TestFixPrintsWhatANewRunPrints: after -fix, the findings printed are
// those a new run reports (a rename settles the key's other findings too),
// and each fix applied is named on stderr.
func TestFixPrintsWhatANewRunPrints(t *testing.T) {
	bin := buildTool(t)
	dir := newFixModule(t)
	fixed, stderr, code := runTool(t, dir, bin, "-fix", "-fix-renames", "./...")
	assert.Equal(t, 3, code, stderr)
	again, _, _ := runTool(t, dir, bin, "./...")
	assert.Equal(t, again, fixed)
	assert.Contains(t, stderr, `rediskeylint: fixed fixme.go:19:28: Rename key "User:<int>:profile" to "user:<int>:profile" at all 2 sites`)
	assert.Contains(t, stderr, `rediskeylint: fixed fixme.go:21:21: Rename key "order.lines:name" to "order:lines:name"`)
}

// TestLintsItself: the project's own code passes the project's linter,
// which make lint (and so CI) runs on it.
func TestLintsItself(t *testing.T) {
	makefile, err := os.ReadFile(filepath.Join("..", "..", "Makefile"))
	require.NoError(t, err)
	_, lint, ok := strings.Cut(string(makefile), "\nlint:")
	require.True(t, ok, "the Makefile has a lint target")
	lint, _, _ = strings.Cut(lint, "\n\n")
	assert.Contains(t, lint, "\t$(BIN) ./...", "make lint runs rediskeylint on the project")

	bin := buildTool(t)
	stdout, stderr, code := runTool(t, filepath.Join("..", ".."), bin, "./...")
	assert.Equal(t, 0, code, "%s%s", stdout, stderr)
}

// initSource has a key helper called with literals, and one legacy key
// that breaks the convention.
const initSource = `package store

import (
	"context"

	"github.com/redis/go-redis/v9"
)

type Store struct{ rdb *redis.Client }

func (s *Store) Status(ctx context.Context, order string) string {
	return s.rdb.Get(ctx, "shop:order:status:"+order).Val()
}

func (s *Store) Token(ctx context.Context, tok string) string {
	return s.rdb.Get(ctx, "shop:session:token:"+tok).Val()
}

func (s *Store) Run(ctx context.Context) {
	s.Status(ctx, "o1")
	s.Token(ctx, "tok")
	s.rdb.Get(ctx, "shop:user:profile")
	s.rdb.Get(ctx, "Legacy Key")
}
`

// TestInitCountsTemplatesNotCallSites: the call sites of a key helper are
// keys of its template, not templates of their own, and an outlier does
// not set the depth range it is judged by.
func TestInitCountsTemplatesNotCallSites(t *testing.T) {
	bin := buildTool(t)
	dir := newModule(t, map[string]string{"store/store.go": initSource})
	stdout, stderr, code := runTool(t, dir, bin, "init", "./...")
	require.Equal(t, 0, code, stderr)
	assert.Contains(t, stdout, "4 distinct key templates", "shop:order:status:o1 and shop:session:token:tok are not templates")
	cfg, err := os.ReadFile(filepath.Join(dir, ".rediskeylint.yml"))
	require.NoError(t, err)
	assert.Contains(t, string(cfg), "\nmin-depth: 3\n", "the outlier's depth 1 is not the rule")

	// The outlier is where the lint reports the same finding.
	lint, _, _ := runTool(t, dir, bin, "./...")
	want := `store/store.go:23:18: case: key "Legacy Key" segment "Legacy" is not snake_case`
	assert.Contains(t, lint, want+"\n")
	assert.Contains(t, stdout, "  "+want+"\n", "one position for one finding in init and in the lint")
}

// TestInitOutlierOnePosition: an outlier in a Sprintf key is printed by
// init where the lint reports the same finding: the text at fault, not the
// start of the call.
func TestInitOutlierOnePosition(t *testing.T) {
	bin := buildTool(t)
	src := strings.Replace(initSource, `s.rdb.Get(ctx, "Legacy Key")`, `s.rdb.Get(ctx, fmt.Sprintf("shop:order/line:%d", 1))`, 1)
	src = strings.Replace(src, "import (\n", "import (\n\t\"fmt\"\n", 1)
	dir := newModule(t, map[string]string{"store/store.go": src})
	stdout, stderr, code := runTool(t, dir, bin, "init", "./...")
	require.Equal(t, 0, code, stderr)
	lint, _, _ := runTool(t, dir, bin, "./...")
	var want string
	for _, l := range strings.Split(lint, "\n") {
		if strings.Contains(l, `"shop:order/line:`) {
			want = l
		}
	}
	require.NotEmpty(t, want, "the lint reports the key:\n%s", lint)
	assert.NotContains(t, want, "store/store.go:24:17:", "the lint points inside the format string")
	assert.Contains(t, stdout, "  "+want+"\n")
}
