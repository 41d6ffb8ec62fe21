package keyrules

import (
	"fmt"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestValidate(t *testing.T) {
	for _, tc := range []struct {
		edit func(*Config)
		want string
	}{
		{func(c *Config) { c.Case = "snakecase" }, `case: "snakecase" is not one of snake, kebab, camel, pascal, lower, upper, any, consistent`},
		{func(c *Config) { c.Preset = "kebab" }, `preset: "kebab" is not one of snake, camel, upper, dotted, short`},
		{func(c *Config) { c.Separator = "" }, `separator: "" is not one punctuation character such as ":" or ".", or consistent`},
		{func(c *Config) { c.Separator = "::" }, `separator: "::" is not one punctuation character such as ":" or ".", or consistent`},
		{func(c *Config) { c.Separator = "a" }, `separator: "a" is not one punctuation character such as ":" or ".", or consistent`},
		{func(c *Config) { c.Separator = "{" }, `separator: "{" is not one punctuation character such as ":" or ".", or consistent`},
		{func(c *Config) { c.ForeignSeparators = ".x" }, `foreign-separators: "x" is not a punctuation character`},
		{func(c *Config) { c.ForeignSeparators = ".:" }, `foreign-separators: ".:" holds the separator ":"`},
		{func(c *Config) { c.MaxLength = -1 }, `max-length: -1 is negative; use 0 to turn the bound off or a positive number`},
		{func(c *Config) { c.MinDepth = -2 }, `min-depth: -2 is negative; use 0 to turn the bound off or a positive number`},
		{func(c *Config) { c.SegmentMaxLengths = []int{3, -1} }, `segment-max-lengths: -1 is negative; use 0 for no bound or a positive number`},
		{func(c *Config) { c.MinLength = 200 }, `min-length: 200 is greater than max-length 128`},
		{func(c *Config) { c.MinDepth = 7 }, `min-depth: 7 is greater than max-depth 6`},
		{func(c *Config) { c.Namespaces = []string{"a:b"} }, `namespaces: "a:b" is not a single non-empty segment`},
		{func(c *Config) { c.Namespaces = []string{""} }, `namespaces: "" is not a single non-empty segment`},
		{func(c *Config) { c.ClientVersion = "9.7" }, `client-version: "9.7" is not a go-redis version such as v9.7.0`},
		{func(c *Config) { c.ForbiddenCommands = []string{"KEYS *"} }, `forbidden-commands: "KEYS *" is not a Redis command name such as KEYS`},
		{func(c *Config) { c.SlowCommands = []string{""} }, `slow-commands: "" is not a Redis command name such as HGETALL`},
		{func(c *Config) { c.Disable = []string{"spelling"} }, `disable: "spelling" is not one of separator, case, length, charset, depth, namespace, hashtag, crossslot, command, ttl, type, batch, bigkey, structure, time, script-keys, unresolved, directive`},
		{func(c *Config) { c.Overrides = []Override{{}} }, `overrides[0].paths: is empty; give at least one directory or pattern`},
	} {
		cfg := Default()
		tc.edit(&cfg)
		assert.EqualError(t, cfg.Validate(), tc.want)
		_, err := NewChecker(cfg)
		assert.EqualError(t, err, tc.want)
	}
}

func TestPresetConfigs(t *testing.T) {
	for _, name := range Presets {
		cfg, err := PresetConfig(name)
		require.NoError(t, err, name)
		require.NoError(t, cfg.Validate(), name)
		_, err = NewChecker(cfg)
		require.NoError(t, err, name)
	}
	_, err := PresetConfig("kebab")
	require.EqualError(t, err, `preset: "kebab" is not one of snake, camel, upper, dotted, short`)

	def, err := PresetConfig("")
	require.NoError(t, err)
	assert.Equal(t, Default().Case, def.Case)
	dotted, err := PresetConfig("dotted")
	require.NoError(t, err)
	assert.Equal(t, ".", dotted.Separator)
	assert.Equal(t, []string{".", "_", ":"}, dotted.Separators)
	require.Len(t, dotted.Levels, 5)
	assert.Equal(t, LevelRule{MaxLength: 3, Case: CaseLower, LettersOnly: true}, dotted.Levels[0])
	assert.Equal(t, &LevelRule{MaxLength: 18, Case: CaseAny}, dotted.LastSegment)
	assert.Equal(t, 500, dotted.MaxBatch)
	assert.Equal(t, 50000, dotted.MaxElements)
}

func TestEnabled(t *testing.T) {
	cfg := Default()
	for _, r := range []RuleID{RuleSeparator, RuleCase, RuleLength, RuleCharset, RuleDepth, RuleHashtag, RuleCommand, RuleType} {
		assert.True(t, cfg.Enabled(r), r)
	}
	for _, r := range []RuleID{RuleNamespace, RuleCrossslot, RuleTTL, RuleUnresolved} {
		assert.False(t, cfg.Enabled(r), r)
	}
	cfg.Prefix, cfg.Cluster, cfg.TTL, cfg.Strict = "app:", true, true, true
	for _, r := range []RuleID{RuleNamespace, RuleCrossslot, RuleTTL, RuleUnresolved} {
		assert.True(t, cfg.Enabled(r), r)
	}
	cfg.Disable = []string{string(RuleCase)}
	assert.False(t, cfg.Enabled(RuleCase))
}

// TestValidateWithAsksTheCommandTable: the table is asked about each
// well-formed command name in the order Validate checks the options, so
// the first invalid option is reported whoever knows the commands.
func TestValidateWithAsksTheCommandTable(t *testing.T) {
	cfg := Default()
	cfg.ForbiddenCommands = []string{"KEYS", "NOPE"}
	cfg.SlowCommands = []string{"bad name"}
	cfg.Disable = []string{"spelling"}
	var asked []string
	err := cfg.ValidateWith(func(key, name string) error {
		asked = append(asked, key+" "+name)
		if name == "NOPE" {
			return fmt.Errorf("%s: %q is not in the table", key, name)
		}
		return nil
	})
	assert.EqualError(t, err, `forbidden-commands: "NOPE" is not in the table`)
	assert.Equal(t, []string{"forbidden-commands KEYS", "forbidden-commands NOPE"}, asked)
	assert.EqualError(t, cfg.Validate(), `slow-commands: "bad name" is not a Redis command name such as HGETALL`)
}
