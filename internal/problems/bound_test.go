package problems

import (
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/stretchr/testify/assert"
)

func TestBoundMessageElidesTheMiddle(t *testing.T) {
	short := `key "user:1" segment "User" is not snake_case`
	assert.Equal(t, short, Bound(short))

	long := `key "` + strings.Repeat("é", 5000) + `:x" is 10003 bytes long, more than max-length 128`
	got := Bound(long)
	assert.LessOrEqual(t, len(got), maxMessageBytes+40)
	assert.True(t, utf8.ValidString(got), "never cuts a character in two")
	assert.True(t, strings.HasPrefix(got, `key "éé`))
	assert.True(t, strings.HasSuffix(got, "more than max-length 128"), "what is wrong stays")
	assert.Contains(t, got, "bytes elided)…")
}
