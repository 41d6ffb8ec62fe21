package analyzer

import (
	"go/ast"
	"go/types"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ast/inspector"

	"github.com/rediskeylint/rediskeylint/internal/clients"
	"github.com/rediskeylint/rediskeylint/internal/cmdwrappers"
	"github.com/rediskeylint/rediskeylint/internal/ifacecalls"
	"github.com/rediskeylint/rediskeylint/internal/keyflow"
	"github.com/rediskeylint/rediskeylint/internal/origins"
	"github.com/rediskeylint/rediskeylint/keyrules"
)

// sinkTable is the sink keys of functions: the package's own wrappers, as
// wrapper discovery finds them, and those of its dependencies, from their
// facts.
type sinkTable struct {
	pass *analysis.Pass
	ins  *inspector.Inspector // the package's syntax (ifacecalls.go)
	// own are the package's wrappers; widened the groups of their keys
	// bounded for good.
	own     map[*types.Func][]sinkKey
	widened map[sinkGroup]bool
	// imported are the wrapper methods of dependencies, for calls through
	// interfaces (ifaces.go); nil until first needed.
	imported []methodSink
	// commands are the command wrappers (internal/cmdwrappers).
	commands *cmdwrappers.Table
	// eval reads the arguments of the package's calls through its
	// interfaces, for its importers (ifacecalls.go).
	eval *keyflow.Evaluator
	read Sink // where keysOf reads a fact into, not an allocation each
}

func newSinkTable(v *pkgValues) *sinkTable {
	return &sinkTable{pass: v.pass, own: make(map[*types.Func][]sinkKey), widened: make(map[sinkGroup]bool), commands: cmdwrappers.NewTable(v.pass, v.eval, v.origins),
		eval: v.eval, ins: v.ins}
}

// keysOf returns the sink keys of fn: from this package's analysis, or
// from the fact another package exported.
func (t *sinkTable) keysOf(fn *types.Func) []sinkKey {
	fn = fn.Origin()
	if fn.Pkg() == nil {
		return nil // a method of the universe, such as error.Error
	}
	if fn.Pkg() == t.pass.Pkg {
		return t.own[fn]
	}
	if t.pass.ImportObjectFact(fn, &t.read) {
		return t.read.Keys
	}
	return nil
}

// sinkSites returns the sites of a call of a wrapper: one per command the
// wrapper sends, each key composed from the wrapper's template and the
// call's argument.
func (b *siteBuilder) sinkSites(call *ast.CallExpr, fn *types.Func, keys []sinkKey) []*callSite {
	fn = fn.Origin()
	var via keyflow.Via
	if fn.Pkg() != b.pass.Pkg {
		via = keyflow.ViaFunc(fn)
	}
	byCommand := make(map[string]*callSite)
	var out []*callSite
	for _, k := range keys {
		if !chosen(b.pass.TypesInfo, call, fn, k.Choices) {
			continue
		}
		use := b.eval.ObjectUseAt(call, fn, k.Param, k.Template.Template(nil), k.Choices)
		if use == keyflow.CalleeOwn {
			continue
		}
		site := byCommand[k.Command]
		if site == nil {
			site = &callSite{call: call, wrapper: fn, desc: &clients.Descriptor{Command: k.Command, Args: call.Args}}
			byCommand[k.Command] = site
			out = append(out, site)
		}
		if k.Expiry.Expires(b.pass.TypesInfo, call, fn) {
			site.desc.Expires = true
		}
		tmpl := k.Template.Template(func() int { return b.origins.Add(origins.Origin{Expr: call, Via: via}) })
		if !k.Variadic {
			arg := keyflow.ArgFor(call, fn, k.Param)
			if arg == nil {
				site.unresolved = true
				continue
			}
			v := b.eval.BindParams([]keyrules.Template{tmpl}, func(idx int) ast.Expr { return b.eval.ArgAt(call, fn, idx) }).Limited(k.Limit)
			site.keys = append(site.keys, keyArg{expr: arg, templates: v.ToRules(), limit: v.Limit, through: fn, passedOn: use == keyflow.ObjectPassedOn})
			continue
		}
		// keys ...string: each argument, or each element of a spread
		// slice; keys []string: each element of the slice.
		var elems []keyArg
		sig := fn.Signature()
		spreadParam := sig.Variadic() && k.Param == sig.Params().Len()-1
		if name, isField := keyflow.ElemField(tmpl); isField {
			keys, ok := b.fieldElems(call, fn, k.Param, name)
			elems, site.unresolved = keys, site.unresolved || !ok
		} else if (call.Ellipsis.IsValid() || !spreadParam) && k.Param < len(call.Args) {
			keys, ok := b.wrapperElems(call.Args[k.Param])
			elems, site.unresolved = keys, site.unresolved || !ok
		} else {
			for _, a := range call.Args[min(k.Param, len(call.Args)):] {
				elems = append(elems, b.keys.key(a))
			}
		}
		elems = pick(elems, tmpl)
		for _, e := range elems {
			// The key's other parameters are bound as a single key's are.
			v := b.eval.BindParams(substituteElems(tmpl, e.templates, b.origins), func(idx int) ast.Expr { return b.eval.ArgAt(call, fn, idx) })
			limit := e.limit
			if limit == keyflow.NoLimit {
				limit = v.Limited(k.Limit).Limit
			}
			site.keys = append(site.keys, keyArg{expr: e.expr, templates: v.ToRules(), limit: limit, through: fn})
		}
		site.desc.Atomic = len(elems) > 1
	}
	return out
}

// substituteElems puts each element template in place of the elements hole.
func substituteElems(t keyrules.Template, elems []keyrules.Template, o *origins.Table) []keyrules.Template {
	var out []keyrules.Template
	for _, el := range elems {
		alts := []keyrules.Template{{}}
		for _, p := range t.Parts {
			if r, ok := keyflow.RefOf(p.Hole); ok && r.Shape.IsList() {
				alts = keyflow.Concat(alts, []keyrules.Template{el}, o)
				continue
			}
			alts = keyflow.Concat(alts, []keyrules.Template{{Parts: []keyrules.Part{p}}}, o)
		}
		out = append(out, alts...)
	}
	return out
}

// export exports a fact for every exported wrapper of the package,
// and for interface methods of the package whose implementations in the
// package are wrappers.
func (t *sinkTable) export() {
	for fn, keys := range t.own {
		if fn.Exported() && fn.Pkg() == t.pass.Pkg {
			t.pass.ExportObjectFact(fn, &Sink{Keys: keys})
		}
	}
	for _, m := range ifacecalls.InterfaceMethods(t.pass.Pkg) {
		if keys := t.interfaceKeys(m); keys != nil {
			t.pass.ExportObjectFact(m, &Sink{Keys: keys})
		}
	}
	t.commands.Export(ifacecalls.InterfaceMethods(t.pass.Pkg))
	t.exportInterfaceCalls()
}
