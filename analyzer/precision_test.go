package analyzer

import (
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/rediskeylint/rediskeylint/internal/keysite"
	"github.com/rediskeylint/rediskeylint/keyrules"
)

// TestProductionValues: a production site takes its values from production
// code only; a literal a test passes feeds the test's own sites.
func TestProductionValues(t *testing.T) {
	t.Parallel()
	runCases(t, newTestAnalyzer(t, nil), "precision/testvalues")
}

// TestTestSitesLoud: under tests: true, a test's key is reported where its
// text is spelled, in production code too; the production sites still are
// not.
func TestTestSitesLoud(t *testing.T) {
	t.Parallel()
	loud := diagnosticsByVariant(t, newTestAnalyzer(t, func(c *keyrules.Config) { c.Tests = true }), "precision/testvalues")
	assert.Equal(t, []string{
		`queue.go separator key ":heartbeat" starts with the separator ":"`,
	}, loud["precision/testvalues [precision/testvalues.test]"])
	assert.Empty(t, loud["precision/testvalues"])
}

// TestProductionCatalog: the package checked with its tests lists every
// production site with the templates the package alone gives it.
func TestProductionCatalog(t *testing.T) {
	t.Parallel()
	byVariant := map[string]map[string][]string{}
	for _, act := range analyseCases(t, newTestAnalyzer(t, nil), "precision/testvalues") {
		require.NoError(t, act.Err)
		res, ok := act.Result.(*keysite.Result)
		require.True(t, ok, "result of %s", act.Package.ID)
		sites := map[string][]string{}
		for _, s := range res.Sites {
			if !isTestFile(s.Pos.Filename) {
				sites[s.Pos.String()] = s.Templates
			}
		}
		byVariant[act.Package.ID] = sites
	}
	plain := byVariant["precision/testvalues"]
	withTests := byVariant["precision/testvalues [precision/testvalues.test]"]
	require.NotEmpty(t, plain)
	assert.Equal(t, plain, withTests)
}

// TestEmptinessGuards: a value tested for emptiness is split by the test;
// the path that skips a non-empty value's separator never happens.
func TestEmptinessGuards(t *testing.T) {
	t.Parallel()
	runCases(t, newTestAnalyzer(t, nil), "precision/guards")
}

// TestZeroValues: the "" of a getter's nil-receiver branch and of a new
// object's unset field is no key; a literal "" argument is.
func TestZeroValues(t *testing.T) {
	t.Parallel()
	runCases(t, newTestAnalyzer(t, nil), "precision/getters/...")
}

// TestConstantBranches: a constant argument selects the branch of the key
// helper it is passed to; each site's templates are those its line's
// "// keys:" comment lists.
func TestConstantBranches(t *testing.T) {
	t.Parallel()
	runCases(t, newTestAnalyzer(t, nil), "precision/constbranch")
	assertLineKeys(t, "precision/constbranch")
}

// TestConstantBranchesInWrappers: a constant argument selects the branch
// of a wrapper that sends the key itself inside it; each site's templates
// are those its line's "// keys:" comment lists.
func TestConstantBranchesInWrappers(t *testing.T) {
	t.Parallel()
	assertLineKeys(t, "precision/constwrapper")
}

// assertLineKeys checks that each catalog site of the packages of pattern
// holds the templates its line's "// keys:" comment lists.
func assertLineKeys(t *testing.T, pattern string) {
	t.Helper()
	for _, act := range analyseCases(t, newTestAnalyzer(t, nil), pattern) {
		require.NoError(t, act.Err)
		res, ok := act.Result.(*keysite.Result)
		require.True(t, ok)
		lines := map[string][]string{}
		for _, f := range act.Package.Syntax {
			for _, group := range f.Comments {
				for _, c := range group.List {
					if text, ok := strings.CutPrefix(c.Text, "// keys: "); ok {
						lines[act.Package.Fset.Position(c.Pos()).Filename+":"+strconv.Itoa(act.Package.Fset.Position(c.Pos()).Line)] = strings.Fields(text)
					}
				}
			}
		}
		require.NotEmpty(t, lines)
		got := map[string][]string{}
		for _, s := range res.Sites {
			line := s.Pos.Filename + ":" + strconv.Itoa(s.Pos.Line)
			got[line] = append(got[line], s.Templates...) // a wrapper's keys are a site each
		}
		assert.Equal(t, lines, got, act.Package.ID)
	}
}
