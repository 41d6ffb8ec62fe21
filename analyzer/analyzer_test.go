package analyzer

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/require"
	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/rediskeylint/rediskeylint/keyrules"
)

// The analysistest suites. Each case is a GOPATH package under
// ../testdata/src/<case>; its "// want" comments are the diagnostics the
// analyzer must report on that line, and no others. The client stubs live
// under ../testdata/src/github.com and keep the real signatures.

func TestMain(m *testing.M) {
	// A panic in the analyzer is a bug: let it fail the test instead of
	// leaving the package silently unchecked.
	rethrowPanics = true
	os.Exit(m.Run())
}

// testdata is the GOPATH root of the analysistest cases; the go command
// wants it absolute.
var testdata = func() string {
	dir, err := filepath.Abs(filepath.Join("..", "testdata"))
	if err != nil {
		panic(err)
	}
	return dir
}()

// newTestAnalyzer returns an analyzer built with New from the defaults
// changed by change (which may be nil).
func newTestAnalyzer(t *testing.T, change func(*keyrules.Config)) *analysis.Analyzer {
	t.Helper()
	cfg := keyrules.Default()
	if change != nil {
		change(&cfg)
	}
	a, err := New(cfg)
	require.NoError(t, err)
	return a
}

// An optionSet is one configuration and the cases that are written for it.
type optionSet struct {
	name   string
	change func(*keyrules.Config)
	cases  []string
}

// runOptionSets runs every case of every option set with its analyzer.
func runOptionSets(t *testing.T, sets []optionSet) {
	t.Helper()
	for _, set := range sets {
		t.Run(set.name, func(t *testing.T) {
			a := newTestAnalyzer(t, set.change)
			analysistest.Run(t, testdata, a, set.cases...)
		})
	}
}

func cluster(version string) func(*keyrules.Config) {
	return func(c *keyrules.Config) {
		c.Cluster = true
		c.ClientVersion = version
	}
}

// TestClients finds keys in every client: go-redis v9 down to v6,
// redigo and rueidis.
func TestClients(t *testing.T) {
	a := newTestAnalyzer(t, nil)
	for _, pkg := range []string{"goredisv9", "goredisv8", "goredisv7", "goredisv6", "redigo", "rueidis"} {
		t.Run(pkg, func(t *testing.T) {
			analysistest.Run(t, testdata, a, pkg)
		})
	}
}
