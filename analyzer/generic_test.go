package analyzer

import (
	"fmt"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	analysischecker "golang.org/x/tools/go/analysis/checker"

	"github.com/rediskeylint/rediskeylint/internal/keysite"
)

// actionSites returns, per command, the status and templates of the key
// sites of one action's result.
func actionSites(t *testing.T, act *analysischecker.Action) map[string][]string {
	t.Helper()
	require.NoError(t, act.Err)
	res, ok := act.Result.(*keysite.Result)
	require.True(t, ok)
	out := map[string][]string{}
	for _, s := range res.Sites {
		out[s.Command] = append(out[s.Command], string(s.Status)+" "+strings.Join(s.Templates, " "))
	}
	for _, list := range out {
		sort.Strings(list)
	}
	return out
}

// TestCommandWrapper checks the calls of a wrapper that takes the command
// name and forwards it to redigo's Do: each call with a literal name is a
// call of that command, keys where the command table puts them.
func TestCommandWrapper(t *testing.T) {
	t.Parallel()
	assert.Equal(t, map[string][]string{
		"GET":   {"resolved session:<int>"},
		"SETEX": {"resolved Session:<int>"},
		// Forget is exported: its own call is partial, its callers' are
		// sites of their own.
		"DEL": {"partial session:<string>", "resolved session:user <int>"},
		// do's call of Do sends its callers' commands.
		"": {"forwarded "},
	}, siteTemplates(t, "cmdwrapper"))
}

// TestLibraryInterface checks a library that reaches Redis only through
// an interface of its own, implemented in its tests: in the package with
// its tests, the interface's methods are sinks and the calls through them
// are sites (DoRead with a literal command name a call of that command);
// without the tests nothing implements the interface, and nothing is
// reported.
func TestLibraryInterface(t *testing.T) {
	t.Parallel()
	acts := analyseCases(t, newTestAnalyzer(t, nil), "ifaceclient")
	byID := map[string]*analysischecker.Action{}
	for _, act := range acts {
		byID[act.Package.ID] = act
	}
	plain, withTests := byID["ifaceclient"], byID["ifaceclient [ifaceclient.test]"]
	require.NotNil(t, plain)
	require.NotNil(t, withTests)
	assert.Empty(t, plain.Diagnostics)
	checkWants(t, withTests)
	sites := actionSites(t, withTests)
	assert.Equal(t, []string{"forwarded <string>", "resolved rate:<int>"}, sites["GET"])
	assert.Equal(t, []string{"resolved Rate:<int>"}, sites["HGET"])
	assert.Equal(t, []string{"forwarded <string>"}, sites["DEL"])
}

// TestJoinLoops rebuilds keys that a helper of another package joins in a
// loop over its variadic parts, with a strings.Builder or +=.
func TestJoinLoops(t *testing.T) {
	t.Parallel()
	got := map[string][]string{}
	for _, act := range runCases(t, newTestAnalyzer(t, nil), "joinloops/...") {
		for cmd, list := range actionSites(t, act) {
			got[cmd] = append(got[cmd], list...)
		}
	}
	assert.Equal(t, map[string][]string{
		"GET":     {"resolved global_meta/num_users", "resolved global_meta/num_users", "resolved users/lastSeen", "unresolved "},
		"HGETALL": {"resolved metrics/User/<int>", "resolved metrics/user/<int>"},
	}, got)
}

// TestSmallValues finds keys inside small values: a struct that carries
// the key it is written under, passed to a variadic method that writes
// each under its name, and a slice of structs written in a loop.
func TestSmallValues(t *testing.T) {
	t.Parallel()
	got := map[string][]string{}
	for _, act := range runCases(t, newTestAnalyzer(t, nil), "smallvalues/...") {
		for cmd, list := range actionSites(t, act) {
			got[cmd] = append(got[cmd], list...)
		}
	}
	assert.Equal(t, map[string][]string{
		"SET": {"forwarded <string>", "resolved stats:num_users stats:numOrders", "resolved stats:run:<int>:finishedAt", "resolved stats:run:<int>:status"},
	}, got)
}

// TestAppendedVectors reads the keys of generic calls whose spread
// vector is a slice built with append: its leading elements are known
// when more are appended only in a loop or a branch, and they hold every
// key when the command's keys do not reach the elements after them; a
// command whose arguments are all keys takes the slice's elements.
func TestAppendedVectors(t *testing.T) {
	t.Parallel()
	assert.Equal(t, map[string][]string{
		"SADD":  {"resolved jobs:known_jobs", "unresolved "},
		"HMSET": {"resolved jobs:Worker:<int>"},
		"DEL":   {"resolved jobs:job:<int>"},
	}, siteTemplates(t, "appendvec"))
}

// TestBytesAndMaps rebuilds keys made as bytes from a literal and a
// digest, hex digests as typed holes, keys of an MSet map, a join with a
// package variable, and a hash tag made for a helper of another package.
func TestBytesAndMaps(t *testing.T) {
	t.Parallel()
	got := map[string][]string{}
	for _, act := range runCases(t, newTestAnalyzer(t, nil), "slicekeys/...") {
		for cmd, list := range actionSites(t, act) {
			got[cmd] = append(got[cmd], list...)
		}
	}
	assert.Equal(t, map[string][]string{
		"MSET": {"partial settings:<string>:Lang", "partial settings:<string>:theme"},
		"GET":  {"partial b64:<string>", "partial svc:cache:<string>", "partial tq:<string>", "partial {<string>}:count", "resolved digest:<hex>"},
		"SET":  {"partial Lease:<string>"},
	}, got)
}

// TestCommandWrapperPrefix checks the calls of a command wrapper that
// prefixes its first argument, the key, before sending the command
// (with + or through a helper): the prefix is part of every key its
// callers pass.
func TestCommandWrapperPrefix(t *testing.T) {
	t.Parallel()
	assert.Equal(t, map[string][]string{
		"GET":   {"resolved app:session:<int>"},
		"SETEX": {"resolved app:Session:<int>"},
		// Through a helper that associates the key with a field the
		// constructor sets; Incr is a wrapper of its own.
		"INCRBY": {"partial cache:<string>", "resolved cache:visits:<int>"},
		"":       {"forwarded ", "forwarded "},
	}, siteTemplates(t, "cmdprefix"))
}

// TestInterfaceImplementedByImporters checks a library whose interface
// only its importers implement: another package of the module and its
// external test package each list the library's calls through the
// interface, bound to their own implementation, at the library's call.
func TestInterfaceImplementedByImporters(t *testing.T) {
	t.Parallel()
	got := map[string]map[string][]string{}
	hget := 0
	for _, act := range runCases(t, newTestAnalyzer(t, nil), "ifacelib/...") {
		got[act.Package.ID] = actionSites(t, act)
		if act.Package.ID == "ifacelib_test [ifacelib.test]" {
			for _, s := range act.Result.(*keysite.Result).Sites {
				if s.Status == keysite.Unresolved {
					assert.Equal(t, "the key passed to ifacelib_test.fake.Read, key, is not known at compile time", s.Reason)
				}
			}
		}
		if act.Package.ID != "ifacelib/goredisclient" {
			continue
		}
		for _, s := range act.Result.(*keysite.Result).Sites {
			if s.Command == "HGET" {
				hget++
				assert.Equal(t, "limiter.go:38", fmt.Sprintf("%s:%d", filepath.Base(s.Pos.Filename), s.Pos.Line), "the entry is at the library's call")
				assert.Equal(t, "goredisclient.Client.DoRead", s.Client, "through the implementation")
			}
		}
	}
	assert.Equal(t, map[string][]string{
		// The implementations' own calls: Read's, and DoRead's, which
		// sends its callers' commands.
		"":    {"forwarded "},
		"GET": {"partial app:<string>", "partial app:<string>", "resolved app:rate:<int>"},
		// Windows' KEYS takes no key.
		"HGET": {"resolved Rate:<int>"},
	}, got["ifacelib/goredisclient"])
	assert.Equal(t, map[string][]string{
		"GET": {"forwarded <string>", "resolved rate:<int>", "unresolved "},
	}, got["ifacelib_test [ifacelib.test]"])
	assert.Empty(t, got["ifacelib"], "the library alone knows no implementation")
	assert.Equal(t, 1, hget)
}

// TestInterfaceKeysCheckedWhereBound checks that the keys a library sends
// through its interface are judged by the naming rules in the package that
// implements the interface, at the implementing method, once for every
// call and method that share the problem, the calls related; a problem of
// the implementation's own prefix stays at its literal.
func TestInterfaceKeysCheckedWhereBound(t *testing.T) {
	t.Parallel()
	var related []int
	for _, act := range runCases(t, newTestAnalyzer(t, nil), "ifacebound/...") {
		for _, d := range act.Diagnostics {
			if strings.Contains(d.Message, "called through") {
				related = append(related, len(d.Related))
			}
		}
	}
	// Save's two calls and Load's one share "Data"; Do's one call
	// spells "Session".
	assert.ElementsMatch(t, []int{3, 1}, related)
}
