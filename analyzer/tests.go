package analyzer

import (
	"go/ast"
	"strings"

	"golang.org/x/tools/go/analysis"

	"github.com/rediskeylint/rediskeylint/keyrules"
)

// Findings in _test.go files are quiet by default: test fixtures use keys
// such as "foo" and "key1" that no convention is meant for, and a first run
// that greets a codebase with them gets the linter turned off. The keys of
// test files are still analysed — they are sites of the package, so the
// rules that look at every key of a package (type, ttl) count them, and
// their findings on code outside test files stand — only the diagnostics
// placed in a test file are dropped. The tests option (-tests) reports them.

// quietTestFiles makes pass drop the diagnostics placed in _test.go files
// unless cfg.Tests is set.
func quietTestFiles(pass *analysis.Pass, cfg keyrules.Config) {
	if cfg.Tests {
		return
	}
	report := pass.Report
	pass.Report = func(d analysis.Diagnostic) {
		if f := pass.Fset.File(d.Pos); f != nil && isTestFile(f.Name()) {
			return
		}
		report(d)
	}
}

// isTestFile reports whether a file name is a Go test file.
func isTestFile(name string) bool {
	return strings.HasSuffix(name, "_test.go")
}

// testFiles returns the pass's _test.go files: their values feed only the
// keys of test files.
func testFiles(pass *analysis.Pass) map[*ast.File]bool {
	out := make(map[*ast.File]bool)
	for _, f := range pass.Files {
		if tf := pass.Fset.File(f.Pos()); tf != nil && isTestFile(tf.Name()) {
			out[f] = true
		}
	}
	return out
}

// quietSite reports whether the naming findings of a key sent at site stay
// quiet: the call is in a test file whose findings are not reported. The
// key's text may be spelled in production code (a helper's literal given a
// test's argument), yet the key is the test's.
func (r *reporter) quietSite(site *callSite) bool {
	return site.call != nil && r.quiet(site.call.Pos())
}
