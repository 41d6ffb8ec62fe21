package fmtstr

import (
	"fmt"
	"regexp"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// opLit and opVerb build the expected directives of Parse.
func opLit(start, end int, text string) Directive {
	return Directive{Start: start, End: end, Text: text}
}

func opVerb(start, end int, v rune, arg int) Directive {
	return Directive{Start: start, End: end, Verb: v, Arg: arg}
}

func TestParseFormat(t *testing.T) {
	tests := []struct {
		format string
		want   []Directive
	}{
		{"user:profile", []Directive{opLit(0, 12, "user:profile")}},
		{"user:%d", []Directive{opLit(0, 5, "user:"), opVerb(5, 7, 'd', 0)}},
		{"%s:%d:cart", []Directive{opVerb(0, 2, 's', 0), opLit(2, 3, ":"), opVerb(3, 5, 'd', 1), opLit(5, 10, ":cart")}},
		{"rate:100%%", []Directive{opLit(0, 8, "rate:100"), opLit(8, 10, "%")}},
		{"%%:%d", []Directive{opLit(0, 2, "%"), opLit(2, 3, ":"), opVerb(3, 5, 'd', 0)}},
		{"%08d", []Directive{opVerb(0, 4, 'd', 0)}},
		{"%-8.3f|", []Directive{opVerb(0, 6, 'f', 0), opLit(6, 7, "|")}},
		{"%+d", []Directive{opVerb(0, 3, 'd', 0)}},
		{"%x", []Directive{opVerb(0, 2, 'x', 0)}},
		// An explicit index picks the operand; the next verb takes the
		// one after it.
		{"%[2]s:%[1]d", []Directive{opVerb(0, 5, 's', 1), opLit(5, 6, ":"), opVerb(6, 11, 'd', 0)}},
		{"%[2]d:%d", []Directive{opVerb(0, 5, 'd', 1), opLit(5, 6, ":"), opVerb(6, 8, 'd', 2)}},
		// A '*' width or precision consumes an operand of its own.
		{"%*d", []Directive{opVerb(0, 3, 'd', 1)}},
		{"%.*f:%s", []Directive{opVerb(0, 4, 'f', 1), opLit(4, 5, ":"), opVerb(5, 7, 's', 2)}},
		{"%[3]*.[2]*[1]f", []Directive{opVerb(0, 14, 'f', 0)}},
	}
	for _, tt := range tests {
		t.Run(tt.format, func(t *testing.T) {
			got, ok := Parse(tt.format)
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
			_, ok := Parse(format)
			assert.False(t, ok)
		})
	}
}

// simpleVerb is a verb that renders its operand as is when the operand is
// a string: %v or %s, with an explicit index at most.
var simpleVerb = regexp.MustCompile(`^%(\[[1-9][0-9]?\])?[vs]$`)

// FuzzParseFormat checks Parse against fmt itself: the operations
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
		ops, ok := Parse(format)
		if !ok {
			return
		}
		want := 0
		maxArg := -1
		simple := true
		for _, op := range ops {
			require.Equal(t, want, op.Start, "%q: operations are contiguous", format)
			require.Greater(t, op.End, op.Start, "%q: operations are not empty", format)
			want = op.End
			src := format[op.Start:op.End]
			if op.Verb == 0 {
				if src == "%%" {
					require.Equal(t, "%", op.Text, "%q", format)
				} else {
					require.Equal(t, src, op.Text, "%q: literal text is the source", format)
					require.NotContains(t, src, "%", "%q: a literal holds no verb", format)
				}
				continue
			}
			require.True(t, strings.HasPrefix(src, "%"), "%q: a verb starts with %%", format)
			require.GreaterOrEqual(t, op.Arg, 0, "%q", format)
			maxArg = max(maxArg, op.Arg)
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
			if op.Verb == 0 {
				got.WriteString(op.Text)
			} else {
				got.WriteString(args[op.Arg].(string))
			}
		}
		// fmt reports operands that no verb used (without explicit
		// indexes); Parse has nothing to say about them.
		rendered := fmt.Sprintf(format, args...)
		if strings.Contains(rendered, "%!(EXTRA") {
			return
		}
		assert.Equal(t, rendered, got.String(), "%q", format)
	})
}
