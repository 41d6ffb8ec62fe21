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
// cluster and checks that what Redis and go-redis did to each operation is
// what the operation's crossslot comment says.
func TestCrossSlotOracle(t *testing.T) {
	want := crossslotComments(t, filepath.Join(oracleModule, "ops", "ops.go"))
	require.GreaterOrEqual(t, len(want), 40)

	cluster := StartCluster(t, 3)
	goBin, err := exec.LookPath("go")
	require.NoError(t, err, "the go command runs the oracle module")
	outFile := filepath.Join(t.TempDir(), "outcomes.json")
	errFile := filepath.Join(t.TempDir(), "errors.json")

	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Minute)
	defer cancel()
	cmd := exec.CommandContext(ctx, goBin, "test", "-count=1", "-tags", "crossslot_oracle", "./ops/")
	cmd.Dir = oracleModule
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
	for name, kind := range want {
		// A split operation runs without error, like a co-located one.
		if kind == "none" || kind == "split" {
			want[name] = "ok"
		}
	}
	assert.Equal(t, want, got)
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
