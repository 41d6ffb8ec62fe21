package analyzer

import (
	"go/ast"
	"go/types"

	"github.com/rediskeylint/rediskeylint/internal/clients"
	"github.com/rediskeylint/rediskeylint/internal/cmdwrappers"
	"github.com/rediskeylint/rediskeylint/internal/keyflow"
)

// The sites of command wrappers (internal/cmdwrappers): a call of one with
// a literal name is a generic call of that command.

// commandOf returns what fn does as a command wrapper.
func (t *sinkTable) commandOf(fn *types.Func) (cmdwrappers.Fact, bool) {
	return t.commands.Of(fn)
}

// addCommand records the enclosing function of site as a command wrapper
// when site is a generic call that forwards that function's name
// parameter; such a site sends no command of its own. It reports whether
// the function became a command wrapper.
func (t *sinkTable) addCommand(site *callSite) bool {
	forwards, added := t.commands.Add(site.enclosing, site.call, site.desc)
	if forwards {
		site.forwardsCommand, site.unresolved = true, false
	}
	return added
}

// commandSite returns the site of a call of command wrapper fn: a generic
// call whose command vector starts at the name argument.
func (b *siteBuilder) commandSite(call *ast.CallExpr, fn *types.Func, s cmdwrappers.Fact) *callSite {
	d := &clients.Descriptor{
		Client:  s.Client,
		Method:  fn.Name(),
		Generic: true,
		Keys:    []clients.ArgSpec{{Arg: s.Name, Shape: clients.KeySpec, Rest: true}},
		Args:    call.Args,
	}
	if s.Name >= len(call.Args) {
		return &callSite{call: call, desc: d, wrapper: fn.Origin(), unresolved: true}
	}
	site := b.reader.site(call, d)
	site.wrapper = fn.Origin()
	if arg, ok := s.RewrittenArg(call); ok {
		var via keyflow.Via
		if site.wrapper.Pkg() != b.pass.Pkg {
			via = keyflow.ViaFunc(site.wrapper)
		}
		origin := func() int { return b.origins.add(origin{expr: call, via: via}) }
		for i, k := range site.keys {
			if k.expr == arg {
				site.keys[i].templates = s.Around(k.templates, origin, b.origins)
			}
		}
	}
	for i := range site.keys {
		site.keys[i].through = site.wrapper
	}
	return site
}
