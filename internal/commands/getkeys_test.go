package commands_test

import (
	"context"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/redis/go-redis/v9"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/rediskeylint/rediskeylint/internal/commands"
	"github.com/rediskeylint/rediskeylint/internal/redistest"
)

// getKeys asks the server which arguments of the vector are keys; accepted
// is false when COMMAND GETKEYS rejects the vector.
func getKeys(t *testing.T, rdb *redis.Client, vec []string) (keys []string, accepted bool) {
	t.Helper()
	cmd := []any{"COMMAND", "GETKEYS"}
	for _, a := range vec {
		cmd = append(cmd, a)
	}
	keys, err := rdb.Do(context.Background(), cmd...).StringSlice()
	if err != nil {
		var rerr redis.Error
		require.ErrorAs(t, err, &rerr, "%v: only a server error reply is a rejection", vec)
		return nil, false
	}
	return keys, true
}

// keyNames returns the arguments KeyArgs takes for keys, all values known.
func keyNames(t *testing.T, vec []string) []string {
	t.Helper()
	args := make([]commands.Arg, len(vec))
	for i, v := range vec {
		args[i] = commands.Arg{Value: v, Known: true}
	}
	pos, ok := commands.KeyArgs(args)
	require.True(t, ok, "%v: every argument is known", vec)
	names := []string{}
	for _, p := range pos {
		names = append(names, vec[p])
	}
	return names
}

func TestKeyArgsMatchGetKeys(t *testing.T) {
	rdb := redistest.Start(t).Client(t)
	vectors := [][]string{
		{"GET", "k"},
		{"SET", "k", "v", "EX", "10", "GET"},
		{"MSET", "k1", "v1", "k2", "v2"},
		{"DEL", "a", "b", "c"},
		{"RENAME", "a", "b"},
		{"LMOVE", "src", "dst", "LEFT", "RIGHT"},
		{"BITOP", "AND", "dest", "a", "b"},
		{"ZUNIONSTORE", "dst", "2", "a", "b", "WEIGHTS", "1", "2"},
		{"ZINTERSTORE", "dst", "3", "a", "b", "c"},
		{"ZUNION", "2", "a", "b", "WITHSCORES"},
		{"ZDIFFSTORE", "dst", "1", "a"},
		{"SINTERCARD", "2", "a", "b", "LIMIT", "5"},
		{"ZINTERCARD", "1", "a"},
		{"LMPOP", "2", "a", "b", "LEFT", "COUNT", "3"},
		{"BLMPOP", "0.5", "2", "a", "b", "RIGHT"},
		{"ZMPOP", "1", "z", "MIN"},
		{"BZMPOP", "1", "2", "y", "z", "MAX"},
		{"BLPOP", "a", "b", "0"},
		{"XREAD", "COUNT", "10", "STREAMS", "s1", "s2", "0", "1"},
		{"XREAD", "BLOCK", "0", "STREAMS", "s1", "$"},
		{"XREADGROUP", "GROUP", "g", "c", "BLOCK", "0", "STREAMS", "s1", "s2", ">", "0"},
		{"EVAL", "return 1", "2", "k1", "k2", "a1"},
		{"EVAL", "return 1", "0", "a1"},
		{"EVALSHA", "abc", "1", "k1"},
		{"EVAL_RO", "return 1", "1", "k1", "a1"},
		{"FCALL", "fn", "1", "k1", "a1"},
		{"FCALL_RO", "fn", "2", "k1", "k2"},
		{"SORT", "k", "BY", "w_*", "GET", "o_*", "STORE", "dst"},
		{"SORT", "k", "LIMIT", "0", "10", "GET", "store", "STORE", "dst"},
		{"SORT", "k", "STORE", "d1", "STORE", "d2"},
		{"SORT", "k", "ALPHA"},
		{"SORT_RO", "k", "BY", "w_*"},
		{"MIGRATE", "host", "6379", "k", "0", "5000"},
		{"MIGRATE", "host", "6379", "", "0", "5000", "COPY", "AUTH", "pw", "KEYS", "a", "b"},
		{"MIGRATE", "host", "6379", "", "0", "5000", "AUTH2", "u", "keys", "KEYS", "a"},
		{"MIGRATE", "host", "6379", "k", "0", "5000", "KEYS", "a"}, // an error: KEYS needs an empty key argument
		{"MIGRATE", "host", "6379", "k", "0", "5000", "AUTH", "keys"},
		{"MIGRATE", "host", "6379", "", "0", "5000", "COPY"},
		{"MIGRATE", "host", "6379", "k", "0", "5000", "REPLACE", "KEYS"},
		{"MIGRATE", "host", "6379", "", "0", "5000", "KEYS", "a", "KEYS", "b"},
		{"GEORADIUS", "k", "15", "37", "200", "km", "STORE", "dst"},
		{"GEORADIUS", "k", "15", "37", "200", "km", "STOREDIST", "d2", "STORE", "d1"},
		{"GEORADIUS", "k", "15", "37", "200", "km", "COUNT", "3"},
		{"GEORADIUSBYMEMBER", "k", "m", "200", "km", "STORE", "dst"},
		{"GEOSEARCHSTORE", "dst", "src", "FROMMEMBER", "m", "BYRADIUS", "1", "km"},
		{"OBJECT", "ENCODING", "k"},
		{"MEMORY", "USAGE", "k"},
		{"XINFO", "STREAM", "s", "FULL"},
		{"XGROUP", "CREATE", "s", "g", "$", "MKSTREAM"},
		{"WATCH", "a", "b"},
		{"PFMERGE", "dst", "a", "b"},
		{"COPY", "a", "b", "REPLACE"},
	}
	rejected := 0
	for _, vec := range vectors {
		t.Run(strings.Join(vec, " "), func(t *testing.T) {
			want, accepted := getKeys(t, rdb, vec)
			if !accepted {
				rejected++
				assert.Empty(t, keyNames(t, vec), "COMMAND GETKEYS finds no key in %v", vec)
				return
			}
			assert.ElementsMatch(t, want, keyNames(t, vec))
		})
	}
	assert.Equal(t, 1, rejected, "only MIGRATE k ... KEYS a is an error")
	t.Logf("%d representative vectors agree with COMMAND GETKEYS (%d of them rejected by both)", len(vectors), rejected)
}

// TestKeyArgsSweep compares KeyArgs with COMMAND GETKEYS for every command
// and subcommand of the table, on synthetic vectors built from the arity:
// the shortest vector and, for variadic commands, a few longer ones, with
// key counts filled in and, in a second variant, the keyword of a keyword
// spec placed where its search starts.
func TestKeyArgsSweep(t *testing.T) {
	rdb := redistest.Start(t).Client(t)
	compared, rejected := 0, 0
	matchedCommands, keyless := 0, 0
	var never []string
	for _, c := range commands.All() {
		if commands.IsContainer(c.Name) {
			continue // only its subcommands have keys
		}
		if c.Since != "" {
			continue // newer than the server: its key specs come from Redis's documentation
		}
		hasKeys := false
		for _, s := range c.KeySpecs {
			hasKeys = hasKeys || !slices.Contains(s.Flags, "NOT_KEY")
		}
		accepted := 0
		for _, vec := range synthetic(c) {
			if !hasKeys {
				assert.Empty(t, keyNames(t, vec), "%v", vec)
			}
			want, ok := getKeys(t, rdb, vec)
			if !ok {
				rejected++
				continue
			}
			accepted++
			compared++
			assert.ElementsMatch(t, want, keyNames(t, vec), "%v", vec)
		}
		switch {
		case accepted > 0:
			matchedCommands++
		case hasKeys:
			never = append(never, c.Name)
		default:
			keyless++
		}
	}
	t.Logf("COMMAND GETKEYS agrees on %d vectors of %d commands with keys; it rejected %d vectors, among them all of the %d keyless commands, where KeyArgs finds none either",
		compared, matchedCommands, rejected, keyless)
	// Every command with keys must have been compared at least once;
	// commands without keys are rejected ("no key arguments").
	assert.Empty(t, never, "commands with keys that no synthetic vector reached")
	assert.Greater(t, matchedCommands, 150)
}

// synthetic returns argument vectors for c: unique words, a fitting count
// at each keynum position, optionally a keyword where its search starts.
func synthetic(c *commands.Command) [][]string {
	prefix := strings.Split(c.Name, "|")
	n := c.Arity
	lengths := []int{n}
	if n < 0 {
		n = -n
		lengths = []int{n, n + 1, n + 2, n + 3, n + 4}
	}
	var out [][]string
	for _, withKeyword := range []bool{false, true} {
		for _, l := range lengths {
			vec := make([]string, l)
			copy(vec, prefix)
			for i := len(prefix); i < l; i++ {
				vec[i] = "w" + strconv.Itoa(i)
			}
			if withKeyword && !placeKeyword(c, vec) {
				continue
			}
			fillKeyCounts(c, vec)
			out = append(out, vec)
		}
	}
	return out
}

// placeKeyword puts the keyword of the first keyword spec at the position
// its forward search starts from, when that leaves room for a key.
func placeKeyword(c *commands.Command, vec []string) bool {
	for _, s := range c.KeySpecs {
		b := s.BeginSearch
		if b.Type == "keyword" && b.StartFrom > 0 && b.StartFrom < len(vec)-1 {
			vec[b.StartFrom] = b.Keyword
			return true
		}
	}
	return false
}

// fillKeyCounts writes, at each keynum position, the number of keys that
// fit in the rest of the vector (at most 3).
func fillKeyCounts(c *commands.Command, vec []string) {
	for _, s := range c.KeySpecs {
		if s.BeginSearch.Type != "index" || s.FindKeys.Type != "keynum" {
			continue
		}
		at := s.BeginSearch.Index + s.FindKeys.KeyNumIdx
		if at >= len(vec) {
			continue
		}
		fit := len(vec) - (s.BeginSearch.Index + s.FindKeys.FirstKey)
		vec[at] = fmt.Sprint(max(0, min(fit, 3)))
	}
}
