package lsp

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestParseSettings(t *testing.T) {
	root := t.TempDir()
	require.NoError(t, os.MkdirAll(filepath.Join(root, "lint"), 0o755))
	require.NoError(t, os.WriteFile(filepath.Join(root, "lint/rediskeylint.yml"), []byte("preset: camel\n"), 0o644))
	s, err := parseSettings(map[string]any{
		"preset":      "camel",
		"max-length":  float64(64),
		"namespaces":  []any{"shop", "auth"},
		"fix-renames": true,
		"config":      "lint/rediskeylint.yml",
		"tags":        "integration",
	}, root)
	require.NoError(t, err)
	assert.Equal(t, map[string]string{
		"preset":      "camel",
		"max-length":  "64",
		"namespaces":  "shop,auth",
		"fix-renames": "true",
		"config":      filepath.Join(root, "lint/rediskeylint.yml"),
	}, s.flags)
	assert.Equal(t, "integration", s.tags)

	a, err := newAnalyzer(s)
	require.NoError(t, err)
	assert.Equal(t, "64", a.Flags.Lookup("max-length").Value.String())

	_, err = parseSettings(map[string]any{"test": false}, root)
	require.Error(t, err, "test files are always analysed, as on the command line: -test is no option")
}

func TestParseSettingsErrors(t *testing.T) {
	for _, tc := range []struct {
		opts any
		want string
	}{
		{[]any{"x"}, "initializationOptions: a list is not an object of command-line flag names"},
		{map[string]any{"sepaartor": "."}, `initializationOptions: "sepaartor" is not an option; the options are`},
		{map[string]any{"case": "shouty"}, "initializationOptions: case:"},
		{map[string]any{"max-length": "long"}, "initializationOptions: max-length:"},
		{map[string]any{"namespaces": []any{"a,b"}}, "initializationOptions: namespaces: a list holds"},
		{map[string]any{"preset": map[string]any{}}, "initializationOptions: preset: an object is not a string"},
	} {
		_, err := parseSettings(tc.opts, "")
		require.Error(t, err, "%v", tc.opts)
		assert.Contains(t, err.Error(), tc.want)
	}
}
