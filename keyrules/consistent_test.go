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
	// Labels the analysis writes: a time layout, a value a script computes.
	for _, s := range []string{"stats:processed:<2006-01-02>", "q:t:<? loop variable id>"} {
		tm := ParseTemplate(s)
		require.Len(t, tm.Parts, 2, s)
		assert.NotNil(t, tm.Parts[1].Hole, s)
	}
	assert.True(t, ParseTemplate("a<b\nc>").IsLiteral(), "a label ends on its line")
}

func TestResolveConsistent(t *testing.T) {
	cfg := Default()
	cfg.Case, cfg.Separator = Consistent, Consistent
	require.NoError(t, cfg.Validate())
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
	var rules []RuleID
	for _, f := range c.Check(camel[2]) {
		rules = append(rules, f.Rule)
	}
	assert.Equal(t, []RuleID{RuleCase}, rules, "the deviating snake_case word is a finding")

	// The order of the templates does not matter.
	assert.Equal(t, got, cfg.Resolve([]Template{camel[2], camel[1], camel[0]}))

	// A fixed separator stays, and the case vote splits words at it.
	fixed := Default()
	fixed.Case = Consistent
	require.NoError(t, fixed.Validate())
	got = fixed.Resolve(parseAll("ORDER:<int>", "USER:CART"))
	assert.Equal(t, ":", got.Separator)
	assert.Equal(t, CaseUpper, got.Case)

	// No templates: the defaults' choice, and NewChecker does the same.
	assert.Equal(t, Default().Case, cfg.Resolve(nil).Case)
	c, err = NewChecker(cfg)
	require.NoError(t, err)
	assert.Equal(t, ":", c.Config().Separator)

	coherent := Default()
	coherent.Case = "coherent"
	assert.EqualError(t, coherent.Validate(), `case: "coherent" is not one of snake, kebab, camel, pascal, lower, upper, any, consistent`)
}
