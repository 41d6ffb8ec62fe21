package baseline

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestRoundTripAndMatch(t *testing.T) {
	a := Fingerprint{"cache/keys.go", "case", `key "userId:<int>" segment "userId" is not snake_case`}
	b := Fingerprint{"cache/keys.go", "depth", `key "x" has 1 segment, fewer than min-depth 2`}
	base := New([]Fingerprint{b, a, a})
	assert.Equal(t, []Finding{{a.File, a.Rule, a.Message, 2}, {b.File, b.Rule, b.Message, 1}}, base.Findings)

	path := filepath.Join(t.TempDir(), "baseline.json")
	var buf bytes.Buffer
	require.NoError(t, base.Write(&buf))
	require.NoError(t, os.WriteFile(path, buf.Bytes(), 0o644))
	got, err := Read(path)
	require.NoError(t, err)
	assert.Equal(t, base, got)

	m := got.Matcher()
	assert.True(t, m.Known(a))
	assert.True(t, m.Known(a))
	assert.False(t, m.Known(a), "a third copy is new")
	assert.True(t, m.Known(b))
	assert.False(t, m.Known(Fingerprint{"other.go", b.Rule, b.Message}), "another file is new")
}

func TestReadErrors(t *testing.T) {
	dir := t.TempDir()
	for name, content := range map[string]string{
		"notjson.json": "{",
		"tool.json":    `{"tool":"other","format":1,"findings":[]}`,
		"entry.json":   `{"tool":"rediskeylint","format":1,"findings":[{"file":"a.go","rule":"case","message":"m","count":0}]}`,
	} {
		p := filepath.Join(dir, name)
		require.NoError(t, os.WriteFile(p, []byte(content), 0o644))
		_, err := Read(p)
		assert.ErrorContains(t, err, p, name)
	}
	assert.Equal(t, "a/b.go", RelFile("/m", "/m/a/b.go"))
	assert.Equal(t, "/elsewhere/b.go", RelFile("/m", "/elsewhere/b.go"))
}

// TestLeft counts the baseline's findings that no run matched: stale.
func TestLeft(t *testing.T) {
	a := Fingerprint{"a.go", "case", "m"}
	b := Fingerprint{"b.go", "ttl", "n"}
	m := New([]Fingerprint{a, a, b}).Matcher()
	assert.Equal(t, 3, m.Left())
	assert.True(t, m.Known(a))
	assert.Equal(t, 2, m.Left())
	assert.False(t, m.Known(Fingerprint{"c.go", "case", "m"}))
	assert.Equal(t, 2, m.Left(), "an unknown finding uses nothing")
}
