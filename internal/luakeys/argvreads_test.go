package luakeys

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestArgvRead tells how far a script reads ARGV: the highest constant
// index, none, or -1 when ARGV is read at an index not known or whole.
func TestArgvRead(t *testing.T) {
	t.Parallel()
	cases := []struct {
		name string
		src  string
		want int
	}{
		{"constant indices", `local owner = ARGV[1] redis.call('SET', KEYS[1], owner, 'PX', ARGV[3])`, 3},
		{"inside a function", `local function f(k) return redis.call('HINCRBY', k, ARGV[2], 1) end f(KEYS[1])`, 2},
		{"none", `return redis.call('GET', KEYS[1])`, 0},
		{"a loop over ARGV", `for i = 1, #ARGV do redis.call('SADD', KEYS[1], ARGV[i]) end`, -1},
		{"unpack", `return redis.call('SADD', KEYS[1], unpack(ARGV))`, -1},
		{"an alias", `local a = ARGV return redis.call('SET', KEYS[1], a[1])`, -1},
		{"a local named ARGV", `local ARGV = {'x'} return redis.call('SET', KEYS[1], ARGV[1])`, 0},
	}
	for _, c := range cases {
		s, err := Analyze(c.src, -1)
		require.NoError(t, err, c.name)
		assert.Equal(t, c.want, s.ArgvRead, c.name)
	}
}
