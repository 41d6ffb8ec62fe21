package analyzer

import (
	"path/filepath"
	"sort"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"golang.org/x/tools/go/analysis"

	"github.com/rediskeylint/rediskeylint/keyrules"
)

// TestTestsQuiet: with the defaults, findings in _test.go files are not
// reported (the case has no want in its test file).
func TestTestsQuiet(t *testing.T) {
	t.Parallel()
	runCases(t, newTestAnalyzer(t, nil), "quiettests")
}

// TestTestsLoud: with tests: true the test file's findings are reported,
// including the type finding that only the test file's key causes, so
// test keys reach the whole-package rules.
func TestTestsLoud(t *testing.T) {
	t.Parallel()
	quiet := diagnosticsByVariant(t, newTestAnalyzer(t, nil), "quiettests")
	loud := diagnosticsByVariant(t, newTestAnalyzer(t, func(c *keyrules.Config) { c.Tests = true }), "quiettests")
	assert.Equal(t, []string{
		`keys.go case key "Bad:key" segment "Bad" is not snake_case`,
	}, quiet["quiettests [quiettests.test]"])
	assert.Equal(t, []string{
		`keys.go case key "Bad:key" segment "Bad" is not snake_case`,
		`keys_test.go case key "Foo" segment "Foo" is not snake_case`,
		`keys_test.go depth key "Foo" has 1 segment, fewer than min-depth 2`,
		`keys_test.go type key "app:config:main" is used as a string by GET here and as a hash by HSET elsewhere: GET fails with WRONGTYPE on a hash, and HSET fails with WRONGTYPE on a string`,
	}, loud["quiettests [quiettests.test]"])
	// The package without its tests has the same findings either way.
	assert.Equal(t, quiet["quiettests"], loud["quiettests"])
}

// diagnosticsByVariant runs a over the packages with their tests and
// returns, per package ID, "file rule message" of every diagnostic.
func diagnosticsByVariant(t *testing.T, a *analysis.Analyzer, patterns ...string) map[string][]string {
	t.Helper()
	out := map[string][]string{}
	for _, act := range analyseCases(t, a, patterns...) {
		require.NoError(t, act.Err)
		for _, d := range act.Diagnostics {
			p := act.Package.Fset.Position(d.Pos)
			out[act.Package.ID] = append(out[act.Package.ID], filepath.Base(p.Filename)+" "+d.Category+" "+d.Message)
		}
		sort.Strings(out[act.Package.ID])
	}
	return out
}

// TestConsistent: the package's dominant separator and case are the rule;
// a tie goes to ":" and snake_case; test files do not vote.
func TestConsistent(t *testing.T) {
	t.Parallel()
	a := newTestAnalyzer(t, func(c *keyrules.Config) {
		c.Case, c.Separator = keyrules.Consistent, keyrules.Consistent
	})
	runCases(t, a, "consistent/camelpkg", "consistent/snakepkg")
}
