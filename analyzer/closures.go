package analyzer

import (
	"go/ast"
	"go/types"

	"golang.org/x/tools/go/ast/inspector"

	"github.com/rediskeylint/rediskeylint/internal/keyflow"
)

// Closures that carry keys. A call through a function value that holds a
// function literal (lock := func(key string) error { return s.Lock(key) })
// is a call of the literal's body with its parameters bound to the
// call's arguments: the body's client and wrapper calls are sites there,
// with the caller's keys, and the body's own sites, whose keys are the
// literal's parameters, are forwarded to those calls.

// literalSites returns the sites of the calls that a function literal's
// body makes, its parameters bound to the arguments of call, a call
// through a function value holding it: a closure that carries a key into
// a store (func(key string) error { return s.Lock(key) }) sends the key
// each call gives it. Only the sites whose keys read the literal's
// parameters are kept: the others are the body's own sites already.
func (b *siteBuilder) literalSites(call *ast.CallExpr, lit *ast.FuncLit) []*callSite {
	var out []*callSite
	followed := b.eval.InLiteral(lit, call, func() {
		body, _ := b.ins.Root().FindByPos(lit.Body.Pos(), lit.Body.End()) // the package's own syntax
		body.Inspect([]ast.Node{(*ast.FuncLit)(nil), (*ast.CallExpr)(nil)}, func(c inspector.Cursor) bool {
			n, ok := c.Node().(*ast.CallExpr)
			if !ok {
				return false // a function literal, called on its own if at all
			}
			for _, s := range b.site(n) {
				if usesLiteralParams(b.pass.TypesInfo, lit, s) {
					out = append(out, s)
				}
			}
			return true
		})
	})
	if followed {
		b.closures[lit] = true
	}
	return out
}

// usesLiteralParams reports whether a key of a site inside a function
// literal reads one of the literal's parameters.
func usesLiteralParams(info *types.Info, lit *ast.FuncLit, s *callSite) bool {
	params := keyflow.LiteralParams(info, lit)
	for _, k := range s.keys {
		if keyflow.ReadsParam(info, k.expr, params) {
			return true
		}
	}
	return false
}

// closureForwards reports whether every template of a key of a site
// inside a closure whose calls were followed holds one of the closure's
// parameters: each call through the function value is then a site of its
// own, as a wrapper's calls are.
func closureForwards(s *siteSet, site *callSite, key keyArg) bool {
	for lit := range s.closures {
		if site.call.Pos() < lit.Body.Pos() || site.call.End() > lit.Body.End() {
			continue
		}
		params := keyflow.LiteralParams(s.pass.TypesInfo, lit)
		all := len(key.templates) > 0
		for _, t := range key.templates {
			all = all && holdsParam(t, params)
		}
		if all {
			return true
		}
	}
	return false
}
