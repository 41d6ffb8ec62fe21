package analyzer

import (
	"go/ast"
	"go/build"
	"go/token"
	"path/filepath"
	"runtime/debug"
	"strings"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ast/inspector"

	"github.com/rediskeylint/rediskeylint/internal/clients"
	"github.com/rediskeylint/rediskeylint/internal/config"
	"github.com/rediskeylint/rediskeylint/internal/declindex"
	"github.com/rediskeylint/rediskeylint/internal/keyflow"
	"github.com/rediskeylint/rediskeylint/internal/keysite"
	"github.com/rediskeylint/rediskeylint/internal/origins"
	"github.com/rediskeylint/rediskeylint/internal/spelling"
	"github.com/rediskeylint/rediskeylint/keyrules"
)

// runner holds the analyzer's base configuration and its flags.
type runner struct {
	resolver *config.Resolver // flags and per-directory configuration

	// driverNolint leaves //nolint comments to the driver (golangci-lint).
	driverNolint bool
	// fixRenames offers the fixes that rename keys (internal/renames).
	fixRenames bool
	// atHelperLiterals reports the problems of a key helper's text at its
	// literal in its package (internal/spelling).
	atHelperLiterals bool
}

// run checks one package as a pipeline of values: the index of its
// declarations, its wrappers solved to a fixpoint with the sites of every
// declaration, the final sites, the rules' findings through the reporter.
// It exports the package's facts and returns the catalog entries.
func (r *runner) run(pass *analysis.Pass) (_ any, err error) {
	// A panic is a bug of the analyzer: the package was not checked, and
	// saying nothing would pass it as clean. It becomes the pass's error,
	// naming where the analysis was.
	at := new(token.Pos)
	defer func() {
		if p := recover(); p != nil {
			err = internalError(pass, *at, p, debug.Stack())
		}
	}()
	if standardLibrary(pass) {
		// It sends no Redis command and exports no fact; go vet runs the
		// analyzer on it only because its dependents may import facts.
		return &keysite.Result{}, nil
	}
	cfg, err := r.config(pass)
	if err != nil {
		return nil, err
	}
	quietTestFiles(pass, cfg)
	rules, err := keyrules.NewChecker(cfg)
	if err != nil {
		return nil, err
	}
	values := newValues(pass, at, !r.driverNolint)
	ix := declindex.New(pass.TypesInfo, values.ins, skipGenerated)
	builder := newSiteBuilder(values, newSinkTable(values), at)
	solved := solveWrappers(ix, builder)
	scripts := builder.keys.scripts.Made()
	if exportsFacts(pass) {
		values.eval.ExportFacts()
		solved.sinks.export()
		builder.keys.scripts.Export(scripts)
	}
	sites := collectSites(cfg, values, solved)
	sites.scripts = scripts
	sites.imported = solved.sinks.importedInterfaceSites(cfg.Separator)
	if rules, err = applyConsistent(sites, rules); err != nil {
		return nil, err
	}
	report := newReporter(pass, values.origins, cfg, r)
	for _, each := range packageRules(rules, func() string { return clientVersion(pass, cfg) }) {
		each.check(sites, report)
	}
	report.finish()
	return catalog(sites), nil
}

// pkgValues is what the package's expressions hold: the value evaluator
// (internal/keyflow, which owns the summaries and objects) and the table
// of where the text of each template part comes from.
type pkgValues struct {
	pass    *analysis.Pass
	eval    *keyflow.Evaluator
	origins *origins.Table
	// ins is the package's syntax walked once, which every visit of it
	// reads; clientCalls its calls of client libraries.
	ins         *inspector.Inspector
	clientCalls []*ast.CallExpr
}

func newValues(pass *analysis.Pass, at *token.Pos, withNolint bool) *pkgValues {
	o, ins := &origins.Table{}, inspector.New(pass.Files)
	eval := keyflow.New(keyflow.Package{
		Types:     pass.Pkg,
		Info:      pass.TypesInfo,
		Files:     pass.Files,
		Inspector: ins,
		Decls:     keyflow.FuncDecls(pass.TypesInfo, pass.Files),
		Facts:     keyflow.Facts{Import: pass.ImportObjectFact, Export: pass.ExportObjectFact, Spell: spelling.Recorder(pass.Fset, pass.Files, o.Spelling, withNolint, skipGenerated)},
		TestFiles: testFiles(pass),
	}, o, at)
	return &pkgValues{pass: pass, eval: eval, origins: o, ins: ins, clientCalls: clients.LibraryCalls(pass.TypesInfo, ins)}
}

// exportsFacts reports whether the package can hold key helpers worth a
// fact: not the standard library (its files lie under GOROOT), nor the
// Redis clients themselves. Module paths without a dot are common in
// applications, so the path alone cannot tell the standard library.
func exportsFacts(pass *analysis.Pass) bool {
	return !clients.IsClientPackage(pass.Pkg.Path()) && len(pass.Files) > 0 && !standardLibrary(pass)
}

// standardLibrary reports whether the package is one of the standard
// library's: its files lie under GOROOT.
func standardLibrary(pass *analysis.Pass) bool {
	if len(pass.Files) == 0 {
		return false
	}
	file := pass.Fset.Position(pass.Files[0].Pos()).Filename
	root := filepath.Join(build.Default.GOROOT, "src") + string(filepath.Separator)
	return strings.HasPrefix(file, root)
}
