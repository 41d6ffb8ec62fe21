package analyzer

import (
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
	results := analysistest.Run(&discardT{}, testdata, newTestAnalyzer(t, nil), "crossslot", "crossslotnew")
	require.NotEmpty(t, results)
	for _, r := range results {
		for _, d := range r.Diagnostics {
			assert.NotEqual(t, keyrules.RuleCrossslot, d.Category, "%s: %s", r.Pass.Fset.Position(d.Pos), d.Message)
		}
	}
}

func TestCrossSlotConsequence(t *testing.T) {
	older := "v9.7.0"
	tests := []struct {
		name    string
		group   atomicGroup
		version string
		want    string
	}{
		{"command, old client", atomicGroup{kind: groupCommand, client: "go-redis"}, older,
			"Redis answers CROSSSLOT"},
		{"command, new client", atomicGroup{kind: groupCommand, client: "go-redis"}, txCheckVersion,
			"Redis answers CROSSSLOT"},
		{"redigo command", atomicGroup{kind: groupCommand, client: "redigo"}, txCheckVersion,
			"Redis answers CROSSSLOT"},
		{"script", atomicGroup{kind: groupScript, client: "go-redis"}, txCheckVersion,
			"Redis rejects the script with CROSSSLOT"},
		{"redigo MULTI/EXEC", atomicGroup{kind: groupTransaction, client: "redigo", what: "MULTI/EXEC"}, older,
			"Redis rejects the transaction with CROSSSLOT"},
		{"watch", atomicGroup{kind: groupTransaction, client: "go-redis", what: "the watched transaction"}, older,
			"go-redis refuses to watch keys of different slots"},
		{"transaction before the check", atomicGroup{kind: groupTransaction, client: "go-redis", what: "the transaction"}, older,
			"go-redis v9.7.0 splits it into one MULTI/EXEC per slot, so it is silently not atomic"},
		{"transaction from the check", atomicGroup{kind: groupTransaction, client: "go-redis", what: "the transaction"}, txCheckVersion,
			"go-redis " + txCheckVersion + " refuses it with ErrCrossSlot"},
		{"transaction, version unknown", atomicGroup{kind: groupTransaction, client: "go-redis", what: "the transaction"}, "",
			"go-redis before " + txCheckVersion + " splits it into one MULTI/EXEC per slot, so it is silently not atomic"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			assert.Equal(t, tt.want, crossSlotConsequence(tt.group, tt.version))
		})
	}
}

// discardT swallows what analysistest reports, for tests that look at the
// diagnostics themselves.
type discardT struct{}

func (*discardT) Errorf(string, ...any) {}
