package analyzer

import (
	_ "embed"
	"fmt"
	"reflect"
	"strings"

	"golang.org/x/tools/go/analysis"

	"github.com/rediskeylint/rediskeylint/docs"
	"github.com/rediskeylint/rediskeylint/internal/clients"
	"github.com/rediskeylint/rediskeylint/internal/cmdwrappers"
	"github.com/rediskeylint/rediskeylint/internal/config"
	"github.com/rediskeylint/rediskeylint/internal/ifacecalls"
	"github.com/rediskeylint/rediskeylint/internal/keyflow"
	"github.com/rediskeylint/rediskeylint/internal/keysite"
	"github.com/rediskeylint/rediskeylint/internal/scriptsites"
	"github.com/rediskeylint/rediskeylint/keyrules"
)

//go:embed doc.go
var docFile string

// URL is the index of the rule documents (docs/rules); each diagnostic's
// Category is the anchor of its rule's heading there, which drivers
// resolve as URL#category.
const URL = docs.IndexURL

// Analyzer checks Redis keys with the built-in defaults, configured by its
// flags and by .rediskeylint.yml files.
var Analyzer = newAnalyzer(keyrules.Default(), true)

// Standalone is Analyzer for a driver that runs every package in one
// process, as the rediskeylint command does: the problems of a key
// helper's text are reported at its literal (ReportAtHelperLiterals).
var Standalone = newAnalyzer(keyrules.Default(), true, ReportAtHelperLiterals())

// New returns an analyzer that uses cfg as its base configuration, for
// drivers that pass settings in (golangci-lint). Configuration files are
// still honoured, and its flags still override.
func New(cfg keyrules.Config, opts ...Option) (*analysis.Analyzer, error) {
	if err := config.Validate(cfg); err != nil {
		return nil, err
	}
	return newAnalyzer(cfg, true, opts...), nil
}

// ClientLibrary reports whether the package at pkgPath is a Redis client
// library. The analyzer needs the syntax of every package of the user's
// code that imports one, directly or not; a driver that loads only some
// packages from source asks this (internal/driver's LoadOptions.Library).
func ClientLibrary(pkgPath string) bool { return clients.IsClientPackage(pkgPath) }

// An Option adapts an analyzer made by New to its driver.
type Option func(*runner)

// LeaveNolintToDriver makes the analyzer report findings under //nolint
// comments, for a driver that applies them itself and tracks which are
// used (golangci-lint and its nolintlint). //rediskeylint:ignore comments
// are still honoured.
func LeaveNolintToDriver() Option {
	return func(r *runner) { r.driverNolint = true }
}

// ReportAtHelperLiterals makes the analyzer report a problem of the text
// of a key helper of another package at the helper's string literal,
// quoting the helper's template, rather than at each call that uses the
// helper (internal/spelling). Each package that uses the helper reports
// the same finding there, with its call as related information: it suits
// a driver that runs every package in one process and keeps one of equal
// findings, as the rediskeylint command does. A problem suppressed at the
// literal is not reported.
func ReportAtHelperLiterals() Option {
	return func(r *runner) { r.atHelperLiterals = true }
}

// OfferRenames makes the analyzer offer the fixes that rename keys, as the
// -fix-renames flag does (see internal/renames).
func OfferRenames() Option {
	return func(r *runner) { r.fixRenames = true }
}

func newAnalyzer(cfg keyrules.Config, withFlags bool, opts ...Option) *analysis.Analyzer {
	r := &runner{resolver: config.NewResolver(cfg)}
	for _, opt := range opts {
		opt(r)
	}
	a := &analysis.Analyzer{
		Name:       "rediskey",
		Doc:        analyzerDoc(),
		URL:        URL,
		Run:        r.run,
		ResultType: reflect.TypeOf((*keysite.Result)(nil)),
		FactTypes:  []analysis.Fact{new(keyflow.KeyFunc), new(Sink), new(cmdwrappers.Fact), new(keyflow.FieldConst), new(keyflow.ObjectFact), new(keyflow.ConstructsFact), new(keyflow.OptionFact), new(keyflow.JoinFact), new(keyflow.SearchIndexFact), new(keyflow.CommandKeysFact), new(scriptsites.Fact), new(scriptsites.LibraryFact), new(ifacecalls.Fact)},
	}
	if withFlags {
		r.resolver.RegisterFlags(&a.Flags)
		a.Flags.BoolVar(&r.fixRenames, "fix-renames", r.fixRenames,
			"offer the fixes that rename keys (case and separator edits of key text); -fix applies them, stored data is not migrated")
	}
	return a
}

// analyzerDoc returns the "# Analyzer rediskey" section of doc.go, up to
// the next heading.
func analyzerDoc() string {
	const marker = "# Analyzer rediskey"
	i := strings.Index(docFile, marker)
	if i < 0 {
		panic(fmt.Sprintf("doc.go has no %q section", marker))
	}
	var lines []string
	rest := docFile[i+len(marker):]
	rest = rest[strings.IndexByte(rest, '\n')+1:]
	for _, line := range strings.Split(rest, "\n") {
		if !strings.HasPrefix(line, "//") || strings.HasPrefix(line, "// # ") {
			break
		}
		lines = append(lines, strings.TrimPrefix(strings.TrimPrefix(line, "//"), " "))
	}
	return strings.TrimSpace(strings.Join(lines, "\n"))
}
