package luakeys

import (
	"errors"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// queueLibrary registers two functions, one in each form, sharing a local
// helper that builds a key from the namespace the caller gives in KEYS.
const queueLibrary = `#!lua name=queue
local function jobKey(ns, id)
  return ns .. ':job:' .. id
end

redis.register_function('enqueue', function(keys, args)
  local id = redis.call('INCR', keys[1] .. ':seq')
  redis.call('HSET', jobKey(keys[1], id), 'payload', args[1])
  return redis.call('LPUSH', keys[1] .. ':pending', id)
end)

redis.register_function{
  function_name = 'stats',
  callback = function(keys, args)
    return redis.call('LLEN', 'queue:' .. args[1] .. ':pending')
  end,
  flags = { 'no-writes' },
}
`

func TestAnalyzeFunctionFollowsKeysOfTheRegisteredCallback(t *testing.T) {
	s, err := AnalyzeFunction(queueLibrary, "enqueue", 1)
	require.NoError(t, err)
	var got []string
	for _, c := range s.Calls {
		got = append(got, c.String())
	}
	assert.Equal(t, []string{
		`line 7: redis.call INCR "<KEYS[1]>:seq" (built)`,
		`line 8: redis.call HSET "<KEYS[1]>:job:<int>" (built)`,
		`line 9: redis.call LPUSH "<KEYS[1]>:pending" (built)`,
	}, got, "only the calls of enqueue, with keys[1] read as KEYS[1]")
}

func TestAnalyzeFunctionReadsTheTableForm(t *testing.T) {
	s, err := AnalyzeFunction(queueLibrary, "stats", 0)
	require.NoError(t, err)
	require.Len(t, s.Calls, 1)
	assert.Equal(t, `line 15: redis.call LLEN "queue:<ARGV[1]>:pending" (built)`, s.Calls[0].String())
}

func TestAnalyzeFunctionOfAnUnregisteredName(t *testing.T) {
	_, err := AnalyzeFunction(queueLibrary, "dequeue", 1)
	assert.ErrorIs(t, err, ErrNoFunction)
	names, err := Functions(queueLibrary)
	require.NoError(t, err)
	assert.Equal(t, []string{"enqueue", "stats"}, names)
}

func TestAnalyzeFunctionOfALibraryThatDoesNotParse(t *testing.T) {
	_, err := AnalyzeFunction("#!lua name=broken\nredis.register_function('f', function(keys) return = end)\n", "f", 1)
	var syn *SyntaxError
	require.ErrorAs(t, err, &syn)
	assert.Equal(t, 2, syn.Line, "the shebang line keeps its place")
}

// FuzzAnalyzeFunction runs AnalyzeFunction on any library: it must never
// panic, and its keys hold together as Analyze's do.
func FuzzAnalyzeFunction(f *testing.F) {
	f.Add(queueLibrary, "enqueue", 1)
	f.Add(queueLibrary, "stats", -1)
	for _, src := range []string{"#!lua", "redis.register_function()", "redis.register_function{callback=1}", "redis.register_function('f', nil)"} {
		f.Add(src, "f", 1)
	}
	f.Fuzz(func(t *testing.T, src, name string, numKeys int) {
		s, err := AnalyzeFunction(src, name, numKeys)
		if err != nil {
			if !errors.Is(err, ErrNoFunction) {
				require.IsType(t, &SyntaxError{}, err)
			}
			require.Empty(t, s.Calls)
			return
		}
		for _, c := range s.Calls {
			require.GreaterOrEqual(t, c.Line, 1, c.String())
			for _, k := range c.Keys {
				checkKey(t, k, s.NumKeys)
			}
		}
	})
}
