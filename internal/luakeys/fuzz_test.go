package luakeys

import (
	"bytes"
	"encoding/gob"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// FuzzAnalyze runs Analyze on any source: it must never panic, and what it
// returns must hold together and survive a gob round trip, as in facts.
// (JSON replaces bytes that are not UTF-8, which Lua strings may hold.)
func FuzzAnalyze(f *testing.F) {
	for _, tc := range scripts {
		f.Add(tc.src, tc.numKeys)
	}
	for _, src := range []string{"", "local x = = 1", "redis.call('GET'", "return (((((1)))))", "goto x ::x::"} {
		f.Add(src, -1)
	}
	f.Fuzz(func(t *testing.T, src string, numKeys int) {
		s, err := Analyze(src, numKeys)
		if err != nil {
			require.IsType(t, &SyntaxError{}, err)
			require.Empty(t, s.Calls)
			return
		}
		for _, c := range s.Calls {
			require.GreaterOrEqual(t, c.Line, 1, c.String())
			for _, k := range c.Keys {
				require.GreaterOrEqual(t, k.Arg, 1, c.String())
				checkKey(t, k, s.NumKeys)
			}
		}
		var buf bytes.Buffer
		require.NoError(t, gob.NewEncoder(&buf).Encode(s))
		var back Script
		require.NoError(t, gob.NewDecoder(&buf).Decode(&back))
		require.Equal(t, s.String(), back.String())
	})
}

// checkKey asserts that a key's origin agrees with its parts and that
// literal text is never split.
func checkKey(t *testing.T, k Key, numKeys int) {
	t.Helper()
	for i, p := range k.Parts {
		require.False(t, p.Kind == Text && p.Text == "", "empty text in %s", k)
		require.False(t, i > 0 && p.Kind == Text && k.Parts[i-1].Kind == Text, "split text in %s", k)
	}
	single := len(k.Parts) == 1
	switch k.Origin {
	case Given, Missing:
		require.True(t, single && k.Parts[0].Kind == KeysElem, k.String())
		inRange := numKeys < 0 || k.Parts[0].Index <= numKeys
		require.Equal(t, k.Origin == Given, inRange, k.String())
	case Argv:
		require.True(t, single && k.Parts[0].Kind == ArgvElem, k.String())
	case Unknown:
		require.True(t, single && k.Parts[0].Kind == Hole && k.Parts[0].Reason != Element, k.String())
	case ReadBack:
		require.True(t, single && k.Parts[0].Kind == Hole && k.Parts[0].Reason == Element, k.String())
	case Literal:
		for _, p := range k.Parts {
			require.Equal(t, Text, p.Kind, k.String())
		}
	case Built:
		require.False(t, single && k.Parts[0].Kind != Number, k.String())
	default:
		t.Fatalf("key %s has origin %d", k, k.Origin)
	}
}

func TestAnalyzeBoundsLargeScripts(t *testing.T) {
	t.Run("a key doubled in a loop of statements stops growing", func(t *testing.T) {
		src := "local k = KEYS[1] .. ':'\n"
		for range 40 {
			src += "k = k .. k\n"
		}
		src += "redis.call('GET', k)\n"
		s, err := Analyze(src, 1)
		require.NoError(t, err)
		require.Len(t, s.Calls, 1)
		assert.Equal(t, []Part{{Kind: Hole, Reason: TooLarge}}, s.Calls[0].Keys[0].Parts)
	})
	t.Run("functions calling each other twice are walked within bounds", func(t *testing.T) {
		src := "local function f00(k) redis.call('INCR', k .. ':0') end\n"
		for i := 1; i <= 30; i++ {
			src += "local function f" + itoa(i) + "(k) f" + itoa(i-1) + "(k) f" + itoa(i-1) + "(k .. ':" + itoa(i) + "') redis.call('GET', k) end\n"
		}
		src += "f30(KEYS[1])\n"
		s, err := Analyze(src, 1)
		require.NoError(t, err)
		lines := map[int]bool{}
		for _, c := range s.Calls {
			lines[c.Line] = true
		}
		assert.Len(t, lines, 31, "every function's call is found")
	})
	t.Run("functions returning a concatenation of calls are walked within bounds", func(t *testing.T) {
		src := "local function f00(k) return redis.call('GET', k .. ':0') end\n"
		for i := 1; i <= 7; i++ {
			call := "f" + itoa(i-1) + "(k)"
			src += "local function f" + itoa(i) + "(k) return " + call
			for range 9 {
				src += " .. " + call
			}
			src += " end\n"
		}
		src += "redis.call('SET', f07(KEYS[1]), 1)\n"
		s, err := Analyze(src, 1)
		require.NoError(t, err)
		require.Len(t, s.Calls, 2)
		assert.Equal(t, `line 1: redis.call GET "<KEYS[1]>:0" (built)`, s.Calls[0].String())
		assert.Equal(t, []Part{{Kind: Hole, Reason: TooLarge}}, s.Calls[1].Keys[0].Parts)
	})
	t.Run("expressions nested past the bound", func(t *testing.T) {
		n := 100000
		src := "redis.call('GET', KEYS[1] .. " + strings.Repeat("tostring(", n) + "KEYS[2]" + strings.Repeat(")", n) + ")"
		s, err := Analyze(src, 2)
		require.NoError(t, err)
		require.Len(t, s.Calls, 1)
		parts := s.Calls[0].Keys[0].Parts
		require.Len(t, parts, 2)
		assert.Equal(t, Part{Kind: KeysElem, Index: 1}, parts[0])
		assert.Equal(t, Hole, parts[1].Kind, "the bound stops short of KEYS[2]")
	})
	t.Run("deep nesting", func(t *testing.T) {
		src := ""
		for range 300 {
			src += "if ARGV[1] then "
		}
		src += "redis.call('DEL', KEYS[1]) "
		for range 300 {
			src += "end "
		}
		s, err := Analyze(src, 1)
		require.NoError(t, err)
		require.Len(t, s.Calls, 1)
		assert.Equal(t, Given, s.Calls[0].Keys[0].Origin)
	})
}

func itoa(i int) string { return string(rune('0'+i/10)) + string(rune('0'+i%10)) }
