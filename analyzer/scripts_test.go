package analyzer

import (
	"fmt"
	"sort"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/rediskeylint/rediskeylint/internal/keysite"
)

// scriptEntries runs the analyzer on the luascripts cases and returns the
// catalog entries of each package that a script builds or leaves unknown,
// as "COMMAND status templates (line, origin, lua)" or "status reason".
func scriptCatalog(t *testing.T) map[string][]string {
	t.Helper()
	out := map[string][]string{}
	for _, act := range runCases(t, newTestAnalyzer(t, nil), "luascripts/...") {
		res, ok := act.Result.(*keysite.Result)
		require.True(t, ok)
		for _, s := range res.Sites {
			if s.Script == nil {
				continue
			}
			entry := string(s.Status) + " " + s.Reason
			if s.Script.Line > 0 {
				entry = fmt.Sprintf("%s %s %s (line %d, %s, %s)", s.Command, s.Status,
					strings.Join(s.Templates, " "), s.Script.Line, s.Script.Origin, s.Script.Lua)
			}
			out[act.Package.PkgPath] = append(out[act.Package.PkgPath], entry)
		}
	}
	for _, list := range out {
		sort.Strings(list)
	}
	return out
}

// TestScriptCatalog lists, for each script site, the keys the script
// builds with KEYS and ARGV replaced by the Go values passed, and what is
// not known of the scripts that cannot be followed.
func TestScriptCatalog(t *testing.T) {
	t.Parallel()
	assert.Equal(t, map[string][]string{
		"luascripts/queues": {
			"DEL resolved Lock:global (line 1, literal, Lock:global)",
			"EXPIRE resolved rate:login:<int> (line 2, built, <KEYS[1]>:<ARGV[1]>)",
			"GET resolved Lock:global (line 1, literal, Lock:global)",
			"HSET resolved queue:mail:Job:<int> (line 2, built, <KEYS[1]>:Job:<ARGV[2]>)",
			"INCR resolved queue:mail:seq (line 1, built, <KEYS[1]>:seq)",
			"INCR resolved rate:login:<int> (line 1, built, <KEYS[1]>:<ARGV[1]>)",
			`unresolved the body of function "sum" is not in the Go code (FUNCTION LOAD)`,
		},
		"luascripts/library": {
			"GET resolved rate:login:<int> (line 3, built, <KEYS[1]>:<ARGV[1]>)",
			"HSET resolved queue:mail:job:<int> (line 4, built, <KEYS[1]>:job:<int>)",
			"INCR resolved queue:mail:seq (line 3, built, <KEYS[1]>:seq)",
			`unresolved the body of function "purge" is not in the Go code (FUNCTION LOAD)`,
		},
		"luascripts/caller": {
			"HSET resolved queue:retry:job:<int> (line 4, built, <KEYS[1]>:job:<int>)",
			"INCR resolved queue:retry:seq (line 3, built, <KEYS[1]>:seq)",
			`unresolved the body of function "custom" is in no library the analysis reads: the script's source src is not known at compile time`,
		},
		"luascripts/jobs": {
			"HSET partial jobs:<string>:Started (line 2, built, <KEYS[1]>:Started)",
		},
		"luascripts/limits": {
			"SADD resolved limits:Names (line 1, literal, limits:Names)",
		},
		"luascripts/worker": {
			"RPOPLPUSH resolved jobs:mail:InProgress (line 1, built, <KEYS[1]>:InProgress)",
		},
		"luascripts/tagged": {
			"HGETALL partial app:{<string>}:t:<string> (line 2, built, <ARGV[1]><? element of the reply of LRANGE>)",
			"HGETALL partial archive:<string>:t:<string> (line 2, built, <ARGV[1]><? element of the reply of LRANGE>)",
		},
		"luascripts/handed": {
			"DEL partial app:{<string>}:done:<string> (line 2, built, <KEYS[2]><? element of the reply of LRANGE>)",
			"DEL partial app:{<string>}:t:<string> (line 2, built, <KEYS[2]><? element of the reply of LRANGE>)",
			"DEL partial app:{<string>}:t:Index (line 3, built, <KEYS[2]>Index)",
			"SET partial app:{<string>}:m:x (line 1, built, <KEYS[1]>x)",
			"unresolved script s is not made by a NewScript call the analysis can see",
		},
		"luascripts/chosen": {
			"DEL partial app:{<string>}:t:<string> (line 1, built, <ARGV[1]><? element of the reply of LRANGE>)",
			"DEL partial app:{<string>}:t:<string> (line 1, built, <ARGV[1]><? element of the reply of LRANGE>)",
			"DEL partial app:{<string>}:t:Index (line 2, built, <ARGV[1]>Index)",
		},
		"luascripts/forwarded": {
			"HSET partial app:{<string>}:t:<string> (line 2, built, <ARGV[1]><? element of the reply of LRANGE>)",
			"HSET partial app:{<string>}:t:<string> archive:<string>:t:<string> (line 2, built, <ARGV[1]><? element of the reply of LRANGE>)",
		},
		"luascripts/replykeys": {
			"DEL partial jobs:{<string>}:batch:<string> (line 2, read back, <? element of the reply of ZRANGEBYSCORE>)",
			"DEL partial jobs:{<string>}:t:<string> (line 1, built, <ARGV[1]><? element of the reply of SMEMBERS>)",
			"DEL unresolved  (line 2, read back, <? element of the reply of ZRANGEBYSCORE>)",
			"EXPIRE partial jobs:done:<string> (line 2, built, jobs:done:<? element of the reply of LRANGE>)",
			"HSET partial jobs:{<string>}:t:<string> (line 3, built, <ARGV[2]><? element of the reply of ZRANGEBYSCORE>)",
			"SET partial tag:<string> (line 1, built, tag:<? element of the reply of ZRANGE>)",
		},
		"luascripts/embedded": {
			"INCR resolved stats:published (line 2, literal, stats:published)",
			"SADD resolved jobs:mail:acked (line 1, built, <KEYS[1]>:acked)",
			"SET resolved claims:mail:owner (line 2, built, <KEYS[1]>:owner)",
			"SET resolved jobs:mail:touched (line 2, built, <KEYS[1]>:touched)",
			"unresolved the script's source string(src) is embedded from scripts/missing.lua, which does not exist in the package's directory",
		},
		"luascripts/broken": {
			`unresolved the Lua script does not parse: syntax error: the script ends after "]"`,
		},
	}, scriptCatalog(t))
}

// TestHandedScripts runs a script through a runner method that is handed
// the script, KEYS and ARGV: the keys the script builds are keys of the
// runner's call, and an element of KEYS that the script only completes
// into keys (a prefix) is no key of the call, run in place or handed.
func TestHandedScripts(t *testing.T) {
	t.Parallel()
	runCases(t, newTestAnalyzer(t, nil), "luascripts/handed")
}

// TestForwardedScriptSlots proves a key a script builds from a prefix in
// ARGV to lie in the slot of the keys in KEYS at each call of the function
// that runs the script with its parameters, and reports it when a call
// passes a prefix without that tag.
func TestForwardedScriptSlots(t *testing.T) {
	t.Parallel()
	runCases(t, newTestAnalyzer(t, nil), "luascripts/forwarded")
}

// TestChosenScripts runs one of two scripts a branch chooses: the keys
// each builds are keys of the call, proven in the slot of its KEYS as a
// run of one script is.
func TestChosenScripts(t *testing.T) {
	t.Parallel()
	runCases(t, newTestAnalyzer(t, nil), "luascripts/chosen")
}
