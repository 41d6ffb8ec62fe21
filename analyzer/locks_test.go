package analyzer

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/rediskeylint/rediskeylint/internal/keysite"
)

// TestLockObjects checks the locks of redsync and redislock: the call
// that makes a lock is the site of its key, and the lock's later calls
// are sites of the same key, in the function that made the lock or in
// another one it reached through a field or a helper's result; the
// lock's name read back is the key too.
func TestLockObjects(t *testing.T) {
	t.Parallel()
	assert.Equal(t, map[string][]string{
		// NewMutex and Obtain give the key; Lock and TryLock set it.
		"SET": {
			"partial lock:Jobs:<string>", "partial lock:Jobs:<string>", "resolved lock:Invoice:<int>",
			"resolved lock:batch:<int>", "resolved lock:batch:<int>",
			"resolved lock:order:<int>", "resolved lock:order:<int>", "resolved lock:payment:<int>",
		},
		// Unlock (called in place and as a method value) and Release,
		// and a key built from Key().
		"DEL": {
			"partial lock:Jobs:<string>", "resolved lock:Invoice:<int>", "resolved lock:Invoice:<int>:pending",
			"resolved lock:batch:<int>", "resolved lock:order:<int>", "resolved lock:payment:<int>",
		},
		"PEXPIRE": {"resolved lock:order:<int>", "resolved lock:payment:<int>"},
		"PTTL":    {"resolved lock:Invoice:<int>"},
		// The mutex is Owner's parameter: its callers give the name.
		"GET": {"partial <string>:owner"},
	}, siteTemplates(t, "lockobjects"))
}

// TestClosureKeys checks calls through function values that carry a key
// into a store: a closure called with the key, in place, by a helper
// that takes it or from a field, and a store's method value. The closure's own calls
// forward their keys to the calls through it.
func TestClosureKeys(t *testing.T) {
	t.Parallel()
	assert.Equal(t, map[string][]string{
		// Store.Lock's own call and the closure's body forward their
		// keys; the calls through the closure and the method value know
		// them.
		// A closure kept in a field is followed the same way.
		"SETNX": {
			"forwarded <string>", "forwarded <string>", "forwarded <string>",
			"resolved jobs:Lock:<int>", "resolved reports:Lock:<int>", "resolved worker:Run:<int>",
		},
		// withRetry's call of the closure makes it a wrapper of its key.
		"DEL": {"forwarded <string>", "forwarded <string>", "resolved orders:Pending:<int>"},
	}, siteTemplates(t, "closurekeys"))
}

// TestScanKeys checks keys read back from SCAN MATCH: the pattern's shape
// with holes for its wildcards, and an unknown pattern's keys unresolved
// with their reason.
func TestScanKeys(t *testing.T) {
	t.Parallel()
	results := runCases(t, newTestAnalyzer(t, nil), "scankeys")
	require.Len(t, results, 1)
	assert.Equal(t, map[string][]string{
		// The iterator's keys, and those of redigo's reply.
		"DEL":     {"partial Job:<string>:lease", "partial user:<string>:profile"},
		"HGETALL": {"partial tenant:<int>:Session:<string>"},
		"GET":     {"partial glob:*:<string>", "unresolved "},
		// The keys a helper collects from SCAN pages, and those of an
		// unknown pattern.
		"UNLINK": {"partial Stale:<string>:lock", "partial cache:Items:<string>", "unresolved "},
		// The keys of a page of Scan(…).Result(), ranged over.
		"EXPIRE": {"partial cart:<string>:items"},
		// The keys of a KEYS reply.
		"TTL": {"partial Sess:<string>"},
		// go-redis's KEYS reply, ranged over, spread and read with Val.
		"PERSIST": {"partial Stale:<string>:lock"},
		"TOUCH":   {"partial temp:<string>:upload"},
		// A hash's fields and a set's members are not keys of their
		// pattern.
		"EXISTS": {"unresolved "},
		"TYPE":   {"unresolved "},
		"DECR":   {"unresolved "},
		// The scans' own keys.
		"HSCAN":    {"resolved user:1:settings"},
		"SSCAN":    {"resolved online:users"},
		"SMEMBERS": {"resolved tags:all"},
		"ZSCAN":    {"resolved ranking:daily"},
	}, actionSites(t, results[0]))
	for _, s := range results[0].Result.(*keysite.Result).Sites {
		if s.Command == "UNLINK" && s.Status == keysite.Unresolved {
			assert.Equal(t, "the analysis stopped at iter.Val(): key read back from SCAN or KEYS with an unknown pattern", s.Reason)
		}
	}
}

// TestSearchKeys checks document ids read back from FT.SEARCH: on an
// index the package creates with a prefix they are keys of that prefix;
// on another index they are unresolved with their reason.
func TestSearchKeys(t *testing.T) {
	t.Parallel()
	results := runCases(t, newTestAnalyzer(t, nil), "searchkeys")
	require.Len(t, results, 1)
	assert.Equal(t, map[string][]string{
		"HGETALL": {"partial Product:<string>"},
		"EXPIRE":  {"partial Product:<string>"},
		"DEL":     {"unresolved "},
	}, actionSites(t, results[0]))
	for _, s := range results[0].Result.(*keysite.Result).Sites {
		if s.Command == "DEL" {
			assert.Equal(t, "the analysis stopped at doc.ID: document id read back from FT.SEARCH on an index whose key prefixes are not known", s.Reason)
		}
	}
}
