package docs

import (
	"os"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/rediskeylint/rediskeylint/keyrules"
)

func TestEveryRuleIsDocumented(t *testing.T) {
	for _, name := range keyrules.Rules {
		d, err := Rule(name)
		require.NoError(t, err, "docs/rules/%s.md", name)
		assert.True(t, strings.HasPrefix(d.Text, "# "+name+"\n"), "%s: the title is the rule id", name)
		assert.NotEmpty(t, d.Summary, name)
		assert.NotEmpty(t, d.Checks, name)
		for _, s := range []string{"What it checks", "Why", "Bad", "Good", "Options"} {
			assert.NotEmpty(t, section(d.Text, s), "%s: section %q", name, s)
		}
		assert.Contains(t, section(d.Text, "Bad"), "```go", name)
		assert.Contains(t, section(d.Text, "Good"), "```go", name)
	}
	_, err := Rule("spelling")
	assert.EqualError(t, err, `no rule "spelling"`)
	_, err = Rule("README")
	assert.Error(t, err)
}

// TestIndexIsGenerated keeps docs/rules/README.md, which the analyzer's URL
// anchors point into, in step with the rule documents.
func TestIndexIsGenerated(t *testing.T) {
	want, err := Index(keyrules.Rules)
	require.NoError(t, err)
	got, err := os.ReadFile("rules/README.md")
	require.NoError(t, err)
	assert.Equal(t, want, string(got), "run go generate ./docs")
	for _, name := range keyrules.Rules {
		assert.Contains(t, string(got), "\n## "+name+"\n", "IndexURL#%s resolves", name)
	}
}
