package auditcmd

import (
	"bytes"
	"context"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/rediskeylint/rediskeylint/internal/redistest"
)

// codeSpans matches the code spans of a table row: fenced by one
// backtick, or by two and a space when the text holds one.
var codeSpans = regexp.MustCompile("`` .*? ``|`[^`]*`")

// TestAuditEscapesLiveKeys: the keys of a live server are untrusted. Keys
// holding a terminal escape, a newline, a pipe or a backtick print as
// escapes in the text report, and keep the Markdown tables whole.
func TestAuditEscapesLiveKeys(t *testing.T) {
	srv := redistest.Start(t)
	rdb := srv.Client(t)
	ctx := context.Background()
	require.NoError(t, rdb.Set(ctx, "app:token:00ff", "t", time.Hour).Err())
	hostile := []string{
		"evil:\x1b[2J\x1b]0;owned\x07:1",
		"evil:line\nbreak:2",
		"evil:a|b:3",
		"evil:tick`code:4",
		"evil:\xff\xfe:5",
	}
	for _, k := range hostile {
		require.NoError(t, rdb.Set(ctx, k, "x", time.Hour).Err())
	}

	var text, stderr bytes.Buffer
	code := Run(testTool, []string{"-redis", "redis://" + srv.Addr, "-catalog", writeCatalog(t), "-format", "text"}, &text, &stderr)
	require.Equal(t, 3, code, stderr.String())
	out := text.String()
	for _, raw := range []string{"\x1b", "\x07", "line\nbreak", "\xff"} {
		assert.NotContains(t, out, raw, "raw bytes of a live key reach the terminal")
	}
	assert.Contains(t, out, `\x1b[2J`)
	assert.Contains(t, out, `line\nbreak`)

	var md bytes.Buffer
	code = Run(testTool, []string{"-redis", "redis://" + srv.Addr, "-catalog", writeCatalog(t), "-format", "markdown"}, &md, &stderr)
	require.Equal(t, 3, code, stderr.String())
	doc := md.String()
	assert.NotContains(t, doc, "\x1b")
	// Every row of a table has as many cells as its header.
	var columns int
	for _, line := range strings.Split(doc, "\n") {
		if !strings.HasPrefix(line, "|") {
			columns = 0
			continue
		}
		cells := len(strings.Split(strings.ReplaceAll(line, `\|`, ""), "|")) - 2
		if columns == 0 {
			columns = cells
			continue
		}
		assert.Equal(t, columns, cells, "a row of the table is split or merged:\n%s", line)
		// A backtick opens a code span only where the report opens one.
		rest := codeSpans.ReplaceAllString(strings.ReplaceAll(line, "\\`", ""), "")
		assert.NotContains(t, rest, "`", "a backtick outside the report's code spans:\n%s", line)
	}
	assert.Contains(t, doc, "a\\|b")
}
