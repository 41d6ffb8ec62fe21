package analyzer

import (
	"go/ast"
	"go/token"
	"go/types"
	"strings"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ast/inspector"

	"github.com/rediskeylint/rediskeylint/internal/clients"
	"github.com/rediskeylint/rediskeylint/internal/declindex"
	"github.com/rediskeylint/rediskeylint/internal/expiry"
	"github.com/rediskeylint/rediskeylint/internal/ifacecalls"
	"github.com/rediskeylint/rediskeylint/internal/keyflow"
	"github.com/rediskeylint/rediskeylint/internal/keysite"
	"github.com/rediskeylint/rediskeylint/internal/origins"
	"github.com/rediskeylint/rediskeylint/internal/scriptsites"
	"github.com/rediskeylint/rediskeylint/keyrules"
)

// A callSite is one call that sends a Redis command: a client method, a
// generic Do, a builder chain, or a wrapper of the program's own.
type callSite struct {
	call *ast.CallExpr
	// desc says what the call sends: the client, the command, the key
	// arguments. A generic call's desc names the command its arguments
	// spell; a wrapper's names the command the wrapper sends.
	desc *clients.Descriptor
	// wrapper is the program's function called, for a call of a wrapper.
	wrapper *types.Func
	// args are the command's arguments after its name, when the call
	// spells them out (generic calls); used for argument-dependent rules.
	args []ast.Expr
	// keys are the key arguments, in command order.
	keys []keyArg
	// unresolved is set when the key positions themselves could not be
	// told (an unknown numkeys, a spread of an unknown slice);
	// unresolvedWhy names the unknown part when it is known.
	unresolved    bool
	unresolvedWhy string
	// enclosing is the function declaration the call stands in, if any.
	enclosing *types.Func
	// forwardsCommand is set on the generic call of a command wrapper,
	// whose command name is its caller's (commandsinks.go).
	forwardsCommand bool
	// script is the Lua script the call runs, if any (sitescripts.go).
	script *siteScript
	// everyImpl is set on a call through an interface whose receiver's
	// types are not known: its keys are those of every implementation.
	everyImpl bool
}

// clientLabel names what sends a site's command for the catalog: the
// library ("go-redis") or the wrapper ("cache.Get").
func (s *callSite) clientLabel() string {
	if s.wrapper != nil {
		return keyflow.FuncLabel(s.wrapper)
	}
	return s.desc.Client.String()
}

// A keyArg is one key of a call.
type keyArg struct {
	// expr is the Go expression of the key (for positions).
	expr ast.Expr
	// templates are the key's rebuilt templates.
	templates []keyrules.Template
	// sinkTemplates, when set, are the templates with the fields of the
	// receiver that its maker chose as holes: what the enclosing method
	// passes on to its callers (keyflow constructors.go).
	sinkTemplates []keyrules.Template
	// through is the wrapper whose parameter this key flows through, when
	// the key was composed with a wrapper's prefix; nil otherwise.
	through *types.Func
	// limit names the bound of the analysis that cut the key short.
	limit keyflow.Limit
	// passedOn is set on a key built from the fields of an object the
	// calling function passes on (keyflow.ObjectPassedOn): it makes the
	// caller a wrapper, and is no key of this call.
	passedOn bool
	// status says how much of the key is known, once the sites are final;
	// reason says why an unresolved key could not be rebuilt.
	status keyStatus
	reason string
}

// keyStatus says how much of a key the analysis knows.
type keyStatus uint8

const (
	// keyResolved: the whole key is known, values typed.
	keyResolved keyStatus = iota
	// keyPartial: literal parts known, some value unknown.
	keyPartial
	// keyForwarded: the key holds a parameter of a wrapper; each call of
	// the wrapper is a site of its own.
	keyForwarded
	// keyUnresolved: nothing of the key is known.
	keyUnresolved
)

// site is the catalog's status of a key.
func (s keyStatus) site() keysite.Status {
	switch s {
	case keyResolved:
		return keysite.Resolved
	case keyPartial:
		return keysite.Partial
	case keyForwarded:
		return keysite.Forwarded
	}
	return keysite.Unresolved
}

// siteSet is what the rules judge: the package's call sites, final once
// wrapper discovery is done, and what the rules read besides them.
type siteSet struct {
	pass *analysis.Pass
	cfg  keyrules.Config
	list []*callSite
	// ins is the package's syntax; clientCalls its calls of client
	// libraries (clients.LibraryCalls).
	ins         *inspector.Inspector
	clientCalls []*ast.CallExpr
	// wrappers are the package's own wrappers: a key holding one of their
	// parameters is checked at their callers.
	wrappers map[*types.Func][]sinkKey
	// origins tell where the parts of templates come from; isParam tells
	// the parameters of the package's functions.
	origins *origins.Table
	isParam func(*types.Var) bool
	// reaching returns the one value assigned to v that reaches pos, or
	// nil when there is not exactly one.
	reaching func(v *types.Var, pos token.Pos) ast.Expr
	// expiring are the builder chain calls followed by an expiry step.
	expiring map[*ast.CallExpr]bool
	// locals returns the package's assignments to local variables, for
	// the sizes the key standards' rules read (internal/sizes).
	locals func() *keyflow.Locals
	// scripts are the scripts the package's maker calls make.
	scripts map[*ast.CallExpr]*scriptsites.Script
	// bindCall binds the parameters of fn in templates to the arguments
	// of call (keyflow.Evaluator.BindCall).
	bindCall func(ts []keyrules.Template, call *ast.CallExpr, fn *types.Func) []keyrules.Template
	// imported are the catalog entries of calls that imported packages
	// make through their interfaces, bound to the package's
	// implementations (ifacecalls.go).
	imported []ifacecalls.Bound
	// closures are the function literals whose calls were followed: their
	// parameters are filled at those calls (closures.go).
	closures map[*ast.FuncLit]bool
}

// collectSites returns the package's final sites, those of the solved
// wrappers, in the order of the declarations, each key classified.
func collectSites(cfg keyrules.Config, v *pkgValues, solved *wrapperSolution) *siteSet {
	s := &siteSet{
		pass:        v.pass,
		ins:         v.ins,
		clientCalls: v.clientCalls,
		cfg:         cfg,
		wrappers:    solved.sinks.own,
		origins:     v.origins,
		isParam:     v.eval.IsParam,
		reaching: func(x *types.Var, pos token.Pos) ast.Expr {
			defs, complete := v.eval.Locals().ReachingAt(x, pos)
			if !complete || len(defs) != 1 {
				return nil
			}
			return defs[0].Value
		},
		expiring: expiry.Chains(v.pass.TypesInfo, v.clientCalls),
		locals:   v.eval.Locals,
		bindCall: v.eval.BindCall,
		closures: solved.closures,
	}
	for _, sites := range solved.sites {
		for _, site := range sites {
			if site = withoutPassedOn(site); site != nil {
				s.list = append(s.list, site)
			}
		}
	}
	s.list = keyflow.OneRowPerLock(v.eval, s.list, func(c *callSite) keyflow.LockRow {
		if c.wrapper != nil || c.desc == nil {
			return keyflow.LockRow{}
		}
		return keyflow.LockRow{Call: c.call, Command: c.desc.Command, Held: c.desc.HeldRecv()}
	})
	for _, site := range s.list {
		for i := range site.keys {
			classify(s, site, &site.keys[i])
		}
		classifyScriptKeys(s, site)
	}
	return s
}

// withoutPassedOn returns site without the keys its call passes on to
// the caller's callers (keyArg.passedOn), or nil when no key and nothing
// unresolved is left.
func withoutPassedOn(site *callSite) *callSite {
	keys := make([]keyArg, 0, len(site.keys))
	for _, k := range site.keys {
		if !k.passedOn {
			keys = append(keys, k)
		}
	}
	if len(keys) == len(site.keys) {
		return site
	}
	if len(keys) == 0 && !site.unresolved {
		return nil
	}
	kept := *site
	kept.keys = keys
	return &kept
}

// forwarding reports whether a site stands in a wrapper of the package,
// whose parameters its callers fill.
func (s *siteSet) forwarding(site *callSite) bool {
	return site.enclosing != nil && len(s.wrappers[site.enclosing]) > 0
}

// siteBuilder builds the sites of the package's calls, reading their keys
// from the package's values and the wrappers' keys from the sink table.
type siteBuilder struct {
	*pkgValues
	keys   *keyReader
	reader *argReader
	sinks  *sinkTable
	// closures are the function literals whose calls through function
	// values were followed with their arguments (closures.go).
	closures map[*ast.FuncLit]bool
	// at is the position being analysed, for internal errors.
	at *token.Pos
}

func newSiteBuilder(v *pkgValues, sinks *sinkTable, at *token.Pos) *siteBuilder {
	keys := &keyReader{pass: v.pass, eval: v.eval, origins: v.origins, scripts: scriptsites.NewReader(v.pass, v.ins, v.clientCalls, v.eval, v.origins)}
	return &siteBuilder{pkgValues: v, keys: keys,
		reader: newArgReader(v, keys), sinks: sinks, closures: map[*ast.FuncLit]bool{}, at: at}
}

// unitSites returns the sites of the calls inside one unit.
func (b *siteBuilder) unitSites(u declindex.Unit) []*callSite {
	var out []*callSite
	for c := range u.Decl.Preorder((*ast.CallExpr)(nil)) {
		call := c.Node().(*ast.CallExpr)
		*b.at = call.Pos()
		if visitHook != nil {
			visitHook(call)
		}
		var sites []*callSite
		if b.eval.TrackChosen(func() { sites = b.site(call) }) {
			b.addSinkTemplates(call, sites)
		}
		for _, site := range sites {
			site.enclosing = u.Enclosing
			out = append(out, site)
		}
	}
	return out
}

// site classifies one call: a client call gives one site, a wrapper call
// one per command the wrapper sends.
func (b *siteBuilder) site(call *ast.CallExpr) []*callSite {
	fn := keyflow.Callee(b.pass.TypesInfo, call)
	if fn == nil {
		return b.valueSites(call)
	}
	if fn.Pkg() == b.pass.Pkg && clients.IsClientPackage(b.pass.Pkg.Path()) {
		// A client or key library calling its own API (a deprecated
		// FlushDb calling FlushDB, Once calling Delete) implements it; the
		// program's calls are the uses.
		return nil
	}
	original := call
	if d := clients.Match(b.pass.TypesInfo, call); d != nil {
		if sendsNothing(d) {
			return nil
		}
		return []*callSite{b.reader.site(call, d)}
	}
	if clients.ClientOf(fn) != clients.NoClient {
		return nil
	}
	if sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr); ok {
		if s := b.pass.TypesInfo.Selections[sel]; s != nil && s.Kind() == types.MethodExpr && len(call.Args) > 0 {
			// (*Cache).Get(cache, key): the receiver is the first
			// argument; match the rest against the parameters.
			shifted := *call
			shifted.Args = call.Args[1:]
			call = &shifted
		}
	}
	if s, ok := b.sinks.commandOf(fn); ok {
		return []*callSite{b.commandSite(call, fn, s)}
	}
	keys := b.sinks.keysOf(fn)
	everyImpl := false
	if keyflow.InterfaceOf(fn) != nil {
		keys, everyImpl = b.interfaceKeys(call, fn)
	}
	if keys == nil {
		if d := clients.MatchMirror(b.pass.TypesInfo, original); d != nil && !sendsNothing(d) {
			return []*callSite{b.reader.site(original, d)}
		}
		return nil
	}
	sites := b.keys.handedScript(call, fn, b.sinkSites(call, fn, keys))
	for _, s := range sites {
		s.everyImpl = everyImpl
	}
	return sites
}

// sendsNothing reports whether a client call sends no command to check:
// it names none, holds no key and leaves nothing unresolved (rueidis's
// DoMulti, whose commands are calls of their own).
func sendsNothing(d *clients.Descriptor) bool {
	return d.Command == "" && !d.Generic && len(d.Keys) == 0 && !d.Unresolved
}

// skipGenerated reports whether a file is generated code to leave alone.
// The files cgo rewrites say "Code generated by cmd/cgo" but hold the
// programmer's code, so they are checked.
func skipGenerated(f *ast.File) bool {
	if !ast.IsGenerated(f) {
		return false
	}
	for _, g := range f.Comments {
		if g.Pos() > f.Package {
			break
		}
		for _, c := range g.List {
			if strings.Contains(c.Text, "Code generated by cmd/cgo") {
				return false
			}
		}
	}
	return true
}

// valueSites returns the sites of a call through a function value: for
// each function it can hold, the client call or the wrapper call it is.
func (b *siteBuilder) valueSites(call *ast.CallExpr) []*callSite {
	var out []*callSite
	for _, fv := range b.eval.FuncValues(call.Fun) {
		if fv.Lit != nil {
			out = append(out, b.literalSites(call, fv.Lit)...)
			continue
		}
		if fv.Fn == nil {
			continue
		}
		named := *call
		named.Fun = fv.Expr
		if d := clients.Match(b.pass.TypesInfo, &named); d != nil {
			if !sendsNothing(d) {
				out = append(out, b.reader.site(call, d))
			}
			continue
		}
		if clients.ClientOf(fv.Fn) != clients.NoClient {
			continue
		}
		if keys := b.sinks.keysOf(fv.Fn); keys != nil {
			out = append(out, b.sinkSites(call, fv.Fn, keys)...)
		}
	}
	return out
}
