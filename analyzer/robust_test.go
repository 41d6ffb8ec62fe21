package analyzer

import (
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"golang.org/x/tools/go/analysis"
	analysischecker "golang.org/x/tools/go/analysis/checker"
	"golang.org/x/tools/go/packages"

	"github.com/rediskeylint/rediskeylint/internal/keysite"
	"github.com/rediskeylint/rediskeylint/keyrules"
)

// The analyzer must never panic nor fail on any Go code: a panic is the
// pass's error, and no pass may end in an error. TestRobust runs
// it, with every optional rule on and despite type errors, over packages
// written to be awkward (testdata/src/robust) and the other testdata cases.
// With ROBUST_PATTERNS set it sweeps those patterns instead, tests
// included, loaded in module mode from ROBUST_DIR or else from the testdata
// GOPATH tree:
//
//	ROBUST_DIR=/tmp/gozero ROBUST_PATTERNS=./... go test ./analyzer -run TestRobust -v -timeout 1h
//	ROBUST_PATTERNS=std go test ./analyzer -run TestRobust -v -timeout 1h
//	ROBUST_PATTERNS=robust/huge go test ./analyzer -run TestRobust -v
//
// ROBUST_SLOW is the number of seconds past which a package is reported
// as slow (default 10); ROBUST_SKIP lists package path prefixes whose
// analysis is skipped; ROBUST_TRACE=1 prints each package to stderr as it
// is analysed. The known blow-ups are kept apart, out of ./..., in
// testdata/src/robust/_blowup.

// robustAnalyzer returns the analyzer with cluster, strict and ttl on,
// running despite type errors. A panic inside it is the pass's error
// (internal error in <pkg> at <pos>), which the test reports.
func robustAnalyzer(t *testing.T) *analysis.Analyzer {
	t.Helper()
	cfg := keyrules.Default()
	cfg.Cluster = true
	cfg.Strict = true
	cfg.TTL = true
	a, err := New(cfg)
	require.NoError(t, err)
	// Editors and golangci-lint hand ill-typed packages to analyzers too.
	a.RunDespiteErrors = true
	// ROBUST_TRACE prints each package as it starts and ends, so that a run
	// killed for its memory or time still names the package at fault.
	trace := os.Getenv("ROBUST_TRACE") != ""
	// ROBUST_SKIP lists package path prefixes left out, to sweep past a
	// package already known to blow up.
	skip := strings.Fields(os.Getenv("ROBUST_SKIP"))
	run := a.Run
	a.Run = func(pass *analysis.Pass) (any, error) {
		for _, prefix := range skip {
			if strings.HasPrefix(pass.Pkg.Path(), prefix) {
				return (*keysite.Result)(nil), nil
			}
		}
		if trace {
			start := time.Now()
			fmt.Fprintf(os.Stderr, "robust: start %s\n", pass.Pkg.Path())
			defer func() { fmt.Fprintf(os.Stderr, "robust: done %s %s\n", pass.Pkg.Path(), time.Since(start)) }()
		}
		return run(pass)
	}
	return a
}

// robustTarget returns the directory, environment and patterns of a
// sweep: ROBUST_PATTERNS in module mode from ROBUST_DIR, or else in the
// testdata GOPATH tree. Without ROBUST_PATTERNS it is no sweep.
func robustTarget() (dir string, env []string, patterns []string, sweep bool) {
	patterns = strings.Fields(os.Getenv("ROBUST_PATTERNS"))
	sweep = len(patterns) > 0
	if dir = os.Getenv("ROBUST_DIR"); dir != "" {
		env = os.Environ()
		if os.Getenv("GOFLAGS") == "" {
			env = append(env, "GOFLAGS=-mod=mod")
		}
		return dir, env, patterns, sweep
	}
	return filepath.Join(testdataDir, "src"), gopathEnv(testdataDir), patterns, sweep
}

// robustPackages returns the packages to analyse: a sweep's, loaded
// with their tests, or by default every testdata package (without the
// test variants) from the shared load.
func robustPackages(t *testing.T) (pkgs []*packages.Package, sweep bool) {
	dir, env, patterns, sweep := robustTarget()
	if !sweep {
		all, err := testdataCases.load()
		require.NoError(t, err)
		for _, p := range all {
			if p.ID == casePath(p) {
				pkgs = append(pkgs, p)
			}
		}
		return pkgs, false
	}
	pkgs, err := packages.Load(&packages.Config{
		Mode:  packages.LoadAllSyntax,
		Dir:   dir,
		Env:   env,
		Tests: true,
	}, patterns...)
	require.NoError(t, err)
	return pkgs, true
}

// robustSlow returns the time past which a sweep reports a package.
func robustSlow() time.Duration {
	var secs float64 = 10
	if s := os.Getenv("ROBUST_SLOW"); s != "" {
		_, _ = fmt.Sscan(s, &secs)
	}
	return time.Duration(secs * float64(time.Second))
}

func TestRobust(t *testing.T) {
	t.Parallel()
	start := time.Now()
	pkgs, sweep := robustPackages(t)
	require.NotEmpty(t, pkgs)
	loadErrs := 0
	packages.Visit(pkgs, nil, func(p *packages.Package) { loadErrs += len(p.Errors) })
	t.Logf("loaded %d root packages in %s (%d load or type errors)", len(pkgs), time.Since(start).Round(time.Millisecond), loadErrs)

	a := robustAnalyzer(t)
	start = time.Now()
	// The sanity check round-trips every fact through gob, each time a
	// package inherits it: cheap on testdata, gigabytes on a module.
	graph, err := analysischecker.Analyze([]*analysis.Analyzer{a}, pkgs, &analysischecker.Options{SanityCheck: !sweep})
	require.NoError(t, err)
	t.Logf("analysed in %s", time.Since(start).Round(time.Millisecond))

	var actions, diags int
	var slow []string
	slowPast := robustSlow()
	for act := range graph.All() {
		actions++
		diags += len(act.Diagnostics)
		// An error in a dependency fails its dependents' prerequisites
		// too: report it once, where it happened.
		if act.Err != nil && !strings.HasPrefix(act.Err.Error(), "failed prerequisites") {
			t.Errorf("error in %s: %v", act.Package.PkgPath, act.Err)
		}
		if act.Duration > slowPast {
			slow = append(slow, fmt.Sprintf("%s %.1fs", act.Package.ID, act.Duration.Seconds()))
		}
	}
	sort.Strings(slow)
	for _, s := range slow {
		t.Logf("slow: %s", s)
	}
	t.Logf("%d actions, %d diagnostics", actions, diags)
	if !sweep {
		// The robust cases hold bad keys in well-typed code: a run that
		// reports nothing there did not really look.
		robust := 0
		for _, root := range graph.Roots {
			if strings.HasPrefix(root.Package.PkgPath, "robust/") {
				require.NoError(t, root.Err, root.Package.PkgPath)
				assert.NotEmpty(t, root.Diagnostics, "no diagnostics in %s", root.Package.PkgPath)
				robust++
			}
		}
		assert.GreaterOrEqual(t, robust, 10, "robust cases found")
	}
}
