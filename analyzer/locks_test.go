package analyzer

import (
	"fmt"
	"strings"
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
		// Obtain sets the key; NewMutex gives it and Lock and TryLock set
		// it: one row for the mutex's SET, at the call that sends it,
		// whether the mutex is a local or a field.
		"SET": {
			"partial lock:Jobs:<string>", "resolved lock:Invoice:<int>",
			"resolved lock:batch:<int>", "resolved lock:order:<int>", "resolved lock:payment:<int>",
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

// TestLockRows checks that a redsync mutex's SET is one row, at the call
// that sends it (Lock, LockContext), whichever of several NewMutex calls
// made the mutex, and that a mutex the package never locks keeps the row
// of the NewMutex call that names it.
func TestLockRows(t *testing.T) {
	t.Parallel()
	results := runCases(t, newTestAnalyzer(t, nil), "lockrows")
	require.Len(t, results, 1)
	var rows []string
	for _, s := range results[0].Result.(*keysite.Result).Sites {
		rows = append(rows, fmt.Sprintf("%d %s %s", s.Pos.Line, s.Command, strings.Join(s.Templates, " ")))
	}
	assert.Equal(t, []string{
		"26 SET cron:lock:<string>",
		"40 SET shard:global shard:<int>",
		"45 SET report:<int>",
	}, rows)
}

// TestMultiLocks checks redislock's ObtainMulti: each key of the list is
// set, and the lock's Release, Refresh and TTL act on its keys where they
// are called (one key whose alternatives are the list's elements); a key
// read back from the lock's Keys is one of them.
func TestMultiLocks(t *testing.T) {
	t.Parallel()
	results := runCases(t, newTestAnalyzer(t, nil), "multilocks")
	require.Len(t, results, 1)
	var rows []string
	for _, s := range results[0].Result.(*keysite.Result).Sites {
		rows = append(rows, fmt.Sprintf("%d %s %s %s", s.Pos.Line, s.Command, s.Status, strings.Join(s.Templates, " ")))
	}
	assert.ElementsMatch(t, []string{
		"17 SET partial lock:account:<string>", "17 SET partial lock:Account:<string>",
		"21 DEL partial lock:account:<string> lock:Account:<string>",
		"22 PEXPIRE partial lock:account:<string> lock:Account:<string>",
		"28 SET partial lock:job:<string>", "28 SET partial lock:job:<string>:lease",
		"32 PTTL partial lock:job:<string> lock:job:<string>:lease",
		"36 DEL partial lock:job:<string>:pending lock:job:<string>:lease:pending",
		"38 DEL partial lock:job:<string> lock:job:<string>:lease",
	}, rows)
}

// TestLockMaps checks locks kept in maps: a lock read back from a
// sync.Map (Load, LoadAndDelete, the values Range visits) or from a plain
// map of mutexes is one of the locks the package stores into that map,
// and acts on the key it was made with. A map whose stored locks are the
// caller's gives the caller's key; one handed to other code, none.
func TestLockMaps(t *testing.T) {
	t.Parallel()
	assert.Equal(t, map[string][]string{
		// NewMutex's key, then the lock read back from the sync.Map
		// (LoadAndDelete) and from the plain map; the adopted lock is
		// the caller's, and the shared map's locks any that fill stores.
		// Share's mutex, never locked there, keeps its NewMutex row.
		"SET": {"partial lock:report:<string>", "resolved lock:job:<int>", "resolved lock:job:<int>"},
		"DEL": {"partial lock:report:<string>", "resolved lock:job:<int>", "unresolved ", "unresolved "},
		// Each value Range hands on, collected in a slice.
		"PEXPIRE": {"resolved lock:job:<int>"},
	}, siteTemplates(t, "lockmaps"))
}
