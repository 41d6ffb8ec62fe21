package analyzer

import (
	"go/build"
	"go/token"
	"go/types"
	"path/filepath"
	"runtime/debug"
	"strings"

	"golang.org/x/tools/go/analysis"

	"github.com/rediskeylint/rediskeylint/internal/clients"
	"github.com/rediskeylint/rediskeylint/internal/config"
	"github.com/rediskeylint/rediskeylint/internal/keyflow"
	"github.com/rediskeylint/rediskeylint/keyrules"
)

// runner holds the analyzer's base configuration and its flags.
type runner struct {
	resolver *config.Resolver // flags and per-directory configuration

	// driverNolint leaves //nolint comments to the driver (golangci-lint).
	driverNolint bool
	// fixRenames offers the fixes that rename keys (renames.go).
	fixRenames bool
}

// checker finds the sites of one package: what the package is (the value
// evaluator, which owns the summaries and objects) and the wrappers found
// in it, to a fixpoint.
type checker struct {
	pass    *analysis.Pass
	cfg     keyrules.Config
	origins *origins
	eval    *keyflow.Evaluator
	sites   []*callSite

	// reader reads the keys of client calls' arguments.
	reader *argReader
	// at is the position being analysed, for internal errors.
	at *token.Pos

	wrappers *wrapperSet // the package's wrappers, to a fixpoint (wrappers.go, sinks.go, ifaces.go)

	// luaCache holds the analyses of the package's Lua scripts (scripts.go).
	luaCache map[luaInput]luaResult
}

// run checks one package. It finds the calls that send Redis commands
// (client calls, which internal/clients describes, and calls of wrappers
// found in this package, to a fixpoint, or imported as facts), exports
// the package's facts, lets each rule judge the final sites, and returns
// the catalog entries.
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
		return &Result{}, nil
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
	// The package, then its wrappers and sites to a fixpoint, then its
	// facts, then the rules' findings.
	c := newChecker(pass, cfg, at)
	report := newReporter(pass, c.origins, cfg, r)
	c.wrappers.findSites()
	scripts := c.packageScripts()
	if exportsFacts(pass) {
		c.eval.ExportFacts()
		c.wrappers.exportSinks()
		c.exportScripts(scripts)
	}
	sites := c.siteSet()
	sites.scripts = scripts
	if rules, err = applyConsistent(sites, rules); err != nil {
		return nil, err
	}
	for _, each := range packageRules(rules, c.clientVersion) {
		each.check(sites, report)
	}
	report.finish()
	return catalog(sites), nil
}

func newChecker(pass *analysis.Pass, cfg keyrules.Config, at *token.Pos) *checker {
	c := &checker{
		pass:    pass,
		at:      at,
		cfg:     cfg,
		origins: &origins{},
	}
	c.wrappers = &wrapperSet{
		checker: c,
		sinks:   make(map[*types.Func][]sinkKey),
		widened: make(map[sinkGroup]bool),
	}
	c.eval = keyflow.New(keyflow.Package{
		Types: pass.Pkg,
		Info:  pass.TypesInfo,
		Files: pass.Files,
		Decls: keyflow.FuncDecls(pass.TypesInfo, pass.Files),
		Facts: keyflow.Facts{Import: pass.ImportObjectFact, Export: pass.ExportObjectFact},
	}, c.origins, at)
	c.reader = newArgReader(c)
	return c
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
