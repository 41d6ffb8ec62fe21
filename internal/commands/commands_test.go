package commands_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/rediskeylint/rediskeylint/internal/commands"
)

// unknown stands for an argument whose value is not a constant.
var unknown = commands.Arg{}

// call builds an argument vector: strings are known values, Args are taken as they are.
func call(parts ...any) []commands.Arg {
	args := make([]commands.Arg, len(parts))
	for i, p := range parts {
		switch p := p.(type) {
		case string:
			args[i] = commands.Arg{Value: p, Known: true}
		case commands.Arg:
			args[i] = p
		default:
			panic("call takes strings and Args")
		}
	}
	return args
}

func TestKeyArgs(t *testing.T) {
	tests := []struct {
		name string
		args []commands.Arg
		keys []int
		ok   bool
	}{
		{"get", call("GET", "k"), []int{1}, true},
		{"lower-case name", call("get", "k"), []int{1}, true},
		{"set with options", call("SET", "k", "v", "EX", "10", "NX"), []int{1}, true},
		{"getex", call("GETEX", "k", "PX", "5"), []int{1}, true},
		{"mset alternates keys and values", call("MSET", "k1", "v1", "k2", "v2", "k3", "v3"), []int{1, 3, 5}, true},
		{"del", call("DEL", "a", "b", "c"), []int{1, 2, 3}, true},
		{"watch", call("WATCH", "a", "b"), []int{1, 2}, true},
		{"rename", call("RENAME", "a", "b"), []int{1, 2}, true},
		{"lmove", call("LMOVE", "src", "dst", "LEFT", "RIGHT"), []int{1, 2}, true},
		{"smove", call("SMOVE", "src", "dst", "m"), []int{1, 2}, true},
		{"bitop", call("BITOP", "AND", "dest", "a", "b"), []int{2, 3, 4}, true},
		{"zunionstore with numkeys", call("ZUNIONSTORE", "dst", "2", "a", "b", "WEIGHTS", "1", "2"), []int{1, 3, 4}, true},
		{"zunionstore with unknown numkeys", call("ZUNIONSTORE", "dst", unknown, "a", "b"), []int{1}, false},
		{"zunionstore with bad numkeys", call("ZUNIONSTORE", "dst", "02", "a", "b"), []int{1}, true},
		{"zunion", call("ZUNION", "2", "a", "b", "WITHSCORES"), []int{2, 3}, true},
		{"zinterstore", call("ZINTERSTORE", "dst", "3", "a", "b", "c", "AGGREGATE", "MAX"), []int{1, 3, 4, 5}, true},
		{"sintercard", call("SINTERCARD", "2", "a", "b", "LIMIT", "5"), []int{2, 3}, true},
		{"lmpop", call("LMPOP", "2", "a", "b", "LEFT", "COUNT", "3"), []int{2, 3}, true},
		{"blmpop", call("BLMPOP", "0.5", "2", "a", "b", "RIGHT"), []int{3, 4}, true},
		{"bzmpop", call("BZMPOP", "1", "1", "z", "MIN"), []int{3}, true},
		{"xread streams", call("XREAD", "COUNT", "10", "STREAMS", "s1", "s2", "0", "0"), []int{4, 5}, true},
		{"xread with an unknown count", call("XREAD", "COUNT", unknown, "STREAMS", "s1", "0"), []int{4}, true},
		{"xread without a literal STREAMS", call("XREAD", unknown, "s1", "0"), nil, false},
		{"xreadgroup", call("XREADGROUP", "GROUP", "g", "c", "BLOCK", "0", "STREAMS", "s1", "s2", ">", ">"), []int{7, 8}, true},
		{"eval", call("EVAL", "return 1", "2", "k1", "k2", "a1"), []int{3, 4}, true},
		{"eval without keys", call("EVAL", "return 1", "0", "a1"), nil, true},
		{"evalsha with unknown numkeys", call("EVALSHA", "abc", unknown, "k1"), nil, false},
		{"fcall", call("FCALL", "fn", "1", "k1", "a1"), []int{3}, true},
		{"fcall_ro", call("FCALL_RO", "fn", "2", "k1", "k2"), []int{3, 4}, true},
		{"sort store", call("SORT", "k", "BY", "w_*", "GET", "o_*", "STORE", "dst"), []int{1, 7}, true},
		{"sort skips limit and get arguments", call("SORT", "k", "LIMIT", "0", "10", "GET", "store", "STORE", "dst"), []int{1, 8}, true},
		{"sort keeps the last store", call("SORT", "k", "STORE", "d1", "STORE", "d2"), []int{1, 5}, true},
		{"sort without store", call("SORT", "k", "ALPHA", "DESC"), []int{1}, true},
		{"sort with an unknown option", call("SORT", "k", unknown, "x"), []int{1}, false},
		{"sort_ro", call("SORT_RO", "k", "BY", "w_*", "STORE", "x"), []int{1}, true},
		{"migrate one key", call("MIGRATE", "host", "6379", "k", "0", "5000"), []int{3}, true},
		{"migrate keys", call("MIGRATE", "host", "6379", "", "0", "5000", "COPY", "AUTH", "pw", "KEYS", "a", "b"), []int{10, 11}, true},
		{"migrate auth password named keys", call("MIGRATE", "host", "6379", "", "0", "5000", "AUTH2", "u", "keys", "KEYS", "a"), []int{10}, true},
		{"migrate keys with a key argument is an error", call("MIGRATE", "host", "6379", "k", "0", "5000", "KEYS", "a"), nil, true},
		{"migrate keys as the last argument", call("MIGRATE", "host", "6379", "k", "0", "5000", "KEYS"), []int{3}, true},
		{"migrate with unknown host and port", call("MIGRATE", unknown, unknown, "k", unknown, unknown, "COPY"), []int{3}, true},
		{"migrate with an unknown option", call("MIGRATE", "host", "6379", "", "0", "5000", unknown, "a"), nil, false},
		{"migrate keys with an unknown key argument", call("MIGRATE", "host", "6379", unknown, "0", "5000", "KEYS", "a"), nil, false},
		{"georadius store", call("GEORADIUS", "k", "15", "37", "200", "km", "STORE", "dst"), []int{1, 7}, true},
		{"georadius storedist and store", call("GEORADIUS", "k", "15", "37", "200", "km", "STOREDIST", "d2", "STORE", "d1"), []int{1, 7, 9}, true},
		{"georadius with an unknown count", call("GEORADIUS", "k", "15", "37", "200", "km", "COUNT", unknown, "ASC"), []int{1}, false},
		{"georadius with an unknown last argument", call("GEORADIUS", "k", "15", "37", "200", "km", "COUNT", unknown), []int{1}, true},
		{"georadiusbymember store", call("GEORADIUSBYMEMBER", "k", "m", "200", "km", "STORE", "dst"), []int{1, 6}, true},
		{"object encoding", call("OBJECT", "ENCODING", "k"), []int{2}, true},
		{"object help has no key", call("OBJECT", "HELP"), nil, true},
		{"object with an unknown subcommand", call("OBJECT", unknown, "k"), nil, false},
		{"memory usage", call("MEMORY", "USAGE", "k", "SAMPLES", "5"), []int{2}, true},
		{"xinfo stream", call("XINFO", "STREAM", "s", "FULL"), []int{2}, true},
		{"xgroup create", call("XGROUP", "CREATE", "s", "g", "$", "MKSTREAM"), []int{2}, true},
		{"publish channel is not a key", call("PUBLISH", "ch", "msg"), nil, true},
		{"spublish shard channel is not a key", call("SPUBLISH", "ch", "msg"), nil, true},
		{"subscribe", call("SUBSCRIBE", "a", "b"), nil, true},
		{"keys pattern is not a key", call("KEYS", "user:*"), nil, true},
		{"scan match is not a key", call("SCAN", "0", "MATCH", "user:*"), nil, true},
		{"too few arguments", call("GET"), nil, true},
		{"unknown command", call("NOSUCH", "k"), nil, false},
		{"unknown command name", call(unknown, "k"), nil, false},
		{"no arguments", nil, nil, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			keys, ok := commands.KeyArgs(tt.args)
			assert.Equal(t, tt.keys, keys, "keys")
			assert.Equal(t, tt.ok, ok, "ok")
		})
	}
}

func TestLookup(t *testing.T) {
	get := commands.Lookup("GET")
	require.NotNil(t, get)
	assert.Equal(t, "get", get.Name)
	assert.Equal(t, 2, get.Arity)
	assert.Contains(t, get.Flags, "readonly")
	assert.Contains(t, get.Categories, "@string")

	enc := commands.Lookup("Object|Encoding")
	require.NotNil(t, enc)
	assert.Equal(t, "object|encoding", enc.Name)
	assert.Equal(t, 2, enc.KeySpecs[0].BeginSearch.Index)

	assert.Nil(t, commands.Lookup("nosuch"))
	assert.Nil(t, commands.Lookup("object encoding"))
	assert.True(t, commands.IsContainer("OBJECT"))
	assert.False(t, commands.IsContainer("GET"))
	assert.True(t, commands.Lookup("xread").MovableKeys())
	assert.False(t, commands.Lookup("get").MovableKeys())
}

func TestTableIsSortedAndComplete(t *testing.T) {
	all := commands.All()
	require.Greater(t, len(all), 300, "the table holds every command and subcommand")
	for i := 1; i < len(all); i++ {
		assert.Less(t, all[i-1].Name, all[i].Name, "commands are sorted and unique")
	}
	assert.NotEmpty(t, commands.RedisVersion())
	for _, c := range all {
		assert.NotZero(t, c.Arity, "%s has an arity", c.Name)
		for _, s := range c.KeySpecs {
			assert.Contains(t, []string{"index", "keyword", "unknown"}, s.BeginSearch.Type, c.Name)
			assert.Contains(t, []string{"range", "keynum", "unknown"}, s.FindKeys.Type, c.Name)
		}
	}
}

// TestHashFieldExpiry checks the commands of Redis 7.4 that newer.json adds
// to the generated table: the key is the argument after the command, the
// fields after FIELDS numfields are not keys.
func TestHashFieldExpiry(t *testing.T) {
	vectors := [][]string{
		{"HEXPIRE", "h", "10", "FIELDS", "2", "f1", "f2"},
		{"HPEXPIRE", "h", "1000", "NX", "FIELDS", "1", "f"},
		{"HEXPIREAT", "h", "1700000000", "FIELDS", "1", "f"},
		{"HPEXPIREAT", "h", "1700000000000", "GT", "FIELDS", "1", "f"},
		{"HPERSIST", "h", "FIELDS", "1", "f"},
		{"HTTL", "h", "FIELDS", "2", "f1", "f2"},
		{"HPTTL", "h", "FIELDS", "1", "f"},
		{"HEXPIRETIME", "h", "FIELDS", "1", "f"},
		{"HPEXPIRETIME", "h", "FIELDS", "1", "f"},
	}
	for _, vec := range vectors {
		c := commands.Lookup(vec[0])
		require.NotNil(t, c, vec[0])
		assert.Equal(t, "7.4.0", c.Since, vec[0])
		assert.Equal(t, "hash", c.DataType(), vec[0])
		assert.Equal(t, []string{"h"}, keyNames(t, vec), "%v", vec)
	}
	assert.True(t, commands.Lookup("hpexpire").Writes())
	assert.False(t, commands.Lookup("hpexpire").CreatesKey(), "expiring fields never creates the hash")
	assert.True(t, commands.Lookup("httl").ReadOnly())
	assert.False(t, commands.SetsTTL(call("HEXPIRE", "h", "10", "FIELDS", "1", "f")), "a field's TTL is not the key's")
}

// TestNewerCommandsAreNotInTheServerTable requires each command of
// newer.json to be newer than the server of the generated table, so that
// regenerating it from a newer server says to drop the hand-written entry.
func TestNewerCommandsAreNotInTheServerTable(t *testing.T) {
	newer := 0
	for _, c := range commands.All() {
		if c.Since != "" {
			newer++
			assert.Greater(t, c.Since, commands.RedisVersion(), "%s is in the generated table of redis %s: drop it from newer.json", c.Name, commands.RedisVersion())
		}
	}
	assert.Equal(t, 9, newer)
}
