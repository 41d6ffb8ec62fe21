package keyrules

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func parseAll(ss ...string) []Template {
	out := make([]Template, len(ss))
	for i, s := range ss {
		out[i] = ParseTemplate(s)
	}
	return out
}

// outlierIndexes returns the input indexes Infer called outliers.
func outlierIndexes(c Convention) []int {
	var out []int
	for _, o := range c.Outliers {
		out = append(out, o.Index)
	}
	return out
}

func TestInferStyles(t *testing.T) {
	tests := []struct {
		name      string
		templates []string
		sep, cas  string
		agreeSep  [2]int // agree, voters
		agreeCase [2]int
		minDepth  int
		maxDepth  int
		preset    string
		prefix    string
		outliers  []int
	}{{
		name: "colon snake with one camel outlier",
		templates: []string{
			"user:<int>:profile", "order:status:<int>", "session_token:<string>",
			"user:<int>:cart_items", "cartItems:<int>",
		},
		sep: ":", cas: CaseSnake, agreeSep: [2]int{5, 5}, agreeCase: [2]int{4, 5},
		minDepth: 2, maxDepth: 3, preset: "snake", outliers: []int{4},
	}, {
		name: "slash camel",
		templates: []string{
			"repo/<string>/lastCommit", "userProfile/<int>", "did/<string>/handle", "syncState/<string>",
		},
		sep: "/", cas: CaseCamel, agreeSep: [2]int{4, 4}, agreeCase: [2]int{4, 4},
		minDepth: 2, maxDepth: 3,
	}, {
		name: "pipe kebab",
		templates: []string{
			"app-state|<string>", "cluster-info|<string>|refresh", "repo-token|<int>", "app|<string>|sync-status",
		},
		sep: "|", cas: CaseKebab, agreeSep: [2]int{4, 4}, agreeCase: [2]int{4, 4},
		minDepth: 2, maxDepth: 3,
	}, {
		name: "uppercase with a prefix",
		templates: []string{
			"PRO:USER:UID:<int>", "PRO:ORDER:<int>", "PRO:CART:<int>:ITEMS",
		},
		sep: ":", cas: CaseUpper, agreeSep: [2]int{3, 3}, agreeCase: [2]int{3, 3},
		minDepth: 3, maxDepth: 4, preset: "upper", prefix: "PRO:",
	}, {
		name: "dotted lowercase fits the dotted preset",
		templates: []string{
			"z.i.reg.<string>", "z.i.log.<int>", "z.o.pay.<int>",
		},
		sep: ".", cas: CaseSnake, agreeSep: [2]int{3, 3}, agreeCase: [2]int{3, 3},
		minDepth: 4, maxDepth: 4, prefix: "z.", preset: "dotted",
	}}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			c := Infer(parseAll(tt.templates...))
			assert.Equal(t, len(tt.templates), c.Samples)
			assert.Equal(t, Choice{tt.sep, tt.agreeSep[0], tt.agreeSep[1]}, c.Separator)
			assert.Equal(t, Choice{tt.cas, tt.agreeCase[0], tt.agreeCase[1]}, c.Case)
			assert.Equal(t, tt.minDepth, c.MinDepth)
			assert.Equal(t, tt.maxDepth, c.MaxDepth)
			assert.Equal(t, tt.preset, c.Preset)
			assert.Equal(t, tt.prefix, c.Prefix)
			assert.Equal(t, tt.outliers, outlierIndexes(c))
			assert.Equal(t, len(tt.templates)-len(tt.outliers), c.Agree)
			assert.Equal(t, tt.sep, c.Config.Separator)
			if tt.preset == "" {
				assert.Equal(t, tt.cas, c.Config.Case)
			}
			assert.NotContains(t, c.Config.ForeignSeparators, tt.sep)
			require.NoError(t, c.Config.Validate())
			// The inferred configuration accepts every template that agrees.
			checker, err := NewChecker(c.Config)
			require.NoError(t, err)
			bad := 0
			for _, tmpl := range parseAll(tt.templates...) {
				if len(checker.Check(tmpl)) > 0 {
					bad++
				}
			}
			assert.Equal(t, len(tt.outliers), bad)
		})
	}
}

func TestInferTieBreaks(t *testing.T) {
	// Two snake_case and two camelCase templates: the tie goes to snake,
	// the first of casePreference.
	c := Infer(parseAll("user_profile:<int>", "order_item:<int>", "userProfile:<int>", "orderItem:<int>"))
	assert.Equal(t, Choice{CaseSnake, 2, 4}, c.Case)
	assert.Equal(t, []int{2, 3}, outlierIndexes(c))

	// The order of the input does not change the outcome.
	c2 := Infer(parseAll("userProfile:<int>", "orderItem:<int>", "user_profile:<int>", "order_item:<int>"))
	assert.Equal(t, c.Case, c2.Case)
	assert.Equal(t, []int{0, 1}, outlierIndexes(c2))

	// One ':' and one '/' template: ':' comes first in separatorPreference.
	c = Infer(parseAll("a/b/<int>", "c:d:<int>"))
	assert.Equal(t, Choice{":", 1, 2}, c.Separator)
	c = Infer(parseAll("c:d:<int>", "a/b/<int>"))
	assert.Equal(t, Choice{":", 1, 2}, c.Separator)

	// Within a template, '_' and '-' give way to any other punctuation.
	c = Infer(parseAll("user_name_first-last/<int>"))
	assert.Equal(t, "/", c.Separator.Value)
	// Without other punctuation, a joiner is the separator.
	c = Infer(parseAll("ratelimit-<string>", "session-<string>"))
	assert.Equal(t, Choice{"-", 2, 2}, c.Separator)
}

func TestInferNoKeys(t *testing.T) {
	for _, templates := range [][]Template{nil, parseAll("<string>", "<string><string>")} {
		c := Infer(templates)
		assert.Equal(t, 0, c.Samples)
		assert.Equal(t, Choice{":", 0, 0}, c.Separator)
		assert.Equal(t, Choice{CaseSnake, 0, 0}, c.Case)
		assert.Equal(t, 0, c.MinDepth)
		assert.Empty(t, c.Outliers)
		assert.Empty(t, c.Namespaces)
		want := Default()
		want.Preset = "snake"
		assert.Equal(t, want, c.Config)
	}
}

func TestInferNamespacesAndHashTags(t *testing.T) {
	c := Infer(parseAll("{user:<int>}:cart", "{user:<int>}:wish", "order:<int>", "<string>:x", "ping"))
	assert.Equal(t, []NamespaceCount{{"user", 2}, {"order", 1}}, c.Namespaces)
	assert.Equal(t, 2, c.HashTagged)
	assert.True(t, c.Config.Cluster)
	assert.Equal(t, "", c.Prefix)
	assert.Equal(t, 1, c.MinDepth) // "ping"
	assert.Equal(t, map[int]int{1: 1, 2: 2, 3: 2}, c.Depths)
}

func TestParseTemplate(t *testing.T) {
	for _, s := range []string{"user:<int>:profile", "<string>", "a<b", "x:<time>:<quoted>", "<k1>:<k2>", "", "<>", "a<b c>"} {
		assert.Equal(t, s, ParseTemplate(s).String(), s)
	}
	tm := ParseTemplate("user:<int>:<id>")
	require.Len(t, tm.Parts, 4)
	assert.Equal(t, Int, tm.Parts[1].Hole.Kind)
	assert.Equal(t, Unknown, tm.Parts[3].Hole.Kind)
	assert.Equal(t, "id", tm.Parts[3].Hole.Name)
	assert.True(t, ParseTemplate("a<b").IsLiteral())
}

func TestResolveConsistent(t *testing.T) {
	cfg, err := Default().WithOptions(map[string]any{"case": Consistent, "separator": Consistent})
	require.NoError(t, err)
	assert.True(t, cfg.IsConsistent())

	camel := parseAll("repo/<string>/lastCommit", "userProfile/<int>", "user_name/<int>")
	got := cfg.Resolve(camel)
	assert.Equal(t, "/", got.Separator)
	assert.Equal(t, CaseCamel, got.Case)
	assert.NotContains(t, got.ForeignSeparators, "/")
	assert.Contains(t, got.ForeignSeparators, ":", "the default separator is foreign once another wins")
	assert.Equal(t, cfg.MaxDepth, got.MaxDepth)
	c, err := NewChecker(got)
	require.NoError(t, err)
	var rules []string
	for _, f := range c.Check(camel[2]) {
		rules = append(rules, f.Rule)
	}
	assert.Equal(t, []string{RuleCase}, rules, "the deviating snake_case word is a finding")

	// The order of the templates does not matter.
	assert.Equal(t, got, cfg.Resolve([]Template{camel[2], camel[1], camel[0]}))

	// A fixed separator stays, and the case vote splits words at it.
	fixed, err := Default().WithOptions(map[string]any{"case": Consistent})
	require.NoError(t, err)
	got = fixed.Resolve(parseAll("ORDER:<int>", "USER:CART"))
	assert.Equal(t, ":", got.Separator)
	assert.Equal(t, CaseUpper, got.Case)

	// No templates: the defaults' choice, and NewChecker does the same.
	assert.Equal(t, Default().Case, cfg.Resolve(nil).Case)
	c, err = NewChecker(cfg)
	require.NoError(t, err)
	assert.Equal(t, ":", c.Config().Separator)

	_, err = Default().WithOptions(map[string]any{"case": "coherent"})
	assert.EqualError(t, err, `case: "coherent" is not one of snake, kebab, camel, pascal, lower, upper, any, consistent`)
}
