package analyzer

import (
	"go/ast"
	"go/types"

	"github.com/rediskeylint/rediskeylint/internal/clients"
	"github.com/rediskeylint/rediskeylint/internal/keyflow"
	"github.com/rediskeylint/rediskeylint/keyrules"
)

// sinkKeys returns the sink keys of fn: from this package's analysis, or
// from the fact another package exported.
func (c *wrapperSet) sinkKeys(fn *types.Func) []sinkKey {
	fn = fn.Origin()
	if fn.Pkg() == nil {
		return nil // a method of the universe, such as error.Error
	}
	if fn.Pkg() == c.pass.Pkg {
		return c.sinks[fn]
	}
	var f sinkFact
	if c.pass.ImportObjectFact(fn, &f) {
		return f.Keys
	}
	return nil
}

// sinkSites returns the sites of a call of a wrapper: one per command the
// wrapper sends, each key composed from the wrapper's template and the
// call's argument.
func (c *wrapperSet) sinkSites(call *ast.CallExpr, fn *types.Func, keys []sinkKey) []*callSite {
	fn = fn.Origin()
	label := keyflow.FuncLabel(fn)
	via := ""
	if fn.Pkg() != c.pass.Pkg {
		via = label + "(...)"
	}
	byCommand := make(map[string]*callSite)
	var out []*callSite
	for _, k := range keys {
		site := byCommand[k.Command]
		if site == nil {
			site = &callSite{call: call, wrapper: fn, desc: &clients.Descriptor{Command: k.Command, Args: call.Args}}
			byCommand[k.Command] = site
			out = append(out, site)
		}
		if k.Expiry.expires(c.pass.TypesInfo, call, fn) {
			site.desc.Expires = true
		}
		tmpl := k.Template.Template(func() int { return c.origins.add(origin{expr: call, via: via}) })
		if !k.Variadic {
			arg := keyflow.ArgFor(call, fn, k.Param)
			if arg == nil {
				site.unresolved = true
				continue
			}
			site.keys = append(site.keys, keyArg{expr: arg, templates: c.eval.BindParams([]keyrules.Template{tmpl}, func(idx int) ast.Expr { return keyflow.ArgFor(call, fn, idx) }), via: label})
			continue
		}
		// keys ...string: each argument, or each element of a spread
		// slice; keys []string: each element of the slice.
		var elems []keyArg
		sig := fn.Signature()
		spreadParam := sig.Variadic() && k.Param == sig.Params().Len()-1
		if (call.Ellipsis.IsValid() || !spreadParam) && k.Param < len(call.Args) {
			keys, ok := c.keysOfSlice(call.Args[k.Param])
			elems, site.unresolved = keys, site.unresolved || !ok
		} else {
			for _, a := range call.Args[min(k.Param, len(call.Args)):] {
				elems = append(elems, c.key(a))
			}
		}
		elems = pick(elems, tmpl)
		for _, e := range elems {
			site.keys = append(site.keys, keyArg{expr: e.expr, templates: substituteElems(tmpl, e.templates, c.origins), via: label})
		}
		site.desc.Atomic = len(elems) > 1
	}
	return out
}

// substituteElems puts each element template in place of the elements hole.
func substituteElems(t keyrules.Template, elems []keyrules.Template, o *origins) []keyrules.Template {
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

// exportSinks exports a fact for every exported wrapper of the package,
// and for interface methods of the package whose implementations in the
// package are wrappers.
func (c *wrapperSet) exportSinks() {
	for fn, keys := range c.sinks {
		if fn.Exported() && fn.Pkg() == c.pass.Pkg {
			c.pass.ExportObjectFact(fn, &sinkFact{Keys: keys})
		}
	}
	for _, m := range c.interfaceMethods() {
		if keys := c.interfaceKeys(m); keys != nil {
			c.pass.ExportObjectFact(m, &sinkFact{Keys: keys})
		}
	}
	c.exportCommands()
}
