package analyzer

import (
	"os"
	"path/filepath"
	"regexp"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/rediskeylint/rediskeylint/keyrules"
)

// TestCrossSlot predicts CROSSSLOT failures: keys whose slots differ for
// certain, keys whose slots cannot be proven equal, and the groups that
// must share a slot (multi-key commands, scripts, transactions, WATCH,
// redigo MULTI/EXEC, rueidis chains), with the consequence the client
// version gives.
func TestCrossSlot(t *testing.T) {
	runOptionSets(t, []optionSet{
		{name: "go-redis v9.7.0", change: cluster("v9.7.0"), cases: []string{"crossslot", "clean"}},
		{name: "go-redis v9.23.0", change: cluster("v9.23.0"), cases: []string{"crossslotnew", "clean"}},
	})
}

// TestCrossSlotIsOffByDefault runs the cluster cases without cluster:
// none of their findings may appear.
func TestCrossSlotIsOffByDefault(t *testing.T) {
	results := analysistest.Run(&discardT{}, testdataDir, newTestAnalyzer(t, nil), "crossslot", "crossslotnew")
	require.NotEmpty(t, results)
	for _, r := range results {
		for _, d := range r.Diagnostics {
			assert.NotEqual(t, string(keyrules.RuleCrossslot), d.Category, "%s: %s", r.Pass.Fset.Position(d.Pos), d.Message)
		}
	}
}

// discardT swallows what analysistest reports, for tests that look at the
// diagnostics themselves.
type discardT struct{}

func (*discardT) Errorf(string, ...any) {}

// TestCrossSlotVersionFromGoMod runs a transaction across slots without the
// client-version option: the go-redis version comes from the go.mod that
// governs the package, and decides the consequence.
func TestCrossSlotVersionFromGoMod(t *testing.T) {
	for _, tt := range []struct {
		version string
		want    string
	}{
		{"v9.5.0", "go-redis v9.5.0 splits it into one MULTI/EXEC per slot, so it is silently not atomic"},
		{"v9.12.0", "go-redis v9.12.0 refuses it with ErrCrossSlot"},
	} {
		t.Run(tt.version, func(t *testing.T) {
			gopath := t.TempDir()
			src := filepath.Join(gopath, "src")
			require.NoError(t, os.MkdirAll(filepath.Join(src, "app"), 0o755))
			require.NoError(t, os.Symlink(filepath.Join(testdataDir, "src", "github.com"), filepath.Join(src, "github.com")))
			gomod := "module app\n\ngo 1.22\n\nrequire github.com/redis/go-redis/v9 " + tt.version + "\n"
			require.NoError(t, os.WriteFile(filepath.Join(src, "app", "go.mod"), []byte(gomod), 0o644))
			code := `package app

import (
	"context"

	"github.com/redis/go-redis/v9"
)

func transfer(ctx context.Context, rdb *redis.ClusterClient) {
	_, _ = rdb.TxPipelined(ctx, func(pipe redis.Pipeliner) error { // want ` + "`" + regexp.QuoteMeta(tt.want) + "`" + `
		pipe.DecrBy(ctx, "account:1", 10)
		pipe.IncrBy(ctx, "account:2", 10)
		return nil
	})
}
`
			require.NoError(t, os.WriteFile(filepath.Join(src, "app", "app.go"), []byte(code), 0o644))
			analysistest.Run(t, gopath, newTestAnalyzer(t, cluster("")), "app")
		})
	}
}
