package analyzer

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/rediskeylint/rediskeylint/internal/keysite"
)

// siteTemplates runs the analyzer on one testdata package and returns, per
// command, the status and templates of its key sites.
func siteTemplates(t *testing.T, pkg string) map[string][]string {
	t.Helper()
	results := runCases(t, newTestAnalyzer(t, nil), pkg)
	require.Len(t, results, 1)
	return actionSites(t, results[0])
}

// TestPlaceholders fills templates with named places as strings.Replace,
// strings.ReplaceAll and strings.Replacer do: the placeholder's braces
// are gone, a hole takes its place. A helper is evaluated again with the
// template its call passes, and a constructor only the package calls
// takes the values its callers pass. Keys built from an exported method's
// parameters are partial.
func TestPlaceholders(t *testing.T) {
	t.Parallel()
	assert.Equal(t, map[string][]string{
		"SET":   {"partial jobs:connection:<string>:heartbeat"},
		"LPUSH": {"partial jobs:queue:[<string>]:ready jobs:queue:{<string>}:ready"},
		"LLEN":  {"partial jobs:connection:<string>:queue:[<string>]:unacked"},
		"RPUSH": {"partial jobs:queue:<string>:Rejected"},
		// Through a helper that edits the template it is given, kept in a
		// field, then filled by a constructor only the package calls.
		"RPOP":    {"partial jobs:queue:[<string>]:ready jobs:queue:{<string>}:ready"},
		"GET":     {"resolved lock:{owner}", "resolved pair:<int>:<int>"},
		"HGETALL": {"partial tenant:<string>:user:<int>:profile", "resolved tenant:acme:settings"},
	}, siteTemplates(t, "placeholders"))
}

// TestEncodedKeys rebuilds a key written into a buffer that an encoder
// also writes to in a branch (with and without its text), returned with an
// error: a return with an error gives no key.
func TestEncodedKeys(t *testing.T) {
	t.Parallel()
	assert.Equal(t, map[string][]string{
		"SET": {"partial work:unique:<string>: work:unique:<string>:<string>"},
		"DEL": {"unresolved "},
	}, siteTemplates(t, "encoded"))
}

// TestFuncValues follows calls through function values to the client
// method, or the key function, they hold.
func TestFuncValues(t *testing.T) {
	t.Parallel()
	assert.Equal(t, map[string][]string{
		"INCR":    {"resolved Counter:visits"},
		"GET":     {"resolved session:<int>"},
		"HGET":    {"resolved store:Item:<int>"},
		"DEL":     {"resolved user:<int> Order:<int>"},
		"EXISTS":  {"resolved user:<int>"},
		"HGETALL": {"resolved cart:<int>"},
		"UNLINK":  {"resolved lock:<int>"},
	}, siteTemplates(t, "funcvalues"))
}

// TestAnyKeys follows a key parameter typed any through key.(string): the
// store's methods are wrappers, and their callers' keys are checked.
func TestAnyKeys(t *testing.T) {
	t.Parallel()
	sites := siteTemplates(t, "anykeys")
	assert.Contains(t, sites["GET"], "resolved Profile:1")
	assert.Contains(t, sites["DEL"], "resolved profile:1")
}

// TestParamLists checks the keys passed through a wrapper's slice
// parameter (every other element for MSET's pairs, the first half for
// XREAD's streams) and slices assembled by index.
func TestParamLists(t *testing.T) {
	t.Parallel()
	sites := siteTemplates(t, "paramlists")
	// Each key is a site; the wrapper's own call is forwarded to them.
	assert.Equal(t, []string{"forwarded <string>", "resolved User:2", "resolved user:1", "resolved user:3", "resolved user:4"}, sites["MSET"])
	assert.Equal(t, []string{"forwarded <string>", "resolved events:Payments", "resolved events:orders"}, sites["XREADGROUP"])
	assert.Equal(t, []string{"forwarded <string>", "resolved events:Orders"}, sites["XREAD"])
	// Keys assigned by index, and a keys parameter rewritten by index
	// before the call.
	assert.Equal(t, []string{"resolved Pair:<int>", "resolved pair:<int>"}, sites["MGET"])
	assert.Equal(t, []string{"partial app:<string>", "resolved app:Session:2", "resolved app:session:1"}, sites["DEL"])
}

// TestFailurePaths leaves out the empty string a helper returns when it
// has just found an error (if err != nil { return "" }): no caller sends
// it as a key. A fallback name on the same path is a key, and so is an
// empty text returned for any other reason. Each key is seen in the
// method that builds it only: the worker's calls of its observer, held in
// a field its constructor set, pass nothing of the key.
func TestFailurePaths(t *testing.T) {
	t.Parallel()
	assert.Equal(t, map[string][]string{
		"SET": {"partial jobs:host:unknown jobs:host:<string>", "resolved jobs:worker:<hex>"},
		"DEL": {"resolved jobs:worker: jobs:worker:<hex>"},
	}, siteTemplates(t, "identifiers"))
}

// TestTimesAcrossPackages formats a time with a layout in another
// package's key helper: the call's key holds what the layout renders, not
// a time.Time as %v renders it, and a Unix timestamp stays one.
func TestTimesAcrossPackages(t *testing.T) {
	t.Parallel()
	assert.Equal(t, map[string][]string{
		"INCR":   {"partial jobs:{<string>}:processed:<20060102>"},
		"EXPIRE": {"partial jobs:{<string>}:processed:<20060102>"},
		"GET": {
			"partial jobs:{<string>}:processed:<2006-01-02 15:04:05>",
			"partial jobs:{<string>}:processed:<20060102>",
		},
		"LRANGE": {"partial jobs:{<string>}:failed:date:<int>"},
	}, siteTemplates(t, "dailystats"))
}

// TestFieldOfNilReceiver releases a lease held in a variable declared nil
// and set later: the key is the lease's field, never the receiver's own
// zero value, so no empty key is reported. The lease's objects are not
// known at the call, so its key is Release's own, not a site of the call;
// the lock's key is acquire's, and Run's, which makes the pool, not that
// of work, which passes its receiver on.
func TestFieldOfNilReceiver(t *testing.T) {
	t.Parallel()
	assert.Equal(t, map[string][]string{
		"SETNX": {"partial jobs:<string>:worker_lock:<int>", "partial jobs:<string>:worker_lock:<int>"},
	}, siteTemplates(t, "workerlock"))
}

// TestInterfaceKeysDoNotDependOnMapOrder analyses a call through an
// interface whose two implementations give keys that read alike, many
// times: the site, its key and the reason it is unresolved are the same
// every time (they once followed the order of a map).
func TestInterfaceKeysDoNotDependOnMapOrder(t *testing.T) {
	t.Parallel()
	var first []keysite.Site
	for i := range 8 {
		results := runCases(t, newTestAnalyzer(t, nil), "implorder")
		require.Len(t, results, 1)
		res, ok := results[0].Result.(*keysite.Result)
		require.True(t, ok)
		var sites []keysite.Site
		for _, s := range res.Sites {
			if s.Pos.Line == 46 {
				sites = append(sites, s)
			}
		}
		require.NotEmpty(t, sites, "the call through Store is a site")
		if i == 0 {
			first = sites
			continue
		}
		require.Equal(t, first, sites, "run %d", i)
	}
}
