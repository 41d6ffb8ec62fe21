package config

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/rediskeylint/rediskeylint/keyrules"
)

func TestParseConfigEmptyDocumentKeepsBase(t *testing.T) {
	base := keyrules.Default()
	base.Strict = true
	for _, doc := range []string{"", "# nothing yet\n", "---\n", "~\n"} {
		c, err := Parse([]byte(doc), base)
		require.NoError(t, err, "%q", doc)
		assert.Equal(t, base, c, "%q", doc)
	}
}

func TestParseConfigSetsEveryKind(t *testing.T) {
	c, err := Parse([]byte(`
separator: ":"
case: kebab
max-length: 64
min-depth: 3
namespaces: [shop, auth]
prefix: "app:"
cluster: true
client-version: v9.7.0
strict: true
forbidden-commands: [KEYS]
slow-commands: [HGETALL, SMEMBERS]
ttl: true
disable: [type]
segment-max-lengths: [3, 0, 5]
`), keyrules.Default())
	require.NoError(t, err)
	want := keyrules.Default()
	want.Case = keyrules.CaseKebab
	want.MaxLength = 64
	want.MinDepth = 3
	want.Namespaces = []string{"shop", "auth"}
	want.Prefix = "app:"
	want.Cluster = true
	want.ClientVersion = "v9.7.0"
	want.Strict = true
	want.ForbiddenCommands = []string{"KEYS"}
	want.SlowCommands = []string{"HGETALL", "SMEMBERS"}
	want.TTL = true
	want.Disable = []string{"type"}
	want.SegmentMaxLengths = []int{3, 0, 5}
	assert.Equal(t, want, c)
}

func TestParseConfigPresetRestartsFromPreset(t *testing.T) {
	base := keyrules.Default()
	base.Strict = true // lost: the preset starts over from the defaults
	c, err := Parse([]byte("max-length: 40\npreset: dotted\n"), base)
	require.NoError(t, err)
	want, err := keyrules.PresetConfig("dotted")
	require.NoError(t, err)
	want.MaxLength = 40 // explicit keys win over the preset, wherever they stand
	assert.Equal(t, want, c)
}

func TestParseConfigWithoutPresetStartsFromBase(t *testing.T) {
	base, err := keyrules.PresetConfig("upper")
	require.NoError(t, err)
	c, err := Parse([]byte("max-depth: 4\n"), base)
	require.NoError(t, err)
	assert.Equal(t, keyrules.CaseUpper, c.Case)
	assert.Equal(t, 4, c.MaxDepth)
}

func TestParseConfigListsReplace(t *testing.T) {
	c, err := Parse([]byte("forbidden-commands: [FLUSHALL]\n"), keyrules.Default())
	require.NoError(t, err)
	assert.Equal(t, []string{"FLUSHALL"}, c.ForbiddenCommands)
}

func TestParseConfigSeparatorAloneLeavesForeignSeparators(t *testing.T) {
	c, err := Parse([]byte(`separator: "."`), keyrules.Default())
	require.NoError(t, err)
	assert.Equal(t, ".", c.Separator)
	assert.Equal(t, "/|;,", c.ForeignSeparators)

	// Both given: the user's foreign-separators stand and must not hold it.
	_, err = Parse([]byte("separator: \".\"\nforeign-separators: \"./\"\n"), keyrules.Default())
	require.Error(t, err)
	assert.Contains(t, err.Error(), "foreign-separators")
}

// Standard 001 allows "." "_" and ":" between levels; a dotted file can
// give its own level rules.
func TestParseConfigStandardsOptions(t *testing.T) {
	c, err := Parse([]byte("separators: [\".\", \"_\", \":\"]\nlevels:\n  - {max-length: 3, case: lower, letters-only: true}\nlast-segment: {max-length: 18, case: any}\nmax-batch: 500\n"), keyrules.Default())
	require.NoError(t, err)
	assert.Equal(t, ":", c.Separator, "the separator stays when it is one of separators")
	assert.Equal(t, []string{".", "_", ":"}, c.Separators)
	assert.Equal(t, "/|;,", c.ForeignSeparators, "the separators leave the foreign ones")
	assert.Equal(t, []keyrules.LevelRule{{MaxLength: 3, Case: keyrules.CaseLower, LettersOnly: true}}, c.Levels)
	assert.Equal(t, &keyrules.LevelRule{MaxLength: 18, Case: keyrules.CaseAny}, c.LastSegment)
	assert.Equal(t, 500, c.MaxBatch)

	// One separator given over the dotted preset replaces its three.
	c, err = Parse([]byte("preset: dotted\nseparator: \":\"\n"), keyrules.Default())
	require.NoError(t, err)
	assert.Equal(t, ":", c.Separator)
	assert.Nil(t, c.Separators)

	// Module commands are outside the command table.
	c, err = Parse([]byte("forbidden-commands: [keys, JSON.DEL, flushdb]\n"), keyrules.Default())
	require.NoError(t, err)
	assert.Equal(t, []string{"keys", "JSON.DEL", "flushdb"}, c.ForbiddenCommands)
}

func TestParseConfigErrors(t *testing.T) {
	tests := []struct {
		doc  string
		want string
	}{
		{"case: snakecase\n", `case: "snakecase" is not one of snake, kebab, camel, pascal, lower, upper, any, consistent`},
		{"foo: 1\n", `unknown key "foo"; allowed keys are preset, separator, foreign-separators, case, max-length,`},
		{"preset: mixed\n", `preset: "mixed" is not one of snake, camel, upper, dotted, short`},
		{"separators: [\".\", ab]\n", `separators: "ab" is not one punctuation character`},
		{"separators: [\".\", \"_\"]\nseparator: \":\"\n", `separator: ":" is not one of separators . _`},
		{"levels: [{max-length: 3, colour: red}]\n", `levels: unknown key "colour"; allowed keys are max-length, case, letters-only`},
		{"levels: [3]\n", `levels: "3" is not a mapping of max-length, case, letters-only`},
		{"levels: [{max-length: x}]\n", `levels: max-length is an integer, case a style such as lower, letters-only true or false`},
		{"levels: [{case: shouty}]\n", `levels[0].case: "shouty" is not one of snake, kebab, camel,`},
		{"last-segment: {max-length: -1}\n", `last-segment.max-length: -1 is negative`},
		{"last-segment: 18\n", `last-segment: "18" is not a mapping of max-length, case, letters-only`},
		{"max-batch: -5\n", `max-batch: -5 is negative`},
		{"max-value-bytes: big\n", `max-value-bytes: "big" is not an integer`},
		{"forbidden-commands: [KEYS, HMGETALL]\n", `forbidden-commands: "HMGETALL" is not a Redis command (the command table is redis-server`},
		{"slow-commands: [HGETALLL]\n", `slow-commands: "HGETALLL" is not a Redis command`},
		{"max-length: long\n", `max-length: "long" is not an integer`},
		{"strict: maybe\n", `strict: "maybe" is not true or false`},
		{"namespaces: shop\n", `namespaces: "shop" is not a list of strings`},
		{"case: [snake]\n", `case: a list is not a string`},
		{"separator: \"::\"\n", `separator: "::" is not one punctuation character`},
		{"max-depth: -1\n", `max-depth: -1 is negative`},
		{"min-depth: 5\nmax-depth: 3\n", `min-depth: 5 is greater than max-depth 3`},
		{"disable: [spelling]\n", `disable: "spelling" is not one of separator, case,`},
		{"case: snake\ncase: camel\n", `key "case" is given twice`},
		{"- case\n", `the document is a list, not a mapping of option keys to values`},
		{"case: [\n", `yaml: line`},
		{"overrides: {paths: [a]}\n", `overrides: a mapping is not a list of`},
		{"overrides:\n  - case: camel\n", `overrides[0].paths: is empty`},
		{"overrides:\n  - paths: [\"/abs\"]\n", `overrides[0].paths: "/abs" is not a directory or pattern relative to the module root`},
		{"overrides:\n  - paths: [\"../up\"]\n", `overrides[0].paths: "../up" is not a directory`},
		{"overrides:\n  - paths: [\"cmd/[\"]\n", `overrides[0].paths: "cmd/[" is not a valid path.Match pattern`},
		{"overrides:\n  - paths: [a]\n    colour: red\n", `overrides[0]: unknown key "colour"; allowed keys are paths, preset, separator,`},
		{"overrides:\n  - paths: [a]\n    overrides: []\n", `overrides[0]: unknown key "overrides"`},
		{"overrides:\n  - paths: [a]\n    case: snakecase\n", `overrides[0]: case: "snakecase" is not one of`},
		{"overrides:\n  - paths: [a]\n  - paths: [b]\n    max-length: x\n", `overrides[1]: max-length: "x" is not an integer`},
	}
	for _, tt := range tests {
		_, err := Parse([]byte(tt.doc), keyrules.Default())
		require.Error(t, err, "%q", tt.doc)
		assert.Contains(t, err.Error(), tt.want, "%q", tt.doc)
		assert.NotContains(t, err.Error(), "\n", "%q: errors are one line", tt.doc)
	}
}

func TestParseConfigUnknownKeyListsEveryKey(t *testing.T) {
	_, err := Parse([]byte("foo: 1\n"), keyrules.Default())
	require.Error(t, err)
	for _, k := range []string{"preset", "separator", "case", "max-length", "min-depth", "max-depth", "namespaces",
		"prefix", "cluster", "client-version", "strict", "forbidden-commands", "slow-commands", "ttl", "disable", "overrides"} {
		assert.Contains(t, err.Error(), k)
	}
}

func TestParseConfigAliases(t *testing.T) {
	c, err := Parse([]byte("namespaces: &ns [shop]\noverrides:\n  - paths: [legacy]\n    namespaces: *ns\n"), keyrules.Default())
	require.NoError(t, err)
	assert.Equal(t, []string{"shop"}, c.Namespaces)
	require.Len(t, c.Overrides, 1)
	assert.Equal(t, []any{"shop"}, c.Overrides[0].Options["namespaces"])
}

func TestWithOptionsGenericValues(t *testing.T) {
	// Values as golangci-lint hands them over: JSON numbers, []any, maps.
	c, err := WithOptions(keyrules.Default(), map[string]any{
		"case":       "camel",
		"max-length": float64(100),
		"namespaces": []any{"shop"},
		"cluster":    true,
		"disable":    []string{"ttl"},
		"overrides":  []any{map[string]any{"paths": []any{"legacy"}, "case": "any"}},
	})
	require.NoError(t, err)
	assert.Equal(t, keyrules.CaseCamel, c.Case)
	assert.Equal(t, 100, c.MaxLength)
	assert.Equal(t, []string{"shop"}, c.Namespaces)
	assert.True(t, c.Cluster)
	assert.Equal(t, []string{"ttl"}, c.Disable)
	require.Len(t, c.Overrides, 1)
	assert.Equal(t, []string{"legacy"}, c.Overrides[0].Paths)
	assert.Equal(t, map[string]any{"case": "any"}, c.Overrides[0].Options)
}

func TestWithOptionsKeepsReceiverAndEmpty(t *testing.T) {
	base := keyrules.Default()
	c, err := WithOptions(base, nil)
	require.NoError(t, err)
	assert.Equal(t, base, c)

	c, err = WithOptions(base, map[string]any{"strict": true})
	require.NoError(t, err)
	assert.True(t, c.Strict)
	assert.False(t, base.Strict, "the receiver is a value and stays unchanged")
}

func TestWithOptionsErrorsMatchFileErrors(t *testing.T) {
	tests := []struct {
		opts map[string]any
		doc  string
	}{
		{map[string]any{"case": "snakecase"}, "case: snakecase"},
		{map[string]any{"foo": 1}, "foo: 1"},
		{map[string]any{"max-length": "long"}, "max-length: long"},
		{map[string]any{"strict": "maybe"}, "strict: maybe"},
		{map[string]any{"namespaces": "shop"}, "namespaces: shop"},
	}
	for _, tt := range tests {
		_, mapErr := WithOptions(keyrules.Default(), tt.opts)
		require.Error(t, mapErr, tt.doc)
		_, fileErr := Parse([]byte(tt.doc), keyrules.Default())
		require.Error(t, fileErr, tt.doc)
		assert.Equal(t, fileErr.Error(), mapErr.Error())
	}
}

func TestWithOptionsUnsupportedValueIsAnError(t *testing.T) {
	_, err := WithOptions(keyrules.Default(), map[string]any{"case": func() {}})
	require.Error(t, err)
	_, err = WithOptions(keyrules.Default(), map[string]any{"case": map[string]any{"a": 1}})
	require.EqualError(t, err, `case: a mapping is not a string`)
}

func TestForDirAppliesMatchingOverridesInOrder(t *testing.T) {
	c, err := Parse([]byte(`
case: snake
overrides:
  - paths: [internal/legacy]
    case: camel
    max-length: 64
  - paths: ["internal/*/v2"]
    case: pascal
  - paths: [cmd]
    preset: upper
`), keyrules.Default())
	require.NoError(t, err)
	require.Len(t, c.Overrides, 3)

	root, err := ForDir(c, ".")
	require.NoError(t, err)
	assert.Equal(t, keyrules.CaseSnake, root.Case)
	assert.Empty(t, root.Overrides)

	legacy, err := ForDir(c, "internal/legacy/store")
	require.NoError(t, err)
	assert.Equal(t, keyrules.CaseCamel, legacy.Case)
	assert.Equal(t, 64, legacy.MaxLength)
	assert.Empty(t, legacy.Overrides)

	// Both overrides match; the later one wins for case, the earlier one's
	// max-length stays.
	v2, err := ForDir(c, "internal/legacy/v2")
	require.NoError(t, err)
	assert.Equal(t, keyrules.CasePascal, v2.Case)
	assert.Equal(t, 64, v2.MaxLength)

	cmd, err := ForDir(c, "cmd/tool")
	require.NoError(t, err)
	assert.Equal(t, keyrules.CaseUpper, cmd.Case)
	assert.Equal(t, "upper", cmd.Preset)

	assert.Len(t, c.Overrides, 3, "ForDir leaves the receiver alone")
}

func TestForDirReportsAnInvalidOverride(t *testing.T) {
	c := keyrules.Default()
	c.Overrides = []keyrules.Override{{Paths: []string{"a"}, Options: map[string]any{"case": "weird"}}}
	_, err := ForDir(c, "a/b")
	require.EqualError(t, err, `overrides[0]: case: "weird" is not one of snake, kebab, camel, pascal, lower, upper, any, consistent`)

	got, err := ForDir(c, "b")
	require.NoError(t, err, "an override that does not match is not applied")
	assert.Equal(t, keyrules.CaseSnake, got.Case)
}

func FuzzParseConfig(f *testing.F) {
	f.Add([]byte("case: camel\noverrides:\n  - paths: [a]\n    max-length: 3\n"))
	f.Add([]byte("preset: dotted\nnamespaces: [a, b]\n"))
	f.Add([]byte("overrides: [{paths: ['*'], preset: upper}]"))
	f.Add([]byte("&a [*a]"))
	f.Fuzz(func(t *testing.T, data []byte) {
		c, err := Parse(data, keyrules.Default())
		if err != nil {
			require.NotContains(t, err.Error(), "\n")
			return
		}
		require.NoError(t, c.Validate())
		_, _ = ForDir(c, "a/b")
	})
}
