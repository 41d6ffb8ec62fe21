package keyrules

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

func FuzzHashSlot(f *testing.F) {
	for _, s := range []string{
		"", "{", "}", "{}", "{{}}", "foo{}{bar}", "foo{{bar}}zap", "foo{bar}{zap}",
		"{user1000}.following", "\x00{\xff}", "no tag", "a}b{c", "用户{名}",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, key string) {
		slot := HashSlot(key)
		require.Equal(t, slowHashSlot(key), slot)
		require.True(t, slot >= 0 && slot < SlotCount)
		require.Equal(t, slowCRC16([]byte(key)), CRC16([]byte(key)))

		start, end, ok := HashTag(key)
		if !ok {
			require.Equal(t, int(slowCRC16([]byte(key))%SlotCount), slot)
			return
		}
		require.Greater(t, start, 0)
		require.Less(t, start, end)
		require.Equal(t, byte('{'), key[start-1])
		require.Equal(t, byte('}'), key[end])
		require.Equal(t, start-1, strings.IndexByte(key, '{'))
		require.NotContains(t, key[start:end], "}")
		require.Equal(t, int(slowCRC16([]byte(key[start:end]))%SlotCount), slot)
	})
}

func FuzzConvertCase(f *testing.F) {
	for _, s := range []string{
		"userID", "HTTPServer", "orderStatusOrderId98765", "user_id", "__a__", "2fa", "2_fa",
		"a_b_c", "v2Beta", "HTTP2Server", "ID", "x", "-", "", "用户", "a b", "PRO",
	} {
		for style := range CaseStyles {
			f.Add(s, uint8(style))
		}
	}
	f.Fuzz(func(t *testing.T, word string, n uint8) {
		style := CaseStyles[int(n)%len(CaseStyles)]
		got := ConvertCase(word, style)
		require.Equal(t, got, ConvertCase(got, style), "not idempotent: %q -> %q", word, got)
		if MatchesCase(word, style) {
			require.Equal(t, word, got, "a matching word changed")
		}
		if !convertible(word) {
			require.Equal(t, word, got)
			return
		}
		if got != "" {
			require.True(t, MatchesCase(got, style), "%q -> %q is not %s", word, got, style)
		}
		// Conversion keeps the letters and digits, only their case and the
		// joiners change.
		require.Equal(t, alnumFold(word), alnumFold(got), "%q -> %q", word, got)
	})
}

// alnumFold returns the letters and digits of w in lower case.
func alnumFold(w string) string {
	var b strings.Builder
	for i := 0; i < len(w); i++ {
		if isAlnum(w[i]) {
			b.WriteByte(toLower(w[i]))
		}
	}
	return b.String()
}

// decodeTemplate turns fuzz input into a template: 0xFE ends a literal
// part (so empty and adjacent literal parts occur), 0xFF k is a hole of
// kind k%10 (9 is no valid kind) with one of three IDs.
func decodeTemplate(data string) Template {
	var t Template
	var lit []byte
	flush := func(always bool) {
		if len(lit) > 0 || always {
			t.Parts = append(t.Parts, Part{Lit: string(lit)})
		}
		lit = lit[:0]
	}
	for i := 0; i < len(data); i++ {
		switch b := data[i]; {
		case b == 0xFE:
			flush(true)
		case b == 0xFF && i+1 < len(data):
			i++
			k := data[i]
			flush(false)
			h := NewHole(HoleKind(k % 10))
			if id := [...]string{"", "a", "b"}[int(k/10)%3]; id != "" {
				h.ID = testID(id)
			}
			if k >= 200 {
				h.Name = "named"
			}
			t.Parts = append(t.Parts, Part{Hole: h, Origin: i})
		default:
			lit = append(lit, b)
		}
	}
	flush(false)
	return t
}

var templateSeeds = []string{
	"user:profile:id:12345",
	"user:\xff\x01:profile",
	"User.name::\xff\x07\xfe:{x",
	"{user:\xff\x0b}:cart",
	"\xff\x08:{a}:{b}",
	"\xfe\xfe:a b\t\"c\"\xff\x06",
	"app\xfe:user\xfe\xff\x03\xfe",
	"orderStatus_\xff\x01",
	"\xff\x09x",
	"用户:é\xff",
}

func FuzzTemplateString(f *testing.F) {
	for _, s := range templateSeeds {
		f.Add(s, s[len(s)/2:])
	}
	f.Fuzz(func(t *testing.T, a, b string) {
		ta, tb := decodeTemplate(a), decodeTemplate(b)
		s := ta.String()
		require.Equal(t, s, ta.String(), "String is not deterministic")

		var want, text strings.Builder
		for _, p := range ta.Parts {
			if p.Hole != nil {
				want.WriteString("<" + p.Hole.Label() + ">")
				continue
			}
			want.WriteString(p.Lit)
			text.WriteString(p.Lit)
		}
		require.Equal(t, want.String(), s)
		require.Equal(t, text.String(), ta.Text())
		if ta.IsLiteral() {
			require.Equal(t, ta.Text(), s)
		}

		before := len(ta.Parts)
		joined := ta.Append(tb)
		require.Equal(t, s+tb.String(), joined.String())
		require.Len(t, ta.Parts, before, "Append changed its receiver")
	})
}

// FuzzCheck runs every preset over arbitrary templates: no panics, every
// finding points into literal text, messages quote the key (cut when
// long) and stay short, results are deterministic, and slots agree with
// HashSlot.
func FuzzCheck(f *testing.F) {
	// A message quotes at most the key and one segment, each cut to
	// maxQuoted bytes and escaped (4 bytes a byte at worst), and words.
	const maxMessage = 2*4*maxQuoted + 200
	for _, s := range templateSeeds {
		f.Add(s)
	}
	var checkers []*Checker
	for _, name := range Presets {
		cfg, err := PresetConfig(name)
		require.NoError(f, err)
		cfg.ASCIIOnly = name == "upper"
		cfg.MinLength, cfg.MaxSegmentLength = 3, 20
		if name == "camel" {
			cfg.Namespaces, cfg.Prefix = []string{"app"}, "app:"
		}
		c, err := NewChecker(cfg)
		require.NoError(f, err)
		checkers = append(checkers, c)
	}
	f.Fuzz(func(t *testing.T, data string) {
		tp := decodeTemplate(data)
		for _, c := range checkers {
			got := c.Check(tp)
			validFindings(t, tp, got)
			require.Equal(t, got, c.Check(tp))
			for _, f := range got {
				require.True(t, strings.HasPrefix(f.Message, "key "+quote(shorten(tp.String()))+" "), f.Message)
				require.LessOrEqual(t, len(f.Message), maxMessage, f.Message)
			}
		}
		slot, ok := tp.Slot()
		if tp.IsLiteral() {
			require.True(t, ok)
			require.Equal(t, HashSlot(tp.Text()), slot)
			require.Equal(t, SlotSame, SameSlot(tp, Lit(tp.Text())))
		}
		if h, ok := tp.HashedPart(); ok {
			require.Equal(t, SlotSame == SameSlot(tp, tp), sameRendering(h, h))
		}
	})
}
