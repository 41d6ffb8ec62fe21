package redistest

import (
	"context"
	"encoding/json"
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// oracleModule is the separate module whose ops package holds the
// crossslot ground truth; it pins its own go-redis version.
const oracleModule = "../../testdata/crossslot"

// crossslotComment matches the comment on an operation's func line.
var crossslotComment = regexp.MustCompile(`^//\s*crossslot:\s*(none|server|client|split)\s*$`)

// TestCrossSlotOracle runs the oracle of testdata/crossslot against a real
// cluster, with the go-redis version the module pins (v9.7.0) and again
// with v9.23.0, and checks that what Redis and go-redis did to each
// operation is what the operation's crossslot comment says. The comments
// record v9.7.0; from v9.11.0 on, go-redis refuses the cross-slot
// transactions v9.7.0 split ("split" becomes a refusal whose text is the
// server's CROSSSLOT reply).
func TestCrossSlotOracle(t *testing.T) {
	comments := crossslotComments(t, filepath.Join(oracleModule, "ops", "ops.go"))
	require.GreaterOrEqual(t, len(comments), 40)
	cluster := StartCluster(t, 3)

	t.Run("v9.7.0", func(t *testing.T) {
		want := make(map[string]string, len(comments))
		for name, kind := range comments {
			want[name] = kind
			// A split operation runs without error, like a co-located one.
			if kind == "none" || kind == "split" {
				want[name] = "ok"
			}
		}
		assert.Equal(t, want, runOracle(t, cluster, oracleModule))
	})

	t.Run("v9.23.0", func(t *testing.T) {
		dir := copyModule(t, oracleModule)
		goCommand(t, dir, "mod", "edit", "-require=github.com/redis/go-redis/v9@v9.23.0")
		goCommand(t, dir, "mod", "tidy")
		want := make(map[string]string, len(comments))
		for name, kind := range comments {
			switch kind {
			case "none":
				want[name] = "ok"
			case "split":
				want[name] = "server" // ErrCrossSlot, worded as the server's reply
			default:
				want[name] = kind
			}
		}
		assert.Equal(t, want, runOracle(t, cluster, dir))
	})
}

// runOracle runs the oracle module in dir against the cluster and returns,
// per operation, "ok", "server" (Redis answered CROSSSLOT) or "client"
// (go-redis refused it).
func runOracle(t *testing.T, cluster *Cluster, dir string) map[string]string {
	t.Helper()
	goBin, err := exec.LookPath("go")
	require.NoError(t, err, "the go command runs the oracle module")
	outFile := filepath.Join(t.TempDir(), "outcomes.json")
	errFile := filepath.Join(t.TempDir(), "errors.json")

	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Minute)
	defer cancel()
	cmd := exec.CommandContext(ctx, goBin, "test", "-count=1", "-tags", "crossslot_oracle", "./ops/")
	cmd.Dir = dir
	cmd.Env = append(os.Environ(),
		"GOWORK=off",
		"REDISKEYLINT_CLUSTER="+strings.Join(cluster.Addrs, ","),
		"REDISKEYLINT_ORACLE_OUT="+outFile,
		"REDISKEYLINT_ORACLE_ERRORS="+errFile,
	)
	out, err := cmd.CombinedOutput()
	require.NoError(t, err, "oracle run:\n%s", out)

	outcomes := readJSONMap(t, outFile)
	texts := readJSONMap(t, errFile)
	got := make(map[string]string, len(outcomes))
	for name, outcome := range outcomes {
		got[name] = outcome
		if outcome != "crossslot" {
			continue
		}
		// Tell who refused: the server's CROSSSLOT reply or go-redis itself.
		switch text := texts[name]; {
		case strings.HasPrefix(text, "CROSSSLOT"):
			got[name] = "server"
		case strings.HasPrefix(text, "redis: "):
			got[name] = "client"
		}
	}
	return got
}

// copyModule copies a module directory into a temporary one.
func copyModule(t *testing.T, src string) string {
	t.Helper()
	dst := t.TempDir()
	err := filepath.WalkDir(src, func(p string, d os.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(src, p)
		if d.IsDir() {
			return os.MkdirAll(filepath.Join(dst, rel), 0o755)
		}
		data, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		return os.WriteFile(filepath.Join(dst, rel), data, 0o644)
	})
	require.NoError(t, err)
	return dst
}

// goCommand runs the go command in dir with the module proxy.
func goCommand(t *testing.T, dir string, args ...string) {
	t.Helper()
	cmd := exec.Command("go", args...)
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), "GOWORK=off", "GOFLAGS=-mod=mod")
	out, err := cmd.CombinedOutput()
	require.NoError(t, err, "go %s:\n%s", strings.Join(args, " "), out)
}

// crossslotComments returns, for each function of the file, the kind named
// by the crossslot comment on its func line, and fails if an exported
// function has none.
func crossslotComments(t *testing.T, path string) map[string]string {
	t.Helper()
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, path, nil, parser.ParseComments)
	require.NoError(t, err)

	kindByLine := map[int]string{}
	for _, group := range f.Comments {
		for _, c := range group.List {
			if m := crossslotComment.FindStringSubmatch(c.Text); m != nil {
				kindByLine[fset.Position(c.Pos()).Line] = m[1]
			}
		}
	}
	kinds := map[string]string{}
	for _, decl := range f.Decls {
		fn, ok := decl.(*ast.FuncDecl)
		if !ok || !fn.Name.IsExported() {
			continue
		}
		kind, ok := kindByLine[fset.Position(fn.Pos()).Line]
		require.True(t, ok, "%s has no crossslot comment on its func line", fn.Name.Name)
		kinds[fn.Name.Name] = kind
	}
	return kinds
}

func readJSONMap(t *testing.T, path string) map[string]string {
	t.Helper()
	data, err := os.ReadFile(path)
	require.NoError(t, err)
	var m map[string]string
	require.NoError(t, json.Unmarshal(data, &m))
	return m
}
