package luakeys

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestPrefixes finds the KEYS elements a script only completes into keys,
// and none where a key may be the element itself.
func TestPrefixes(t *testing.T) {
	for _, tc := range []struct {
		name, src string
		want      []int
	}{
		{"completed in a loop", `
local ids = redis.call('ZRANGE', KEYS[1], 0, -1)
for _, id in ipairs(ids) do redis.call('DEL', KEYS[2] .. id) end
redis.call('ZREM', KEYS[1], unpack(ids))`, []int{2}},
		{"also a key", `
redis.call('INCR', KEYS[1] .. ':seq')
redis.call('RPUSH', KEYS[1], ARGV[1])`, nil},
		{"inside a key", `redis.call('GET', 'app:' .. KEYS[1])`, nil},
		{"through a local", `
local prefix = KEYS[2]
redis.call('HSET', prefix .. ARGV[1], 'state', 'done')
redis.call('LPUSH', KEYS[1], ARGV[1])`, []int{2}},
		{"any element is a key", `
redis.call('DEL', KEYS[1] .. ':x')
for _, k in ipairs(KEYS) do redis.call('EXPIRE', k, 60) end`, nil},
		{"command not literal", `
redis.call('DEL', KEYS[1] .. ':x')
redis.call(ARGV[1], KEYS[1])`, nil},
		{"key not known", `
redis.call('DEL', KEYS[1] .. ':x')
local k
if ARGV[1] == '1' then k = KEYS[1] else k = KEYS[2] end
redis.call('GET', k)`, nil},
		{"no prefix", `redis.call('GET', KEYS[1])`, nil},
	} {
		s, err := Analyze(tc.src, -1)
		require.NoError(t, err, tc.name)
		assert.Equal(t, tc.want, s.Prefixes(), tc.name)
	}
}
