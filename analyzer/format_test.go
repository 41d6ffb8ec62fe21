package analyzer

import (
	"fmt"
	"regexp"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// opLit and opVerb build the expected operations of parseFormat.
func opLit(start, end int, text string) formatOp {
	return formatOp{start: start, end: end, text: text}
}

func opVerb(start, end int, v rune, arg int) formatOp {
	return formatOp{start: start, end: end, verb: v, arg: arg}
}

func TestParseFormat(t *testing.T) {
	tests := []struct {
		format string
		want   []formatOp
	}{
		{"user:profile", []formatOp{opLit(0, 12, "user:profile")}},
		{"user:%d", []formatOp{opLit(0, 5, "user:"), opVerb(5, 7, 'd', 0)}},
		{"%s:%d:cart", []formatOp{opVerb(0, 2, 's', 0), opLit(2, 3, ":"), opVerb(3, 5, 'd', 1), opLit(5, 10, ":cart")}},
		{"rate:100%%", []formatOp{opLit(0, 8, "rate:100"), opLit(8, 10, "%")}},
		{"%%:%d", []formatOp{opLit(0, 2, "%"), opLit(2, 3, ":"), opVerb(3, 5, 'd', 0)}},
		{"%08d", []formatOp{opVerb(0, 4, 'd', 0)}},
		{"%-8.3f|", []formatOp{opVerb(0, 6, 'f', 0), opLit(6, 7, "|")}},
		{"%+d", []formatOp{opVerb(0, 3, 'd', 0)}},
		{"%x", []formatOp{opVerb(0, 2, 'x', 0)}},
		// An explicit index picks the operand; the next verb takes the
		// one after it.
		{"%[2]s:%[1]d", []formatOp{opVerb(0, 5, 's', 1), opLit(5, 6, ":"), opVerb(6, 11, 'd', 0)}},
		{"%[2]d:%d", []formatOp{opVerb(0, 5, 'd', 1), opLit(5, 6, ":"), opVerb(6, 8, 'd', 2)}},
		// A '*' width or precision consumes an operand of its own.
		{"%*d", []formatOp{opVerb(0, 3, 'd', 1)}},
		{"%.*f:%s", []formatOp{opVerb(0, 4, 'f', 1), opLit(4, 5, ":"), opVerb(5, 7, 's', 2)}},
		{"%[3]*.[2]*[1]f", []formatOp{opVerb(0, 14, 'f', 0)}},
	}
	for _, tt := range tests {
		t.Run(tt.format, func(t *testing.T) {
			got, ok := parseFormat(tt.format)
			require.True(t, ok)
			assert.Equal(t, tt.want, got)
		})
	}
}

func TestParseFormatRejectsMalformed(t *testing.T) {
	for _, format := range []string{
		"user:%",     // no verb
		"user:%-",    // flags, no verb
		"user:%[1]",  // index, no verb
		"user:%[x]d", // not a number
		"user:%[0]d", // indexes start at 1
		"user:%[2",   // unclosed index
		"user:%.",    // precision, no verb
	} {
		t.Run(format, func(t *testing.T) {
			_, ok := parseFormat(format)
			assert.False(t, ok)
		})
	}
}

// simpleVerb is a verb that renders its operand as is when the operand is
// a string: %v or %s, with an explicit index at most.
var simpleVerb = regexp.MustCompile(`^%(\[[1-9][0-9]?\])?[vs]$`)

// FuzzParseFormat checks parseFormat against fmt itself: the operations
// cover the format string in order, literal text is the source text ("%%"
// gives "%"), and, when every verb is a simple %v or %s, substituting the
// operands into the operations renders what fmt.Sprintf renders.
func FuzzParseFormat(f *testing.F) {
	for _, seed := range []string{
		"user:%d", "%[2]v:%[1]v", "%v%%%v", "a%[3]v%v", "%*d", "%[2]*[1]v", "100%%", "%-8.3f", "%", "%[",
		"shop:%s:cart:%v", "%[1]v%[1]v", "%!v", "%%%%",
		"%\x00", // a NUL verb is still a verb, not literal text
	} {
		f.Add(seed)
	}
	f.Fuzz(func(t *testing.T, format string) {
		ops, ok := parseFormat(format)
		if !ok {
			return
		}
		want := 0
		maxArg := -1
		simple := true
		for _, op := range ops {
			require.Equal(t, want, op.start, "%q: operations are contiguous", format)
			require.Greater(t, op.end, op.start, "%q: operations are not empty", format)
			want = op.end
			src := format[op.start:op.end]
			if op.verb == 0 {
				if src == "%%" {
					require.Equal(t, "%", op.text, "%q", format)
				} else {
					require.Equal(t, src, op.text, "%q: literal text is the source", format)
					require.NotContains(t, src, "%", "%q: a literal holds no verb", format)
				}
				continue
			}
			require.True(t, strings.HasPrefix(src, "%"), "%q: a verb starts with %%", format)
			require.GreaterOrEqual(t, op.arg, 0, "%q", format)
			maxArg = max(maxArg, op.arg)
			if !simpleVerb.MatchString(src) {
				simple = false
			}
		}
		require.Equal(t, len(format), want, "%q: operations cover the format", format)
		if !simple || maxArg > 20 {
			return
		}
		args := make([]any, maxArg+1)
		for i := range args {
			args[i] = fmt.Sprintf("<%d>", i)
		}
		var got strings.Builder
		for _, op := range ops {
			if op.verb == 0 {
				got.WriteString(op.text)
			} else {
				got.WriteString(args[op.arg].(string))
			}
		}
		// fmt reports operands that no verb used (without explicit
		// indexes); parseFormat has nothing to say about them.
		rendered := fmt.Sprintf(format, args...)
		if strings.Contains(rendered, "%!(EXTRA") {
			return
		}
		assert.Equal(t, rendered, got.String(), "%q", format)
	})
}
