package plugin

import (
	"testing"

	"github.com/golangci/plugin-module-register/register"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/rediskeylint/rediskeylint/keyrules"
)

func TestPluginIsRegistered(t *testing.T) {
	newPlugin, err := register.GetPlugin("rediskeylint")
	require.NoError(t, err)
	p, err := newPlugin(nil)
	require.NoError(t, err)
	assert.Equal(t, register.LoadModeTypesInfo, p.GetLoadMode())
}

func TestSettingsAreDecoded(t *testing.T) {
	// Values as golangci-lint passes them: viper maps, []any, JSON numbers.
	p, err := New(map[string]any{
		"case":       "camel",
		"max-length": float64(64),
		"namespaces": []any{"shop", "auth"},
		"cluster":    true,
		"overrides":  []any{map[string]any{"paths": []any{"legacy"}, "case": "any"}},
	})
	require.NoError(t, err)
	cfg := p.(*linter).cfg
	assert.Equal(t, keyrules.CaseCamel, cfg.Case)
	assert.Equal(t, 64, cfg.MaxLength)
	assert.Equal(t, []string{"shop", "auth"}, cfg.Namespaces)
	assert.True(t, cfg.Cluster)
	require.Len(t, cfg.Overrides, 1)
	assert.Equal(t, []string{"legacy"}, cfg.Overrides[0].Paths)
}

func TestNoSettingsMeansDefaults(t *testing.T) {
	for _, settings := range []any{nil, map[string]any{}} {
		p, err := New(settings)
		require.NoError(t, err)
		assert.Equal(t, keyrules.Default(), p.(*linter).cfg)
	}
}

func TestPresetSetting(t *testing.T) {
	p, err := New(map[string]any{"preset": "dotted", "max-length": 40})
	require.NoError(t, err)
	cfg := p.(*linter).cfg
	assert.Equal(t, ".", cfg.Separator)
	assert.Equal(t, 40, cfg.MaxLength)
}

func TestBadSettingsAreErrors(t *testing.T) {
	tests := []struct {
		settings any
		want     string
	}{
		{map[string]any{"case": "snakecase"}, `rediskeylint: settings: case: "snakecase" is not one of snake, kebab, camel, pascal, lower, upper, any, consistent`},
		{map[string]any{"colour": "red"}, `rediskeylint: settings: unknown key "colour"; allowed keys are preset, separator,`},
		{map[string]any{"max-length": "long"}, `rediskeylint: settings: max-length: "long" is not an integer`},
		{map[string]any{"overrides": []any{map[string]any{"paths": []any{"a"}, "strict": "maybe"}}}, `rediskeylint: settings: overrides[0]: strict: "maybe" is not true or false`},
		{"case: camel", `rediskeylint: settings: a string is not a mapping of option keys to values`},
	}
	for _, tt := range tests {
		p, err := New(tt.settings)
		require.Error(t, err, "%v", tt.settings)
		assert.Nil(t, p)
		assert.Contains(t, err.Error(), tt.want)
	}
}

func TestBuildAnalyzersReturnsRediskey(t *testing.T) {
	p, err := New(map[string]any{"strict": true})
	require.NoError(t, err)
	analyzers, err := p.BuildAnalyzers()
	require.NoError(t, err)
	require.Len(t, analyzers, 1)
	assert.Equal(t, "rediskeylint", analyzers[0].Name, "named as the linter, so that golangci-lint does not print the analyzer name too")
	assert.NotNil(t, analyzers[0].Run)
	// Every build is a fresh analyzer: two linters do not share flags or caches.
	again, err := p.BuildAnalyzers()
	require.NoError(t, err)
	assert.NotSame(t, analyzers[0], again[0])
}

func TestFixRenamesSetting(t *testing.T) {
	p, err := New(map[string]any{"fix-renames": true, "case": "camel"})
	require.NoError(t, err)
	l := p.(*linter)
	assert.True(t, l.fixRenames)
	assert.Equal(t, keyrules.CaseCamel, l.cfg.Case)

	p, err = New(map[string]any{"case": "camel"})
	require.NoError(t, err)
	assert.False(t, p.(*linter).fixRenames)

	_, err = New(map[string]any{"fix-renames": "yes"})
	require.EqualError(t, err, "rediskeylint: settings: fix-renames: yes is not true or false")
}
