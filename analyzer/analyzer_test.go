package analyzer

import (
	"go/format"
	"os"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"golang.org/x/tools/go/analysis"
	analysischecker "golang.org/x/tools/go/analysis/checker"

	"github.com/rediskeylint/rediskeylint/internal/keysite"
	"github.com/rediskeylint/rediskeylint/keyrules"
)

// newTestAnalyzer returns an analyzer built with New from the defaults
// changed by change (which may be nil).
func newTestAnalyzer(t *testing.T, change func(*keyrules.Config)) *analysis.Analyzer {
	t.Helper()
	cfg := keyrules.Default()
	if change != nil {
		change(&cfg)
	}
	a, err := New(cfg)
	require.NoError(t, err)
	return a
}

// An optionSet is one configuration and the cases that are written for it.
type optionSet struct {
	name   string
	change func(*keyrules.Config)
	cases  []string
}

// runOptionSets runs every case of every option set with its analyzer.
func runOptionSets(t *testing.T, sets []optionSet) {
	t.Helper()
	for _, set := range sets {
		t.Run(set.name, func(t *testing.T) {
			t.Parallel()
			a := newTestAnalyzer(t, set.change)
			runCases(t, a, set.cases...)
		})
	}
}

// cluster returns a change that turns the crossslot rule on for programs
// built with the given go-redis version.
func cluster(version string) func(*keyrules.Config) {
	return func(c *keyrules.Config) {
		c.Cluster = true
		c.ClientVersion = version
	}
}

// TestClients finds keys in every client: go-redis v9 down to v6,
// redigo and rueidis.
func TestClients(t *testing.T) {
	t.Parallel()
	// One run for all: loading the stubs is most of the time.
	runCases(t, newTestAnalyzer(t, nil),
		"goredisv9", "goredisv8", "goredisv7", "goredisv6", "redigo", "rueidis")
}

// TestScripts finds the keys Lua scripts build (go-redis, redigo with a
// script made in another package, rueidis) and the scripts that touch
// keys not given in KEYS.
func TestScripts(t *testing.T) {
	t.Parallel()
	runCases(t, newTestAnalyzer(t, nil), "luascripts/...")
}

// TestRules breaks every naming and usage rule under the defaults.
func TestRules(t *testing.T) {
	t.Parallel()
	runCases(t, newTestAnalyzer(t, nil), "rules")
}

// TestOptionSets runs the cases written for each configuration, and the
// clean case under every one of them: idiomatic keys stay clean whatever
// the options.
func TestOptionSets(t *testing.T) {
	t.Parallel()
	runOptionSets(t, []optionSet{
		{name: "defaults", cases: []string{"clean"}},
		{name: "namespaces", change: func(c *keyrules.Config) { c.Namespaces = []string{"shop", "auth"} },
			cases: []string{"namespaces", "clean"}},
		{name: "prefix", change: func(c *keyrules.Config) { c.Prefix = "app:" }, cases: []string{"prefix"}},
		{name: "slow commands", change: func(c *keyrules.Config) { c.SlowCommands = keyrules.DefaultSlowCommands },
			cases: []string{"slow", "clean"}},
		{name: "strict", change: func(c *keyrules.Config) { c.Strict = true },
			cases: []string{"strict", "strictwrapper", "clean"}},
		{name: "camel", change: func(c *keyrules.Config) { c.Case = keyrules.CaseCamel }, cases: []string{"camel", "clean"}},
		{name: "cluster", change: cluster("v9.7.0"), cases: []string{"clean"}},
		{name: "ttl", change: func(c *keyrules.Config) { c.TTL = true }, cases: []string{"ttl", "clean"}},
	})
}

// TestTemplates rebuilds keys from every kind of expression that makes
// one, in this package and from constants of another.
func TestTemplates(t *testing.T) {
	t.Parallel()
	runCases(t, newTestAnalyzer(t, nil), "templates/...")
}

// TestOnlyKeys checks that values, fields, members, channels, patterns and
// script bodies are never taken for keys, under several option sets.
func TestOnlyKeys(t *testing.T) {
	t.Parallel()
	runOptionSets(t, []optionSet{
		{name: "defaults", cases: []string{"onlykeys", "onlykeys/scripts"}},
		{name: "strict", change: func(c *keyrules.Config) { c.Strict = true }, cases: []string{"onlykeys"}},
		{name: "cluster", change: cluster("v9.7.0"), cases: []string{"onlykeys", "onlykeys/scripts"}},
	})
}

// TestSuppression honours //nolint comments and //rediskeylint:ignore
// directives, reports malformed directives, and skips generated files.
func TestSuppression(t *testing.T) {
	t.Parallel()
	runCases(t, newTestAnalyzer(t, nil), "nolint", "ignore", "generated")
}

// TestNolintLeftToDriver reports the findings under //nolint comments
// when the driver applies them itself (golangci-lint), so that it knows
// which comments are used; //rediskeylint:ignore still suppresses.
func TestNolintLeftToDriver(t *testing.T) {
	t.Parallel()
	a, err := New(keyrules.Default(), LeaveNolintToDriver())
	require.NoError(t, err)
	results := analyseCases(t, a, "nolint", "ignore")
	require.Len(t, results, 2)
	count := func(r *analysischecker.Action, message string) int {
		n := 0
		for _, d := range r.Diagnostics {
			if d.Message == message {
				n++
			}
		}
		return n
	}
	// Five "User:profile" lines of package nolint are under a //nolint
	// comment; one is not.
	assert.Equal(t, 6, count(results[0], `key "User:profile" segment "User" is not snake_case`))
	assert.Equal(t, 1, count(results[0], `command KEYS is forbidden: it blocks Redis while it walks every key; iterate with SCAN`))
	assert.Zero(t, count(results[1], `key "User:profile" segment "User" is not snake_case`))
	assert.Zero(t, count(results[1], `command KEYS is forbidden: it blocks Redis while it walks every key; iterate with SCAN`))
}

// TestUnusualCode runs well-typed but unusual code: generics, method
// expressions, closures, goto, recursion, fast-growing expressions.
func TestUnusualCode(t *testing.T) {
	t.Parallel()
	runCases(t, newTestAnalyzer(t, nil), "unusual")
}

// TestInterfaces calls the client through the program's interfaces: one
// implemented by its wrapper, one that mirrors go-redis's methods.
func TestInterfaces(t *testing.T) {
	t.Parallel()
	runCases(t, newTestAnalyzer(t, nil), "interfaces")
}

// TestOnceAtTheLiteral reports a problem of a key helper's text once, at
// the literal, however many calls of the package's wrappers reach it; a
// call whose arguments make a template of its own gets its own findings.
func TestOnceAtTheLiteral(t *testing.T) {
	t.Parallel()
	runCases(t, newTestAnalyzer(t, nil), "broker")
}

// TestOneFindingPerProblem reports a problem once: at its literal however
// many keys and calls reach it, once for the empty segments of one key on
// one line, once for two keys of one call that share its literal, once
// for the alternatives of one key that share it.
func TestOneFindingPerProblem(t *testing.T) {
	t.Parallel()
	runCases(t, newTestAnalyzer(t, nil), "onefinding")
}

// TestValuesAreNotWords judges the words a key spells by the naming rules,
// not the text its values render (an id made by Sprintf, a number, a
// helper's id): charset still reads both.
func TestValuesAreNotWords(t *testing.T) {
	t.Parallel()
	runCases(t, newTestAnalyzer(t, nil), "valuetext")
}

// TestHazardsOfTheSource reports the characters a value can hold when its
// source proves them (raw bytes, JSON, a time's String, a struct or map
// formatted), though its type is only a string.
func TestHazardsOfTheSource(t *testing.T) {
	t.Parallel()
	runCases(t, newTestAnalyzer(t, nil), "hazards")
}

// TestDecodedRoundTrip reads a decoded value stored into a field that the
// package encodes with the same encoding as the field's other values: the
// package reads back what it wrote. Bytes it never encoded stay a hazard.
func TestDecodedRoundTrip(t *testing.T) {
	t.Parallel()
	runCases(t, newTestAnalyzer(t, nil), "roundtrip")
}

// TestOneFindingListsTheOthers lists the places a finding stands for as
// its related information: the other empty segments of the key and the
// other call that uses it, the other key of the call, the other call of
// the helper.
func TestOneFindingListsTheOthers(t *testing.T) {
	t.Parallel()
	related := map[string]int{}
	for _, r := range analyseCases(t, newTestAnalyzer(t, nil), "onefinding") {
		for _, d := range r.Diagnostics {
			related[d.Message] = len(d.Related)
		}
	}
	assert.Equal(t, 3, related[`key "rmq::queue::<string>::consumers" has an empty segment`])
	assert.Equal(t, 1, related[`key "Jobs:<string>" segment "Jobs" is not snake_case`])
	assert.Equal(t, 0, related[`key "Tasks:<string>" segment "Tasks" is not snake_case`])
	assert.NotContains(t, related, `key "rmq::queue::<string>::consumers" has 7 segments, more than max-depth 6`)
}

// TestOnceOutsideQuietTests reports a problem found through a wrapper at
// the earliest call outside a test file, though a test file that comes
// first reaches it too: findings there are quiet, and one there would
// hide it.
func TestOnceOutsideQuietTests(t *testing.T) {
	t.Parallel()
	runCases(t, newTestAnalyzer(t, nil), "deepkeys")
}

// TestForeignInterfaceAlias analyses a package that names another
// package's interface through an alias and a defined type: the methods
// are that package's, so no fact is set on them here (setting one is a
// panic of the checker), and the package's own sites are still checked:
// Release's keys in Release and at the call through the defined type of
// a store Read makes.
func TestForeignInterfaceAlias(t *testing.T) {
	t.Parallel()
	assert.Equal(t, map[string][]string{
		"HSET":    {"partial session:<string>", "partial session:<string>"},
		"EXPIRE":  {"partial session:<string>", "partial session:<string>"},
		"HGETALL": {"partial session:<string>", "partial session:<string>"},
	}, siteTemplates(t, "sessionstore/store"))
}

// TestLibraryOwnCalls analyses a key library itself: its methods calling
// one another (Once calling Get and Delete) implement its API and are no
// key sites of their own.
func TestLibraryOwnCalls(t *testing.T) {
	t.Parallel()
	assert.Empty(t, siteTemplates(t, "github.com/go-redis/cache/v9"))
}

// TestTypeErrors runs the analyzer, as drivers that run despite errors do,
// on a package that does not type-check: no error (a panic would be one),
// no findings from the broken code, and the well-typed function
// still checked.
func TestTypeErrors(t *testing.T) {
	t.Parallel()
	a := *newTestAnalyzer(t, nil)
	a.RunDespiteErrors = true
	runCases(t, &a, "typeerrors")
}

// renamingAnalyzer returns an analyzer with the defaults that offers the
// fixes that rename keys, as -fix-renames does.
func renamingAnalyzer(t *testing.T) *analysis.Analyzer {
	t.Helper()
	a, err := New(keyrules.Default(), OfferRenames())
	require.NoError(t, err)
	return a
}

// TestFixes applies every suggested fix (case and separator edits inside
// string literals) and compares the result with fixes.go.golden, both
// formatted.
func TestFixes(t *testing.T) {
	t.Parallel()
	roots := runCases(t, renamingAnalyzer(t), "fixes")
	require.Len(t, roots, 1)
	fixed, count := applyFixes(t, roots[0].Package, roots[0].Diagnostics)
	require.NotZero(t, count, "the case offers fixes")
	for name, src := range fixed {
		golden, err := os.ReadFile(name + ".golden")
		require.NoError(t, err)
		got, err := format.Source(src)
		require.NoError(t, err, "%s after its fixes", name)
		want, err := format.Source(golden)
		require.NoError(t, err, "%s.golden", name)
		assert.Equal(t, string(want), string(got), "%s after its fixes", name)
	}
}

// TestNoRenamesByDefault offers no fix without -fix-renames: every fix
// renames a key.
func TestNoRenamesByDefault(t *testing.T) {
	t.Parallel()
	results := analyseCases(t, newTestAnalyzer(t, nil), "fixes")
	require.Len(t, results, 1)
	require.NotEmpty(t, results[0].Diagnostics)
	for _, d := range results[0].Diagnostics {
		assert.Empty(t, d.SuggestedFixes, d.Message)
	}
}

// TestFixMessages checks the messages of the fixes, capitalised verb
// phrases that name the new key and warn that data stays where it is, and
// which findings get none.
func TestFixMessages(t *testing.T) {
	t.Parallel()
	results := analyseCases(t, renamingAnalyzer(t), "fixes")
	require.Len(t, results, 1)
	// Each message maps to the fix messages of its diagnostics, in the
	// order they are reported.
	got := map[string][][]string{}
	for _, d := range results[0].Diagnostics {
		var messages []string
		for _, f := range d.SuggestedFixes {
			messages = append(messages, f.Message)
			assert.NotEmpty(t, f.TextEdits, d.Message)
		}
		got[d.Message] = append(got[d.Message], messages)
	}
	const notMigrated = "; stored data is not migrated"
	want := map[string][][]string{
		`key "Shop:cart:<int>" segment "Shop" is not snake_case`:              {{`Rename key "Shop:cart:<int>" to "shop:cart:<int>" at all 2 sites` + notMigrated}},
		`key "Account:profile" segment "Account" is not snake_case`:           {{`Rename key "Account:profile" to "account:profile"` + notMigrated}},
		`key "user:userProfile:name" segment "userProfile" is not snake_case`: {{`Rename key "user:userProfile:name" to "user:user_profile:name"` + notMigrated}},
		`key "user.settings:name" uses "." between words instead of ":"`:      {{`Rename key "user.settings:name" to "user:settings:name"` + notMigrated}},
		`key "user::avatar" has an empty segment`:                             {{`Rename key "user::avatar" to "user:avatar"` + notMigrated}},
		`key ":user:email" starts with the separator ":"`:                     {{`Rename key ":user:email" to "user:email"` + notMigrated}},
		`key "user:phone:" ends with the separator ":"`:                       {{`Rename key "user:phone:" to "user:phone"` + notMigrated}},
		`key "Order:<int>:Lines" segment "Order" is not snake_case`:           {{`Rename key "Order:<int>:Lines" to "order:<int>:lines"` + notMigrated}},
		`key "Order:<int>:Lines" segment "Lines" is not snake_case`:           {{`Rename key "Order:<int>:Lines" to "order:<int>:lines"` + notMigrated}},
		`key "Raw:key" segment "Raw" is not snake_case`:                       {{`Rename key "Raw:key" to "raw:key"` + notMigrated}},
		`key "Invoice:<int>" segment "Invoice" is not snake_case`:             {{`Rename key "Invoice:<int>" to "invoice:<int>" at all 2 sites` + notMigrated}},
		// One site spells the word with an escape: no site is renamed.
		`key "User:profile" segment "User" is not snake_case`: {nil, nil},
		// "team:members" exists already.
		`key "Team:members" segment "Team" is not snake_case`: {nil},
		// Inside the hash tag no fix; outside it the key is renamed.
		`key "{Tenant}:Orders" segment "Tenant" is not snake_case`: {nil},
		`key "{Tenant}:Orders" segment "Orders" is not snake_case`: {{`Rename key "{Tenant}:Orders" to "{Tenant}:orders"` + notMigrated}},
		// The renamed constant would repeat a map key and a switch case.
		`key "Session:token" segment "Session" is not snake_case`: {nil},
	}
	assert.Equal(t, want, got)
}

// TestKeyPositionsOnly checks that commands taking key/value pairs or
// structs (MSET, MSETNX, HSET with a struct or a map) take only keys for
// keys: a struct's tag names for MSET, never its field values.
func TestKeyPositionsOnly(t *testing.T) {
	t.Parallel()
	runOptionSets(t, []optionSet{
		{name: "defaults", cases: []string{"profilecache"}},
		{name: "strict", change: func(c *keyrules.Config) { c.Strict = true }, cases: []string{"profilecache"}},
	})
}

// TestEntryPoints lists a key that an exported function builds from its
// parameter as partial, the parameter a hole; a key passed through whole,
// or built in a function the package alone can call, stays forwarded.
func TestEntryPoints(t *testing.T) {
	t.Parallel()
	results := runCases(t, newTestAnalyzer(t, nil), "entrypoints")
	require.Len(t, results, 1)
	res, ok := results[0].Result.(*keysite.Result)
	require.True(t, ok)
	status := map[string]string{}
	for _, s := range res.Sites {
		status[s.Command] = string(s.Status) + " " + strings.Join(s.Templates, " ")
	}
	assert.Equal(t, map[string]string{
		"SET":  "partial queue:{<string>}:paused",
		"GET":  "forwarded <string>",
		"DEL":  "forwarded queue:{<string>}:paused",
		"LLEN": "forwarded queue:{<string>}:ready",
	}, status)
}

// TestProblemsByTheirSubject tells problems apart by what they are about,
// not by their wording: a problem of a wrapper call's key is reported
// once, though the call is a site of each command the wrapper sends and
// each site words it with its command; keys whose prefixes render alike
// but differ are two entities; two words a message shortens alike are two
// problems.
func TestProblemsByTheirSubject(t *testing.T) {
	t.Parallel()
	runCases(t, newTestAnalyzer(t, func(c *keyrules.Config) { c.TTL, c.Strict, c.HashSiblings = true, true, true }), "subjects")
}
