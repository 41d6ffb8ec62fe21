package commands_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/rediskeylint/rediskeylint/internal/commands"
)

func lookup(t *testing.T, name string) *commands.Command {
	t.Helper()
	c := commands.Lookup(name)
	require.NotNil(t, c, "%s is in the table", name)
	return c
}

func TestDataType(t *testing.T) {
	tests := map[string]string{
		"get": "string", "incr": "string", "setbit": "string", "pfadd": "string", "bitop": "string",
		"lpush": "list", "blmpop": "list",
		"hset": "hash", "hgetall": "hash",
		"sadd": "set", "sintercard": "set",
		"zadd": "zset", "zunionstore": "zset", "geoadd": "zset", "georadius": "zset",
		"xadd": "stream", "xgroup|create": "stream", "xinfo|stream": "stream",
		"del": "", "expire": "", "object|encoding": "", "eval": "",
		"sort": "", // works on lists, sets and sorted sets
	}
	for name, want := range tests {
		assert.Equal(t, want, lookup(t, name).DataType(), name)
	}
}

func TestWritesReadOnly(t *testing.T) {
	assert.True(t, lookup(t, "set").Writes())
	assert.False(t, lookup(t, "set").ReadOnly())
	assert.True(t, lookup(t, "get").ReadOnly())
	assert.False(t, lookup(t, "get").Writes())
	assert.True(t, lookup(t, "xreadgroup").Writes(), "XREADGROUP moves entries to the pending list")
	eval := lookup(t, "eval")
	assert.False(t, eval.Writes() || eval.ReadOnly(), "a script can do either")
	assert.True(t, lookup(t, "eval_ro").ReadOnly())
}

func TestCreatesKey(t *testing.T) {
	for _, name := range []string{
		"set", "setnx", "setex", "psetex", "mset", "msetnx", "getset", "append", "incr", "incrbyfloat",
		"setrange", "setbit", "bitfield", "bitop", "pfadd", "pfmerge",
		"hset", "hmset", "hsetnx", "hincrby", "sadd", "smove", "sunionstore", "sinterstore",
		"lpush", "rpush", "lmove", "rpoplpush", "blmove",
		"zadd", "zincrby", "zunionstore", "zrangestore", "geoadd", "geosearchstore", "georadius",
		"xadd", "xgroup|create", "copy", "restore", "sort",
	} {
		assert.True(t, lookup(t, name).CreatesKey(), "%s can create a key", name)
	}
	for _, name := range []string{
		"get", "del", "unlink", "expire", "persist", "getex", "getdel", "rename", "move",
		"lpushx", "rpushx", "linsert", "lset", "lpop", "lrem", "srem", "zrem", "hdel",
		"xack", "xclaim", "xsetid", "xgroup|createconsumer", "xtrim",
		"eval", "fcall", "sort_ro", "publish",
	} {
		assert.False(t, lookup(t, name).CreatesKey(), "%s cannot create a key", name)
	}
}

func TestCreatedKeys(t *testing.T) {
	tests := []struct {
		args []commands.Arg
		keys []int
		ok   bool
	}{
		{call("SET", "k", "v"), []int{1}, true},
		{call("MSET", "a", "1", "b", "2"), []int{1, 3}, true},
		{call("ZUNIONSTORE", "dst", "2", "a", "b"), []int{1}, true},
		{call("ZUNIONSTORE", "dst", unknown, "a", "b"), []int{1}, false},
		{call("SMOVE", "src", "dst", "m"), []int{2}, true},
		{call("LMOVE", "src", "dst", "LEFT", "LEFT"), []int{2}, true},
		{call("PFMERGE", "dst", "a", "b"), []int{1}, true},
		{call("SORT", "k", "STORE", "dst"), []int{3}, true},
		{call("GEORADIUS", "k", "1", "2", "3", "m", "STORE", "dst"), []int{7}, true},
		{call("RENAME", "a", "b"), nil, true},
		{call("GET", "k"), nil, true},
		{call("NOSUCH", "k"), nil, false},
	}
	for _, tt := range tests {
		keys, ok := commands.CreatedKeys(tt.args)
		assert.Equal(t, tt.keys, keys, "%v", tt.args)
		assert.Equal(t, tt.ok, ok, "%v", tt.args)
	}
}

func TestMultiKey(t *testing.T) {
	for _, name := range []string{
		"mset", "msetnx", "del", "exists", "unlink", "watch", "mget", "rename", "copy", "smove", "lmove",
		"sinter", "sunionstore", "zunionstore", "zunion", "sintercard", "lmpop", "blmpop", "blpop",
		"xread", "xreadgroup", "eval", "evalsha", "fcall", "fcall_ro", "bitop", "pfmerge", "pfcount",
		"sort", "migrate", "georadius", "geosearchstore",
	} {
		assert.True(t, lookup(t, name).MultiKey(), "%s takes several keys", name)
	}
	for _, name := range []string{
		"get", "set", "hset", "zadd", "xadd", "expire", "sort_ro", "object|encoding",
		"spublish", "ssubscribe", "publish", "keys", "ping",
	} {
		assert.False(t, lookup(t, name).MultiKey(), "%s takes one key at most", name)
	}
}
