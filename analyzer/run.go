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

// checker is the run of the analyzer over one package: what the package
// is (its declarations, parameters, globals, the value evaluator) and the
// parts that each answer one question about it. A part embeds the checker
// to read that shared state and to reach the other parts.
type checker struct {
	pass    *analysis.Pass
	cfg     keyrules.Config
	origins *origins
	eval    *keyflow.Evaluator
	globals *globals
	report  *reporter
	sites   []*callSite

	decls     map[*types.Func]*ast.FuncDecl
	paramVars map[*types.Var]bool
	receivers map[*types.Var]bool
	// reader reads the keys of client calls' arguments.
	reader *argReader
	// at is the position being analysed, for internal errors.
	at *token.Pos

	helpers  *keyHelpers        // functions whose result is a key (producers.go, bindings.go)
	fields   *objectFields      // fields and globals by allocation (objects.go, values.go, options.go)
	ctors    *constructorModels // constructors' summaries (constructors.go)
	funcs    *funcVars          // calls through function values (funcvalues.go)
	wrappers *wrapperSet        // the package's wrappers, to a fixpoint (wrappers.go, sinks.go, ifaces.go)
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
	c.wrappers.findSites()
	if exportsFacts(pass) {
		c.helpers.exportProducers()
		c.wrappers.exportSinks()
		c.fields.exportValues()
		c.fields.exportObjects()
		c.ctors.exportConstructors()
		c.fields.exportOptions()
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
		pass:      pass,
		at:        at,
		cfg:       cfg,
		origins:   &origins{},
		decls:     funcDecls(pass.TypesInfo, pass.Files),
		paramVars: make(map[*types.Var]bool),
		receivers: make(map[*types.Var]bool),
	}
	c.helpers = &keyHelpers{
		checker:   c,
		producers: make(map[*types.Func]*producer),
		inlining:  make(map[any]bool),
	}
	c.fields = &objectFields{checker: c}
	c.ctors = &constructorModels{
		checker:        c,
		constructors:   make(map[*types.Func]*constructor),
		holeProducers:  make(map[*types.Func]*producer),
		constructorSet: make(map[*types.Var]bool),
	}
	c.funcs = &funcVars{checker: c}
	c.wrappers = &wrapperSet{
		checker: c,
		sinks:   make(map[*types.Func][]sinkKey),
		widened: make(map[sinkGroup]bool),
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
	c.fields.options, optionWrites = findOptions(pass.TypesInfo, c.decls)
	c.globals = newGlobals(pass.Pkg, pass.TypesInfo, pass.Files, optionWrites)
	c.eval = keyflow.New(keyflow.Package{
		Types:  pass.Pkg,
		Info:   pass.TypesInfo,
		Files:  pass.Files,
		Params: c.paramVars,
	}, c.origins, keyflow.Hooks{
		Producer:  c.helpers.producerCall,
		Stringer:  c.helpers.stringerValue,
		Global:    c.fields.globalTemplates,
		ValueCall: c.funcs.valueCall,
		Field:     c.ctors.selectedField,
		Init:      c.globals.init,
	}, at)
	c.globals.value = c.helpers.boundAssignment
	c.reader = newArgReader(c)
	return c
}
