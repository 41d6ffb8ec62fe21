package analyzer

import (
	"sync"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"golang.org/x/tools/go/analysis"
	analysischecker "golang.org/x/tools/go/analysis/checker"
	"golang.org/x/tools/go/packages"

	"github.com/rediskeylint/rediskeylint/keyrules"
)

// TestReadBackHelperCommands checks keys read back with a command a helper
// of the package builds and returns: the SCAN's pattern, the KEYS pattern
// and the searched index are those of the helper's returns, its
// parameters bound to the call's arguments; a helper whose SCAN has no
// pattern leaves the keys unresolved.
func TestReadBackHelperCommands(t *testing.T) {
	t.Parallel()
	assert.Equal(t, map[string][]string{
		"EXPIRE":  {"partial cart:<string>:<string>"},
		"DEL":     {"partial invite:<string>:Code"},
		"HGETALL": {"partial ticket:<string>"},
		"TOUCH":   {"unresolved "},
	}, siteTemplates(t, "scanhelper"))
	assert.Equal(t, []string{"the analysis stopped at k: key read back from SCAN or KEYS with an unknown pattern"},
		reasons(t, "scanhelper")["TOUCH"])
}

// TestSearchKeysResp3 checks document ids read from FT.SEARCH's RESP3
// map reply (go-redis v9's generic Do, read with Result or Val, and
// FTSearchCmd's RawResult) and from FTSearchWithArgs's typed result: the
// map's "results", then each document's "id", are keys of the index's
// prefixes; a document's attribute is not. The RESP2 list read through
// Result holds the ids as Slice's does.
func TestSearchKeysResp3(t *testing.T) {
	t.Parallel()
	assert.Equal(t, map[string][]string{
		"UNLINK":  {"partial parcel:<string>"},
		"EXPIRE":  {"partial parcel:<string>"},
		"PERSIST": {"partial parcel:<string>"},
		"HGETALL": {"partial parcel:<string>"},
		"GET":     {"unresolved "},
		"DEL":     {"unresolved "},
		"TOUCH":   {"partial parcel:<string>"},
	}, siteTemplates(t, "searchresp3"))
	r := reasons(t, "searchresp3")
	assert.Equal(t, []string{`the analysis stopped at r.(map[any]any)["id"].(string): document id read back from FT.SEARCH on an index whose key prefixes are not known`}, r["DEL"])
	assert.Equal(t, []string{`attrs["owner"] is not known at compile time`}, r["GET"])
}

// TestScanKeysBatch checks keys read back from the replies of a DoMulti
// batch (rueidis, valkey-go): the reply at a constant index is its command's, one ranged over
// is any of them when every command of the batch reads keys back, and
// unknown when one does not.
func TestScanKeysBatch(t *testing.T) {
	t.Parallel()
	assert.Equal(t, map[string][]string{
		"DEL":      {"partial draft:<string>"},
		"UNLINK":   {"partial session:<string>:stale"},
		"TOUCH":    {"partial cart:<string> wish:<string>"},
		"TTL":      {"unresolved "},
		"SMEMBERS": {"resolved lock:owners"},
		"GET":      {"resolved queue:cursor"},
		"LPUSH":    {"resolved queue:retry"},
		"RPUSH":    {"partial job:<string>:retry"},
	}, siteTemplates(t, "scanbatch"))
}

// loadCompat loads the package that reads keys back through the real
// rueidiscompat and valkeycompat adapters: the module requires them, so
// it loads in module mode (the Go module proxy, or a warm module cache).
var loadCompat = sync.OnceValues(func() ([]*packages.Package, error) {
	return loadModuleOps("../testdata/compat")
})

// TestReadBackCompat checks keys read back through the go-redis-shaped
// adapters of rueidis and valkey-go, against the real modules: Scan and
// ScanType pages, Keys replies (their generic reply type's Val and
// Result), and the documents of FTSearch on an index FTCreate makes.
func TestReadBackCompat(t *testing.T) {
	t.Parallel()
	a, err := New(keyrules.Default())
	require.NoError(t, err)
	pkgs, err := loadCompat()
	require.NoError(t, err)
	require.Len(t, pkgs, 1)
	require.Empty(t, pkgs[0].Errors)
	graph, err := analysischecker.Analyze([]*analysis.Analyzer{a}, pkgs, nil)
	require.NoError(t, err)
	require.Len(t, graph.Roots, 1)
	assert.Equal(t, map[string][]string{
		"EXPIRE":  {"partial cart:<string>:items"},
		"DEL":     {"partial draft:<string>"},
		"HGETALL": {"partial product:<string>"},
		"LLEN":    {"partial queue:<string>"},
		"UNLINK":  {"partial job:<string>:lock"},
	}, actionSites(t, graph.Roots[0]))
}

// TestReadBackHelperCommandsOtherPackage checks keys read back with
// commands the helpers of another package build: their CommandKeysFact
// gives the keys, the helper's parameters bound to the call's arguments.
func TestReadBackHelperCommandsOtherPackage(t *testing.T) {
	t.Parallel()
	assert.Equal(t, map[string][]string{
		"EXPIRE": {"partial cart:acme:<string>"},
		"DEL":    {"partial invite:<string>"},
		"TOUCH":  {"unresolved "},
	}, actionSites(t, rootOf(t, runCases(t, newTestAnalyzer(t, nil), "cmdhelpers/..."), "cmdhelpers")))
}

// rootOf returns the action of the package path among roots.
func rootOf(t *testing.T, roots []*analysischecker.Action, path string) *analysischecker.Action {
	t.Helper()
	for _, act := range roots {
		if act.Package.PkgPath == path {
			return act
		}
	}
	require.Failf(t, "no action", "no root analyses %s", path)
	return nil
}
