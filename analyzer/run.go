package analyzer

import (
	"go/ast"
	"go/types"

	"golang.org/x/tools/go/analysis"

	"github.com/rediskeylint/rediskeylint/keyrules"
)

// runner holds the analyzer's base configuration and its flags.
type runner struct {
	base keyrules.Config
	cfg  configState // flags and per-directory configuration (config.go)
}

// checker is the state of one run of the analyzer over one package.
type checker struct {
	pass    *analysis.Pass
	cfg     keyrules.Config
	rules   *keyrules.Checker
	origins *origins
	build   *builder
	globals *globals
	report  *reporter
	sites   []*callSite
}

func (r *runner) run(pass *analysis.Pass) (any, error) {
	cfg, err := r.config(pass)
	if err != nil {
		return nil, err
	}
	rules, err := keyrules.NewChecker(cfg)
	if err != nil {
		return nil, err
	}
	c := newChecker(pass, cfg, rules)
	c.findSites()
	c.checkKeys()
	c.checkCommands()
	c.checkTypes()
	return nil, nil
}

func newChecker(pass *analysis.Pass, cfg keyrules.Config, rules *keyrules.Checker) *checker {
	c := &checker{pass: pass, cfg: cfg, rules: rules, origins: &origins{}}
	c.globals = newGlobals(pass.Pkg, pass.TypesInfo, pass.Files)
	c.build = &builder{
		info:     pass.TypesInfo,
		pkg:      pass.Pkg,
		origins:  c.origins,
		consts:   packageConsts(pass.TypesInfo, pass.Files),
		locals:   newLocalDefs(pass.TypesInfo, pass.Files),
		visiting: make(map[types.Object]bool),
	}
	c.build.global = func(b *builder, v *types.Var, depth int) []keyrules.Template {
		if v.Pkg() == pass.Pkg && !v.IsField() {
			return c.globals.templates(b, v, depth)
		}
		return nil
	}
	c.report = newReporter(pass, c.origins)
	return c
}

// findSites collects every call that sends a Redis command, outside
// generated files.
func (c *checker) findSites() {
	for _, f := range c.pass.Files {
		if ast.IsGenerated(f) {
			continue
		}
		ast.Inspect(f, func(n ast.Node) bool {
			call, ok := n.(*ast.CallExpr)
			if !ok {
				return true
			}
			if site := c.site(call); site != nil {
				c.sites = append(c.sites, site)
			}
			return true
		})
	}
}

// site classifies one call.
func (c *checker) site(call *ast.CallExpr) *callSite {
	fn := calleeFunc(c.pass.TypesInfo, call)
	if fn == nil {
		return nil
	}
	path := pkgPath(fn)
	switch {
	case goredisPaths[path] != "":
		return c.goredisCall(call, fn)
	case redigoPaths[path]:
		return c.redigoCall(call, fn)
	case path == rueidisCmds:
		return c.rueidisCall(call, fn)
	}
	return nil
}

// packageConsts maps the string constants declared in the package to the
// expression that gives their value, so that findings can point into it.
func packageConsts(info *types.Info, files []*ast.File) map[*types.Const]ast.Expr {
	out := make(map[*types.Const]ast.Expr)
	for _, f := range files {
		ast.Inspect(f, func(n ast.Node) bool {
			spec, ok := n.(*ast.ValueSpec)
			if !ok || len(spec.Values) != len(spec.Names) {
				return true
			}
			for i, name := range spec.Names {
				if c, ok := info.Defs[name].(*types.Const); ok {
					out[c] = spec.Values[i]
				}
			}
			return true
		})
	}
	return out
}
