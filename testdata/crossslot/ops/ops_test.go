//go:build crossslot_oracle

// The oracle runs every operation of package ops against a real Redis
// Cluster and records whether it was refused for crossing slots. It is
// driven by internal/redistest/crossslot_oracle_test.go in the main module,
// which starts the cluster and passes:
//
//	REDISKEYLINT_CLUSTER     host:port,host:port,... of the cluster masters
//	REDISKEYLINT_ORACLE_OUT  file that receives {"Func": "crossslot"|"ok"}
//	REDISKEYLINT_ORACLE_ERRORS  optional file that receives {"Func": "error text"}
package ops

import (
	"context"
	"encoding/json"
	"errors"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/redis/go-redis/v9"
	"github.com/stretchr/testify/require"
)

type op func(context.Context, *redis.ClusterClient) error

// all lists every operation of ops.go; the driver checks that it names
// exactly the functions that carry a crossslot comment.
var all = map[string]op{
	"MGetLiteralTagSameSlot":               MGetLiteralTagSameSlot,
	"MGetLiteralTagCrossSlot":              MGetLiteralTagCrossSlot,
	"MGetSharedVarSameSlot":                MGetSharedVarSameSlot,
	"MGetOtherVarCrossSlot":                MGetOtherVarCrossSlot,
	"MGetOtherVarEqualValueSameSlot":       MGetOtherVarEqualValueSameSlot,
	"MGetHelperSameArgSameSlot":            MGetHelperSameArgSameSlot,
	"MGetHelperOtherArgCrossSlot":          MGetHelperOtherArgCrossSlot,
	"MGetIdenticalLiteralSameSlot":         MGetIdenticalLiteralSameSlot,
	"MGetCollidingLiteralsSameSlot":        MGetCollidingLiteralsSameSlot,
	"MGetPlainLiteralsCrossSlot":           MGetPlainLiteralsCrossSlot,
	"MSetSharedVarSameSlot":                MSetSharedVarSameSlot,
	"MSetLiteralTagCrossSlot":              MSetLiteralTagCrossSlot,
	"DelHelperSameArgSameSlot":             DelHelperSameArgSameSlot,
	"DelPlainLiteralsCrossSlot":            DelPlainLiteralsCrossSlot,
	"ExistsIdenticalLiteralSameSlot":       ExistsIdenticalLiteralSameSlot,
	"ExistsOtherVarCrossSlot":              ExistsOtherVarCrossSlot,
	"UnlinkLiteralTagSameSlot":             UnlinkLiteralTagSameSlot,
	"UnlinkHelperOtherArgCrossSlot":        UnlinkHelperOtherArgCrossSlot,
	"TouchCollidingLiteralsSameSlot":       TouchCollidingLiteralsSameSlot,
	"TouchLiteralTagCrossSlot":             TouchLiteralTagCrossSlot,
	"RenameLiteralTagSameSlot":             RenameLiteralTagSameSlot,
	"RenameLiteralTagCrossSlot":            RenameLiteralTagCrossSlot,
	"SMoveSharedVarSameSlot":               SMoveSharedVarSameSlot,
	"SMoveOtherVarCrossSlot":               SMoveOtherVarCrossSlot,
	"RPopLPushHelperSameArgSameSlot":       RPopLPushHelperSameArgSameSlot,
	"RPopLPushHelperOtherArgCrossSlot":     RPopLPushHelperOtherArgCrossSlot,
	"LMoveIdenticalLiteralSameSlot":        LMoveIdenticalLiteralSameSlot,
	"LMovePlainLiteralsCrossSlot":          LMovePlainLiteralsCrossSlot,
	"SInterStoreLiteralTagSameSlot":        SInterStoreLiteralTagSameSlot,
	"SInterStoreOneKeyOffCrossSlot":        SInterStoreOneKeyOffCrossSlot,
	"SUnionStoreSharedVarSameSlot":         SUnionStoreSharedVarSameSlot,
	"SUnionStoreOtherVarCrossSlot":         SUnionStoreOtherVarCrossSlot,
	"ZUnionStoreHelperSameArgSameSlot":     ZUnionStoreHelperSameArgSameSlot,
	"ZUnionStoreHelperOtherArgCrossSlot":   ZUnionStoreHelperOtherArgCrossSlot,
	"ZInterStoreCollidingLiteralsSameSlot": ZInterStoreCollidingLiteralsSameSlot,
	"ZInterStoreLiteralTagCrossSlot":       ZInterStoreLiteralTagCrossSlot,
	"PFMergeLiteralTagSameSlot":            PFMergeLiteralTagSameSlot,
	"PFMergePlainLiteralsCrossSlot":        PFMergePlainLiteralsCrossSlot,
	"BitOpAndSharedVarSameSlot":            BitOpAndSharedVarSameSlot,
	"BitOpAndHelperOtherArgCrossSlot":      BitOpAndHelperOtherArgCrossSlot,
	"EvalLiteralTagSameSlot":               EvalLiteralTagSameSlot,
	"EvalLiteralTagCrossSlot":              EvalLiteralTagCrossSlot,
	"EvalSharedVarSameSlot":                EvalSharedVarSameSlot,
	"EvalOtherVarCrossSlot":                EvalOtherVarCrossSlot,
	"ScriptRunHelperSameArgSameSlot":       ScriptRunHelperSameArgSameSlot,
	"ScriptRunOtherVarCrossSlot":           ScriptRunOtherVarCrossSlot,
	"TxPipelinedLiteralTagSameSlot":        TxPipelinedLiteralTagSameSlot,
	"TxPipelinedLiteralTagCrossSlot":       TxPipelinedLiteralTagCrossSlot,
	"TxPipelinedSharedVarSameSlot":         TxPipelinedSharedVarSameSlot,
	"TxPipelinedOtherVarCrossSlot":         TxPipelinedOtherVarCrossSlot,
	"WatchLiteralTagSameSlot":              WatchLiteralTagSameSlot,
	"WatchLiteralTagCrossSlot":             WatchLiteralTagCrossSlot,
	"WatchHelperSameArgSameSlot":           WatchHelperSameArgSameSlot,
	"WatchHelperOtherArgCrossSlot":         WatchHelperOtherArgCrossSlot,
	"WatchBodyOtherSlotCrossSlot":          WatchBodyOtherSlotCrossSlot,
}

func TestOracle(t *testing.T) {
	addrs := os.Getenv("REDISKEYLINT_CLUSTER")
	out := os.Getenv("REDISKEYLINT_ORACLE_OUT")
	require.NotEmpty(t, addrs, "REDISKEYLINT_CLUSTER must name the cluster nodes")
	require.NotEmpty(t, out, "REDISKEYLINT_ORACLE_OUT must name the output file")

	rdb := redis.NewClusterClient(&redis.ClusterOptions{Addrs: strings.Split(addrs, ","), Protocol: 2})
	defer rdb.Close()

	outcomes := make(map[string]string, len(all))
	texts := make(map[string]string, len(all))
	for name, fn := range all {
		ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
		// Every operation starts from empty masters, so that one operation's
		// keys never hold the wrong type for the next.
		require.NoError(t, rdb.ForEachMaster(ctx, func(ctx context.Context, node *redis.Client) error {
			return node.FlushAll(ctx).Err()
		}))
		err := fn(ctx, rdb)
		cancel()
		outcomes[name] = classify(err)
		if err != nil {
			texts[name] = err.Error()
		}
		if outcomes[name] == "error" {
			t.Errorf("%s failed for a reason other than crossing slots: %v", name, err)
		}
	}

	writeJSON(t, out, outcomes)
	if path := os.Getenv("REDISKEYLINT_ORACLE_ERRORS"); path != "" {
		writeJSON(t, path, texts)
	}
}

// classify names the outcome of one operation: "crossslot" when the server
// or go-redis refused it for crossing slots, "ok" when it ran, "error" for
// anything else. redis.Nil (an empty source list) means the command ran.
func classify(err error) string {
	switch {
	case err == nil, errors.Is(err, redis.Nil):
		return "ok"
	case strings.Contains(err.Error(), "CROSSSLOT"),
		strings.Contains(err.Error(), "requires all keys to be in the same slot"):
		return "crossslot"
	default:
		return "error"
	}
}

func writeJSON(t *testing.T, path string, v map[string]string) {
	t.Helper()
	data, err := json.MarshalIndent(v, "", "  ")
	require.NoError(t, err)
	require.NoError(t, os.WriteFile(path, append(data, '\n'), 0o644))
}
