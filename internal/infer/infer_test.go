package infer

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/rediskeylint/rediskeylint/keyrules"
)

func parseAll(ss ...string) []keyrules.Template {
	out := make([]keyrules.Template, len(ss))
	for i, s := range ss {
		out[i] = keyrules.ParseTemplate(s)
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
		sep: ":", cas: keyrules.CaseSnake, agreeSep: [2]int{5, 5}, agreeCase: [2]int{4, 5},
		minDepth: 2, maxDepth: 3, preset: "snake", outliers: []int{4},
	}, {
		name: "slash camel",
		templates: []string{
			"repo/<string>/lastCommit", "userProfile/<int>", "did/<string>/handle", "syncState/<string>",
		},
		sep: "/", cas: keyrules.CaseCamel, agreeSep: [2]int{4, 4}, agreeCase: [2]int{4, 4},
		minDepth: 2, maxDepth: 3,
	}, {
		name: "pipe kebab",
		templates: []string{
			"app-state|<string>", "cluster-info|<string>|refresh", "repo-token|<int>", "app|<string>|sync-status",
		},
		sep: "|", cas: keyrules.CaseKebab, agreeSep: [2]int{4, 4}, agreeCase: [2]int{4, 4},
		minDepth: 2, maxDepth: 3,
	}, {
		name: "uppercase with a prefix",
		templates: []string{
			"PRO:USER:UID:<int>", "PRO:ORDER:<int>", "PRO:CART:<int>:ITEMS",
		},
		sep: ":", cas: keyrules.CaseUpper, agreeSep: [2]int{3, 3}, agreeCase: [2]int{3, 3},
		minDepth: 3, maxDepth: 4, preset: "upper", prefix: "PRO:",
	}, {
		name: "dotted lowercase fits the dotted preset",
		templates: []string{
			"z.i.reg.<string>", "z.i.log.<int>", "z.o.pay.<int>",
		},
		sep: ".", cas: keyrules.CaseSnake, agreeSep: [2]int{3, 3}, agreeCase: [2]int{3, 3},
		minDepth: 4, maxDepth: 4, prefix: "z.", preset: "dotted",
	}}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			c := Infer(parseAll(tt.templates...))
			assert.Equal(t, len(tt.templates), c.Samples)
			assert.Equal(t, keyrules.Choice{Value: tt.sep, Agree: tt.agreeSep[0], Voters: tt.agreeSep[1]}, c.Separator)
			assert.Equal(t, keyrules.Choice{Value: tt.cas, Agree: tt.agreeCase[0], Voters: tt.agreeCase[1]}, c.Case)
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
			checker, err := keyrules.NewChecker(c.Config)
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
	assert.Equal(t, keyrules.Choice{Value: keyrules.CaseSnake, Agree: 2, Voters: 4}, c.Case)
	assert.Equal(t, []int{2, 3}, outlierIndexes(c))

	// The order of the input does not change the outcome.
	c2 := Infer(parseAll("userProfile:<int>", "orderItem:<int>", "user_profile:<int>", "order_item:<int>"))
	assert.Equal(t, c.Case, c2.Case)
	assert.Equal(t, []int{0, 1}, outlierIndexes(c2))

	// One ':' and one '/' template: ':' comes first in separatorPreference.
	c = Infer(parseAll("a/b/<int>", "c:d:<int>"))
	assert.Equal(t, keyrules.Choice{Value: ":", Agree: 1, Voters: 2}, c.Separator)
	c = Infer(parseAll("c:d:<int>", "a/b/<int>"))
	assert.Equal(t, keyrules.Choice{Value: ":", Agree: 1, Voters: 2}, c.Separator)

	// Within a template, '_' and '-' give way to any other punctuation.
	c = Infer(parseAll("user_name_first-last/<int>"))
	assert.Equal(t, "/", c.Separator.Value)
	// Without other punctuation, a joiner is the separator.
	c = Infer(parseAll("ratelimit-<string>", "session-<string>"))
	assert.Equal(t, keyrules.Choice{Value: "-", Agree: 2, Voters: 2}, c.Separator)
}

func TestInferNoKeys(t *testing.T) {
	for _, templates := range [][]keyrules.Template{nil, parseAll("<string>", "<string><string>")} {
		c := Infer(templates)
		assert.Equal(t, 0, c.Samples)
		assert.Equal(t, keyrules.Choice{Value: ":", Agree: 0, Voters: 0}, c.Separator)
		assert.Equal(t, keyrules.Choice{Value: keyrules.CaseSnake, Agree: 0, Voters: 0}, c.Case)
		assert.Equal(t, 0, c.MinDepth)
		assert.Empty(t, c.Outliers)
		assert.Empty(t, c.Namespaces)
		want := keyrules.Default()
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

// TestInferClusterFromTagConvention turns cluster on only when hash tags
// are the code's convention (at least a quarter of the templates hold one),
// not for a tag on a few keys.
func TestInferClusterFromTagConvention(t *testing.T) {
	tagged := Infer(parseAll("{user:<int>}:cart", "{user:<int>}:wish", "{order:<int>}:lines", "stats:daily"))
	assert.Equal(t, 3, tagged.HashTagged)
	assert.True(t, tagged.Config.Cluster)

	few := Infer(parseAll("{queue}:jobs", "user:<int>:profile", "user:<int>:cart", "order:<int>", "stats:daily", "session:<string>"))
	assert.Equal(t, 1, few.HashTagged)
	assert.False(t, few.Config.Cluster, "one tagged template of six")
}
