package commands_test

import (
	"context"
	"strings"
	"testing"

	"github.com/redis/go-redis/v9"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/rediskeylint/rediskeylint/internal/commands"
	"github.com/rediskeylint/rediskeylint/internal/redistest"
)

// otherTypeCases are argument vectors with the key under test written K:
// as the destination (dest) and, for commands that also read keys, as a
// source (src). They cover every command whose outcome is not Fails, and
// commands of each type that fail.
var otherTypeCases = []struct {
	dest, src []string
}{
	{dest: []string{"GET", "K"}},
	{dest: []string{"GETSET", "K", "v"}},
	{dest: []string{"INCR", "K"}},
	{dest: []string{"APPEND", "K", "v"}},
	{dest: []string{"PFADD", "K", "a"}},
	{dest: []string{"MGET", "K"}},
	{dest: []string{"SET", "K", "v"}},
	{dest: []string{"SETEX", "K", "10", "v"}},
	{dest: []string{"PSETEX", "K", "10000", "v"}},
	{dest: []string{"MSET", "K", "v"}},
	{dest: []string{"SETNX", "K", "v"}},
	{dest: []string{"MSETNX", "K", "v"}},
	{dest: []string{"BITOP", "AND", "K", "s1"}, src: []string{"BITOP", "AND", "d", "K"}},
	{dest: []string{"SADD", "K", "a"}},
	{dest: []string{"SMEMBERS", "K"}},
	{dest: []string{"SMOVE", "s1", "K", "a"}},
	{dest: []string{"SINTERSTORE", "K", "s1"}, src: []string{"SINTERSTORE", "d", "K"}},
	{dest: []string{"SUNIONSTORE", "K", "s1"}, src: []string{"SUNIONSTORE", "d", "K"}},
	{dest: []string{"SDIFFSTORE", "K", "s1"}, src: []string{"SDIFFSTORE", "d", "K"}},
	{dest: []string{"HSET", "K", "f", "v"}},
	{dest: []string{"HGETALL", "K"}},
	{dest: []string{"LPUSH", "K", "a"}},
	{dest: []string{"LMOVE", "s1", "K", "LEFT", "RIGHT"}},
	{dest: []string{"ZADD", "K", "1", "a"}},
	{dest: []string{"ZUNIONSTORE", "K", "1", "s1"}, src: []string{"ZUNIONSTORE", "d", "1", "K"}},
	{dest: []string{"ZINTERSTORE", "K", "1", "s1"}, src: []string{"ZINTERSTORE", "d", "1", "K"}},
	{dest: []string{"ZDIFFSTORE", "K", "1", "s1"}, src: []string{"ZDIFFSTORE", "d", "1", "K"}},
	{dest: []string{"ZRANGESTORE", "K", "s1", "0", "-1"}, src: []string{"ZRANGESTORE", "d", "K", "0", "-1"}},
	{dest: []string{"GEOSEARCHSTORE", "K", "s1", "FROMLONLAT", "0", "0", "BYRADIUS", "1", "km"},
		src: []string{"GEOSEARCHSTORE", "d", "K", "FROMLONLAT", "0", "0", "BYRADIUS", "1", "km"}},
	{dest: []string{"GEORADIUS", "s1", "0", "0", "1", "km", "STORE", "K"},
		src: []string{"GEORADIUS", "K", "0", "0", "1", "km", "STORE", "d"}},
	{dest: []string{"GEORADIUSBYMEMBER", "s1", "m", "1", "km", "STORE", "K"},
		src: []string{"GEORADIUSBYMEMBER", "K", "m", "1", "km", "STORE", "d"}},
	{dest: []string{"XADD", "K", "*", "f", "v"}},
}

// observe runs vec with K holding a value of another type than the
// command's and s1 one of the command's type, and says what the server did.
func observe(t *testing.T, rdb *redis.Client, c *commands.Command, vec []string) commands.Outcome {
	t.Helper()
	ctx := context.Background()
	require.NoError(t, rdb.FlushAll(ctx).Err())
	other := "string"
	if c.DataType() == "string" {
		other = "list"
		require.NoError(t, rdb.RPush(ctx, "K", "x").Err())
	} else {
		require.NoError(t, rdb.Set(ctx, "K", "x", 0).Err())
	}
	// s1 is the other key of the command, of its type and not empty.
	switch c.DataType() {
	case "string":
		require.NoError(t, rdb.Set(ctx, "s1", "x", 0).Err())
	case "list":
		require.NoError(t, rdb.RPush(ctx, "s1", "a").Err())
	case "set":
		require.NoError(t, rdb.SAdd(ctx, "s1", "a").Err())
	case "zset":
		require.NoError(t, rdb.GeoAdd(ctx, "s1", &redis.GeoLocation{Name: "m", Longitude: 0, Latitude: 0}).Err())
	}
	args := make([]any, len(vec))
	for i, a := range vec {
		args[i] = a
	}
	reply, err := rdb.Do(ctx, args...).Result()
	if err != nil {
		require.True(t, strings.HasPrefix(err.Error(), "WRONGTYPE"), "%v: %v", vec, err)
		return commands.Fails
	}
	if slice, ok := reply.([]any); ok && len(slice) == 1 && slice[0] == nil {
		return commands.ReadsNil
	}
	typ, err := rdb.Type(ctx, "K").Result()
	require.NoError(t, err)
	if typ == other {
		return commands.LeavesAlone
	}
	return commands.Replaces
}

// TestOnOtherTypeMatchesServer holds the outcome the table gives each
// command against what a real redis-server does.
func TestOnOtherTypeMatchesServer(t *testing.T) {
	rdb := redistest.Start(t).Client(t)
	covered := map[string]bool{}
	for _, tc := range otherTypeCases {
		name := strings.ToLower(tc.dest[0])
		covered[name] = true
		c := lookup(t, name)
		got := observe(t, rdb, c, tc.dest)
		if tc.src != nil {
			require.Equal(t, commands.Replaces, got, "%v: the destination is replaced", tc.dest)
			require.Equal(t, commands.Fails, observe(t, rdb, c, tc.src), "%v: a source fails", tc.src)
			got = commands.ReplacesDestination
		}
		assert.Equal(t, got, c.OnOtherType(), "%s on a key of another type", name)
	}
	for _, c := range commands.All() {
		if c.DataType() != "" && c.OnOtherType() != commands.Fails {
			assert.True(t, covered[c.Name], "%s: an outcome other than Fails is proven by a case of otherTypeCases", c.Name)
		}
	}
}
