package analyzer

import (
	"go/ast"
	"go/token"
	"go/types"
	"runtime/debug"

	"golang.org/x/tools/go/analysis"

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

// checker is the state of one run of the analyzer over one package.
type checker struct {
	pass    *analysis.Pass
	cfg     keyrules.Config
	origins *origins
	build   *builder
	globals *globals
	report  *reporter
	sites   []*callSite

	decls     map[*types.Func]*ast.FuncDecl
	producers map[*types.Func]*producer
	// constructors are the summaries of the package's constructors
	// (constructors.go).
	constructors map[*types.Func]*constructor
	// holeDefs and holeProducers memoise the templates built with the
	// receiver's chosen fields as holes (constructors.go).
	holeDefs      map[*localDef][]keyrules.Template
	holeProducers map[*types.Func]*producer
	// constructorSet memoises setByConstructor.
	constructorSet map[*types.Var]bool
	// options are the package's option functions (options.go).
	options map[*types.Func]*option
	// units are the package's declarations with their sites (wrappers.go).
	units []*unit
	// sinks are the package's own wrappers; widened the groups of their
	// keys bounded for good (wrappers.go).
	sinks   map[*types.Func][]sinkKey
	widened map[sinkGroup]bool
	// importedSinks are the wrapper methods of dependencies, for calls
	// through interfaces (ifaces.go); nil until first needed.
	importedSinks []methodSink
	paramVars     map[*types.Var]bool
	receivers     map[*types.Var]bool
	// calls are the package's calls of its own functions; inlining the
	// functions being evaluated with bound parameters (bindings.go).
	calls    *calls
	inlining map[any]bool
	// reader reads the keys of client calls' arguments.
	reader *argReader
	// at is the position being analysed, for internal errors.
	at *token.Pos
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
	c := newChecker(pass, cfg, at)
	c.report = newReporter(pass, c.origins, cfg, r)
	c.findSites()
	if exportsFacts(pass) {
		c.exportProducers()
		c.exportSinks()
		c.exportValues()
		c.exportObjects()
		c.exportConstructors()
		c.exportOptions()
	}
	sites := c.siteSet()
	if rules, err = applyConsistent(sites, rules); err != nil {
		return nil, err
	}
	for _, each := range packageRules(rules, c.clientVersion) {
		each.check(sites, c.report)
	}
	c.report.finish()
	return catalog(sites), nil
}

func newChecker(pass *analysis.Pass, cfg keyrules.Config, at *token.Pos) *checker {
	c := &checker{
		pass:           pass,
		at:             at,
		cfg:            cfg,
		origins:        &origins{},
		decls:          funcDecls(pass.TypesInfo, pass.Files),
		producers:      make(map[*types.Func]*producer),
		constructors:   make(map[*types.Func]*constructor),
		holeDefs:       make(map[*localDef][]keyrules.Template),
		holeProducers:  make(map[*types.Func]*producer),
		constructorSet: make(map[*types.Var]bool),
		sinks:          make(map[*types.Func][]sinkKey),
		widened:        make(map[sinkGroup]bool),
		paramVars:      make(map[*types.Var]bool),
		receivers:      make(map[*types.Var]bool),
	}
	for fn := range c.decls {
		sig := fn.Signature()
		for i := 0; i < sig.Params().Len(); i++ {
			c.paramVars[sig.Params().At(i)] = true
		}
		if r := sig.Recv(); r != nil {
			c.receivers[r] = true
		}
	}
	var optionWrites map[*ast.AssignStmt]bool
	c.options, optionWrites = findOptions(pass.TypesInfo, c.decls)
	c.globals = newGlobals(pass.Pkg, pass.TypesInfo, pass.Files, optionWrites)
	c.calls = newCalls(pass.TypesInfo, pass.Files, c.decls)
	c.inlining = make(map[any]bool)
	c.build = keyflow.New(keyflow.Package{
		Types:  pass.Pkg,
		Info:   pass.TypesInfo,
		Files:  pass.Files,
		Params: c.paramVars,
	}, c.origins, keyflow.Hooks{
		Producer:  c.producerCall,
		Stringer:  c.stringerValue,
		Global:    c.globalTemplates,
		ValueCall: c.valueCall,
		Field:     c.selectedField,
		Init:      c.globals.init,
	}, at)
	c.globals.value = c.boundAssignment
	c.reader = newArgReader(c)
	return c
}
