package analyzer

import (
	"os"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"golang.org/x/tools/go/analysis"

	"github.com/rediskeylint/rediskeylint/docs"
	"github.com/rediskeylint/rediskeylint/keyrules"
)

func TestWithRuleInMessages(t *testing.T) {
	a := &analysis.Analyzer{Name: "x", Doc: "x", Run: func(pass *analysis.Pass) (any, error) {
		pass.Report(analysis.Diagnostic{Category: "case", Message: `key "A" is not snake_case`})
		return nil, nil
	}}
	var got []analysis.Diagnostic
	_, err := WithRuleInMessages(a).Run(&analysis.Pass{Report: func(d analysis.Diagnostic) { got = append(got, d) }})
	require.NoError(t, err)
	require.Len(t, got, 1)
	assert.Equal(t, `case: key "A" is not snake_case`, got[0].Message)
	assert.Equal(t, "case", got[0].Category)
}

func TestURLAnchorsResolveToTheRuleDocs(t *testing.T) {
	index, err := os.ReadFile("../docs/rules/README.md")
	require.NoError(t, err)
	assert.Equal(t, docs.IndexURL, Analyzer.URL)
	assert.True(t, strings.HasSuffix(Analyzer.URL, "docs/rules/README.md"))
	for _, rule := range keyrules.Rules {
		assert.Contains(t, string(index), "\n## "+rule+"\n", "%s#%s has a heading", Analyzer.URL, rule)
	}
}
