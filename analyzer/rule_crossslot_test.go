package analyzer

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/rediskeylint/rediskeylint/keyrules"
)

// TestCrossSlot predicts CROSSSLOT failures: keys whose slots differ for
// certain, keys whose slots cannot be proven equal, and the groups that
// must share a slot (multi-key commands, scripts, transactions, WATCH,
// redigo MULTI/EXEC, rueidis chains), with the consequence the client
// version gives.
func TestCrossSlot(t *testing.T) {
	t.Parallel()
	runOptionSets(t, []optionSet{
		{name: "go-redis v9.7.0", change: cluster("v9.7.0"), cases: []string{"crossslot", "sharedtag", "clustermode", "calltags", "armtags/...", "clean"}},
		{name: "go-redis v9.23.0", change: cluster("v9.23.0"), cases: []string{"crossslotnew", "clean"}},
	})
}

// TestCrossSlotIsOffByDefault runs the cluster cases without cluster:
// none of their findings may appear.
func TestCrossSlotIsOffByDefault(t *testing.T) {
	t.Parallel()
	results := analyseCases(t, newTestAnalyzer(t, nil), "crossslot", "crossslotnew")
	require.NotEmpty(t, results)
	for _, r := range results {
		for _, d := range r.Diagnostics {
			assert.NotEqual(t, string(keyrules.RuleCrossslot), d.Category, "%s: %s", r.Package.Fset.Position(d.Pos), d.Message)
		}
	}
}

// goModVersions are the go-redis versions that the go.mod of a package
// requires in TestCrossSlotVersionFromGoMod, and the consequence of a
// cross-slot transaction that each gives.
var goModVersions = []struct {
	version string
	want    string
}{
	{"v9.5.0", "go-redis v9.5.0 splits it into one MULTI/EXEC per slot, so it is silently not atomic"},
	{"v9.12.0", "go-redis v9.12.0 refuses it with ErrCrossSlot"},
}

// goModPackage returns the package of the tree below that requires
// version in its go.mod.
func goModPackage(version string) string {
	return "app" + strings.ReplaceAll(version, ".", "_")
}

// goModCases is a GOPATH tree with the client stubs and, per version of
// goModVersions, a package with a go.mod that requires it and a
// transaction across slots.
var goModCases = newCaseTree(func() (string, error) {
	shared, err := sharedTempDir()
	if err != nil {
		return "", err
	}
	gopath := filepath.Join(shared, "gomod")
	src := filepath.Join(gopath, "src")
	if err := os.MkdirAll(src, 0o755); err != nil {
		return "", err
	}
	if err := os.Symlink(filepath.Join(testdataDir, "src", "github.com"), filepath.Join(src, "github.com")); err != nil {
		return "", err
	}
	for _, tt := range goModVersions {
		dir := filepath.Join(src, goModPackage(tt.version))
		if err := os.MkdirAll(dir, 0o755); err != nil {
			return "", err
		}
		gomod := "module app\n\ngo 1.22\n\nrequire github.com/redis/go-redis/v9 " + tt.version + "\n"
		if err := os.WriteFile(filepath.Join(dir, "go.mod"), []byte(gomod), 0o644); err != nil {
			return "", err
		}
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
		if err := os.WriteFile(filepath.Join(dir, "app.go"), []byte(code), 0o644); err != nil {
			return "", err
		}
	}
	return gopath, nil
})

// TestCrossSlotVersionFromGoMod runs a transaction across slots without the
// client-version option: the go-redis version comes from the go.mod that
// governs the package, and decides the consequence.
func TestCrossSlotVersionFromGoMod(t *testing.T) {
	t.Parallel()
	for _, tt := range goModVersions {
		t.Run(tt.version, func(t *testing.T) {
			t.Parallel()
			goModCases.run(t, newTestAnalyzer(t, cluster("")), goModPackage(tt.version))
		})
	}
}
