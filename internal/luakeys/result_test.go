package luakeys

import (
	"bytes"
	"encoding/gob"
	"encoding/json"
	"errors"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The parts of a key are typed: the analyzer maps them onto its own holes
// without reading the rendering back.
func TestKeyPartsAreTyped(t *testing.T) {
	s, err := Analyze(`
local id = redis.call('LPOP', KEYS[1])
redis.call('HGETALL', KEYS[2] .. ':job:' .. id .. ':' .. ARGV[3] .. ':' .. #ARGV)`, 2)
	require.NoError(t, err)
	require.Len(t, s.Calls, 2)
	key := s.Calls[1].Keys[0]
	assert.Equal(t, 1, key.Arg)
	assert.Equal(t, Built, key.Origin)
	assert.Equal(t, []Part{
		{Kind: KeysElem, Index: 2},
		{Kind: Text, Text: ":job:"},
		{Kind: Hole, Reason: Reply, Detail: "LPOP"},
		{Kind: Text, Text: ":"},
		{Kind: ArgvElem, Index: 3},
		{Kind: Text, Text: ":"},
		{Kind: Number},
	}, key.Parts)
}

// A script that writes a key it is given as a member of another says so
// (Call.Stores); the members a script reads back name the element of KEYS
// they were read from, unless scores come between them.
func TestKeysKeptAsMembers(t *testing.T) {
	s, err := Analyze(`
redis.call('ZADD', KEYS[3], ARGV[1], KEYS[2])
redis.call('SADD', KEYS[1], 'literal', ARGV[2])
for _, key in ipairs(redis.call('ZRANGEBYSCORE', KEYS[3], '-inf', ARGV[1])) do redis.call('DEL', key) end
for _, key in ipairs(redis.call('ZRANGE', KEYS[3], 0, -1, 'WITHSCORES')) do redis.call('DEL', key) end`, 3)
	require.NoError(t, err)
	require.Len(t, s.Calls, 6)
	assert.Equal(t, []Store{{Into: 3, Key: 2}}, s.Calls[0].Stores)
	assert.Empty(t, s.Calls[1].Stores)
	assert.Equal(t, []Part{{Kind: Hole, Reason: Element, Detail: "ZRANGEBYSCORE", Index: 3}}, s.Calls[3].Keys[0].Parts)
	assert.Equal(t, ReadBack, s.Calls[3].Keys[0].Origin)
	assert.Equal(t, []Part{{Kind: Hole, Reason: Element, Detail: "ZRANGE"}}, s.Calls[5].Keys[0].Parts)
	assert.Equal(t, `line 2: redis.call ZADD "<KEYS[3]>" (given) stores <KEYS[2]> in <KEYS[3]>`, s.Calls[0].String())

	// Members of two keys gathered in one list: an element of either.
	s, err = Analyze(`
local sets = {}
for _, key in ipairs(redis.call('SMEMBERS', KEYS[1])) do sets[#sets+1] = key end
for _, key in ipairs(redis.call('SMEMBERS', KEYS[2])) do sets[#sets+1] = key end
for _, key in ipairs(sets) do redis.call('UNLINK', key) end
local one = {}
for _, key in ipairs(redis.call('SMEMBERS', KEYS[1])) do one[#one+1] = key end
for _, key in ipairs(redis.call('LRANGE', KEYS[1], 0, -1)) do one[#one+1] = key end
for _, key in ipairs(one) do redis.call('UNLINK', key) end`, 2)
	require.NoError(t, err)
	require.Len(t, s.Calls, 6)
	assert.Equal(t, []Part{{Kind: Hole, Reason: Element, Detail: "SMEMBERS"}}, s.Calls[2].Keys[0].Parts)
	assert.Equal(t, []Part{{Kind: Hole, Reason: Element, Detail: "SMEMBERS, LRANGE", Index: 1}}, s.Calls[5].Keys[0].Parts)
}

func TestNotInKEYS(t *testing.T) {
	s, err := Analyze(`
redis.call('GET', KEYS[1])
redis.call('GET', 'config')
redis.call('GET', ARGV[1])
redis.call('GET', KEYS[1] .. ':b')
redis.call('GET', KEYS[2])
redis.call('GET', unknown_global)`, 1)
	require.NoError(t, err)
	var got []string
	for _, c := range s.Calls {
		for _, k := range c.Keys {
			if k.Origin.NotInKEYS() {
				got = append(got, k.String())
			}
		}
	}
	assert.Equal(t, []string{
		`"config" (literal)`,
		`"<ARGV[1]>" (argv)`,
		`"<KEYS[1]>:b" (built)`,
		`"<KEYS[2]>" (missing)`,
	}, got)
}

// A Script travels in analysis facts (gob) and in the catalog (JSON).
func TestScriptRoundTrips(t *testing.T) {
	s, err := Analyze(`
local p = KEYS[1] .. ':q:' .. ARGV[1]
redis.call('RPUSH', p, redis.call('INCR', 'seq'))
redis.call(ARGV[2])`, 1)
	require.NoError(t, err)
	require.Len(t, s.Calls, 3)

	var buf bytes.Buffer
	require.NoError(t, gob.NewEncoder(&buf).Encode(s))
	var fromGob Script
	require.NoError(t, gob.NewDecoder(&buf).Decode(&fromGob))
	assert.Equal(t, s.String(), fromGob.String())

	data, err := json.Marshal(s)
	require.NoError(t, err)
	var fromJSON Script
	require.NoError(t, json.Unmarshal(data, &fromJSON))
	assert.Equal(t, s, fromJSON)
}

func TestSyntaxErrors(t *testing.T) {
	tests := []struct {
		src      string
		wantLine int
		wantMsg  string
	}{
		{src: "local k = KEYS[1]\nlocal x = = 1", wantLine: 2, wantMsg: `near "="`},
		{src: "redis.call('GET', KEYS[1]\n\n", wantLine: 0, wantMsg: `the script ends after "]"`},
		{src: "if KEYS[1] then\nredis.call('DEL', KEYS[1])\n", wantLine: 0, wantMsg: `the script ends after ")"`},
		{src: "local s = 'unterminated\nreturn s", wantLine: 2, wantMsg: "unterminated string"},
	}
	for _, tc := range tests {
		s, err := Analyze(tc.src, 1)
		var serr *SyntaxError
		require.True(t, errors.As(err, &serr), "%q: got %v", tc.src, err)
		assert.Equal(t, tc.wantLine, serr.Line, tc.src)
		assert.Contains(t, serr.Message, tc.wantMsg, tc.src)
		assert.Contains(t, serr.Error(), "lua script does not parse", tc.src)
		assert.Empty(t, s.Calls)
	}
}

// TestSpreadPastKeys: values spread where the command takes no key (ZREM's
// members after its one key) leave the call's keys complete; where it may
// (DEL's keys, BLPOP's keys before its timeout), their number is unknown.
func TestSpreadPastKeys(t *testing.T) {
	s, err := Analyze(`
local ids = redis.call('ZRANGE', KEYS[1], 0, -1)
redis.call('ZREM', KEYS[1], unpack(ids))
redis.call('DEL', unpack(ids))
redis.call('BLPOP', KEYS[1], unpack(ARGV))`, 1)
	require.NoError(t, err)
	var got []string
	for _, c := range s.Calls {
		got = append(got, c.Command+" "+c.Status.String())
	}
	assert.Equal(t, []string{
		"ZRANGE complete",
		"ZREM complete",
		"DEL arguments end in an unknown number of values",
		"BLPOP arguments end in an unknown number of values",
	}, got)
}
