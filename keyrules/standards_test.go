package keyrules

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func unixHole() *Hole {
	h := NewHole(Int)
	h.Unix = true
	return h
}

func presetChecker(t *testing.T, name string) *Checker {
	t.Helper()
	cfg, err := PresetConfig(name)
	require.NoError(t, err)
	c, err := NewChecker(cfg)
	require.NoError(t, err)
	return c
}

// Standard 003 §4 (003_9aa57c51b8cb3a39.txt): dates are "date:<YYYYMMDD>"
// (order:summary:date:20241122), timestamps "ts:<n>"
// (session:token:uid:abc123:ts:1692806400). A time formatted with a layout
// is checked like the text the layout renders.
func TestSeed003TimeSegments(t *testing.T) {
	snake := presetChecker(t, "snake")
	for _, tc := range []struct {
		key  Template
		want []string
	}{
		{tpl("order:summary:date:", LayoutHole("20060102")), nil},
		{tpl("session:token:uid:abc123:ts:", unixHole()), nil},
		{tpl("order:summary:date:20241122"), nil},
		{tpl("order:summary:date:", unixHole()), []string{
			`time -1[0:0] key "order:summary:date:<int>" has a Unix timestamp <int> after "date"; write the date as YYYYMMDD (layout 20060102), or the timestamp after "ts"`}},
		{tpl("order:summary:date:", LayoutHole("2006-01-02")), []string{
			`time -1[0:0] key "order:summary:date:<2006-01-02>" has a time <2006-01-02> after "date" that is not YYYYMMDD (layout 20060102)`}},
		{tpl("session:token:ts:", LayoutHole(time.RFC3339)), []string{
			`case -1[0:0] key "session:token:ts:<2006-01-02T15:04:05Z07:00>" holds a <2006-01-02T15:04:05Z07:00> value that renders "2006-01-02T15", which is not snake_case`,
			`separator -1[0:0] key "session:token:ts:<2006-01-02T15:04:05Z07:00>" holds a <2006-01-02T15:04:05Z07:00> value that can render the separator ":"`,
			`time -1[0:0] key "session:token:ts:<2006-01-02T15:04:05Z07:00>" has a formatted time <2006-01-02T15:04:05Z07:00> after "ts"; a timestamp is a Unix number (time.Time.Unix)`}},
		{tpl("report:daily:", LayoutHole("2006-01-02 15:04")), []string{
			`charset -1[0:0] key "report:daily:<2006-01-02 15:04>" holds a <2006-01-02 15:04> value that renders a space and can render the separator ":"`}},
		{tpl("report:daily:", LayoutHole("20060102")), nil},
	} {
		assert.Equal(t, tc.want, nilIfEmpty(showAll(snake.Check(tc.key))), tc.key.String())
	}
	// The other presets leave the date and ts words alone.
	assert.Empty(t, presetChecker(t, "camel").Check(tpl("order:summary:date:", unixHole())))
}

func TestLayoutHoleRendering(t *testing.T) {
	h := LayoutHole(time.RFC3339)
	assert.True(t, h.canRender(':'))
	assert.True(t, h.canRender('+'))
	assert.True(t, h.canRender('Z'))
	assert.True(t, h.alwaysRenders('T'))
	assert.False(t, h.canRender(' '))
	assert.Equal(t, len("2006-01-02T15:04:05Z"), h.MinLen)
	assert.Equal(t, len("2006-01-02T15:04:05+08:00"), h.MaxLen)
	d := LayoutHole("20060102")
	assert.Equal(t, 8, d.MinLen)
	assert.Equal(t, 8, d.MaxLen)
	assert.False(t, d.canRender('-'))
	assert.True(t, d.canRender('7'))
	// A time in a layout is never unknown, and it prints as its layout.
	assert.Equal(t, "d:<2006-01-02>", tpl("d:", LayoutHole("2006-01-02")).String())
}

func nilIfEmpty(s []string) []string {
	if len(s) == 0 {
		return nil
	}
	return s
}
