package analyzer

import (
	"cmp"
	"fmt"
	"go/ast"
	"go/types"
	"strings"

	"github.com/rediskeylint/rediskeylint/internal/commands"
	"github.com/rediskeylint/rediskeylint/internal/ifacecalls"
	"github.com/rediskeylint/rediskeylint/internal/keyflow"
	"github.com/rediskeylint/rediskeylint/internal/keysite"
	"github.com/rediskeylint/rediskeylint/keyrules"
)

// classify sets how much of a key is known, and why not when nothing is.
func classify(s *siteSet, site *callSite, key *keyArg) {
	seen := map[keyStatus]bool{}
	for _, t := range key.templates {
		seen[status(t)] = true
	}
	switch {
	case forwarded(s, site, *key) || closureForwards(s, site, *key):
		key.status = keyForwarded
	case len(seen) == 1 && seen[keyResolved]:
		key.status = keyResolved
		if key.limit == keyflow.LimitObjects {
			key.reason = limitReason(*key) // known values, maybe not this call's
		}
	case len(seen) == 1 && seen[keyUnresolved]:
		key.status = keyUnresolved
		key.reason = unknownReason(s, site, *key)
	default:
		key.status = keyPartial
		if key.limit != keyflow.NoLimit {
			key.reason = limitReason(*key)
		}
	}
	if key.reason == "" && site.everyImpl {
		key.reason = "the receiver's type is not known here: the keys of every implementation of " + site.clientLabel()
	}
}

// forwarded reports whether every template of key holds a parameter of
// the wrapper the site stands in: each call of the wrapper is then a site
// of its own.
func forwarded(s *siteSet, site *callSite, key keyArg) bool {
	if !s.forwarding(site) {
		return false
	}
	for _, t := range key.templates {
		if !holdsParam(t, keyflow.ParamIndex(site.enclosing)) {
			return false
		}
	}
	// A library's entry point: partial, the parameter a hole.
	return !entryPoint(site.enclosing) || !hasLiteral(key.templates)
}

// limitReason says which bound of the analysis cut the key short.
func limitReason(key keyArg) string {
	return "the analysis stopped at " + types.ExprString(key.expr) + ": " + key.limit.String()
}

// catalog builds the package's catalog entries from its sites.
func catalog(s *siteSet) *keysite.Result {
	r := &keysite.Result{}
	var marks keysite.Marks
	if len(s.list) > 0 { // only the keys of sites have families
		marks = keysite.FindMarks(s.ins)
	}
	for _, site := range s.list {
		if site.desc.CommandStep {
			continue // its key steps are sites
		}
		base := keysite.Site{
			Pos:     s.pass.Fset.Position(site.call.Pos()),
			End:     s.pass.Fset.Position(site.call.End()),
			Client:  site.clientLabel(),
			Command: site.desc.Command,
			SetsTTL: setsTTL(s, site),

			Separator: s.cfg.Separator,
		}
		if cmd := commands.Lookup(site.desc.Command); cmd != nil {
			base.DataType = cmd.DataType()
		}
		if site.forwardsCommand {
			e := base
			e.Status = keysite.Forwarded
			r.Sites = append(r.Sites, e)
		}
		if site.unresolved {
			e := base
			e.Status, e.Reason = keysite.Unresolved, cmp.Or(site.unresolvedWhy, "the key positions depend on values not known at compile time")
			r.Sites = append(r.Sites, e)
		}
		for _, key := range site.keys {
			e := base
			e.Pos = s.pass.Fset.Position(key.expr.Pos())
			e.End = s.pass.Fset.Position(key.expr.End())
			e.Status, e.Reason = key.status.site(), key.reason
			if key.status != keyUnresolved {
				for _, t := range key.templates {
					e.Templates = append(e.Templates, t.String())
					e.Rules = append(e.Rules, t)
					e.Families = append(e.Families, keysite.Family(t, s.origins.Spelling, marks, site.call))
				}
				e.Reassignable, e.Open = keysite.Reassignable(key.templates)
			}
			if len(key.templates) == 1 {
				if slot, ok := key.templates[0].Slot(); ok {
					e.Slot = &slot
				}
			}
			r.Sites = append(r.Sites, e)
		}
		if site.script != nil {
			r.Sites = append(r.Sites, scriptEntries(base, site.script)...)
		}
	}
	r.Sites = append(r.Sites, ifacecalls.Sites(s.imported)...)
	return r
}

// scriptEntries are the catalog entries of the script a site runs: one per
// key it builds (the Lua command's), or one unresolved entry naming what is
// not known of the script or of one of its calls.
func scriptEntries(base keysite.Site, ss *siteScript) []keysite.Site {
	var out []keysite.Site
	if ss.Unknown != "" {
		e := base
		e.Status, e.Reason, e.Script = keysite.Unresolved, ss.Unknown, &keysite.ScriptKey{}
		return append(out, e)
	}
	for _, call := range ss.incomplete {
		e := base
		e.Command, e.DataType = strings.ToUpper(call.Command), ""
		e.Status = keysite.Unresolved
		e.Reason = fmt.Sprintf("the script's %s %s", call.Func, call.Status)
		e.Script = &keysite.ScriptKey{Line: call.Line}
		out = append(out, e)
	}
	for _, k := range ss.keys {
		e := base
		e.Command, e.DataType, e.SetsTTL = k.command, "", false
		if cmd := commands.Lookup(k.command); cmd != nil {
			e.DataType = cmd.DataType()
		}
		e.Status, e.Reason = k.status.site(), k.reason
		if k.status != keyUnresolved {
			for _, t := range k.templates {
				e.Templates = append(e.Templates, t.String())
			}
		}
		if len(k.templates) == 1 {
			if slot, ok := k.templates[0].Slot(); ok {
				e.Slot = &slot
			}
		}
		e.Script = &keysite.ScriptKey{Line: k.line, Lua: k.lua.Template(), Origin: k.lua.Origin.String()}
		out = append(out, e)
	}
	return out
}

// status classifies one template.
func status(t keyrules.Template) keyStatus {
	switch {
	case t.IsUnknown():
		return keyUnresolved
	case hasUnknownHole(t):
		return keyPartial
	}
	return keyResolved
}

func hasUnknownHole(t keyrules.Template) bool {
	for _, p := range t.Parts {
		if p.Hole != nil && p.Hole.Kind == keyrules.Unknown {
			return true
		}
	}
	return false
}

// holdsParam reports whether a template holds a whole string parameter
// (or the elements of a keys parameter, or a string field of a
// parameter's object) of the function it stands in.
func holdsParam(t keyrules.Template, params map[keyflow.Root]int) bool {
	n, _ := keyflow.Normalize(t, params)
	for _, p := range n.Parts {
		r, ok := keyflow.ParamOf(p.Hole)
		if !ok {
			continue
		}
		if _, isField := r.Field(); r.Whole() || r.KeyList() || isField && r.Root.Param >= 0 {
			return true
		}
	}
	return false
}

// unknownReason says where an unresolved key comes from.
func unknownReason(s *siteSet, site *callSite, key keyArg) string {
	if key.limit != keyflow.NoLimit {
		return limitReason(key)
	}
	for _, t := range key.templates {
		for _, p := range t.Parts {
			if p.Hole == nil {
				continue
			}
			e := s.origins.Get(p.Origin).Expr
			if e == nil {
				continue
			}
			what := types.ExprString(e)
			switch e := ast.Unparen(e).(type) {
			case *ast.SelectorExpr:
				if v, ok := s.pass.TypesInfo.Uses[e.Sel].(*types.Var); ok && v.IsField() {
					return "field " + what + " is only assigned values not known at compile time (configuration, parameters)"
				}
			case *ast.Ident:
				if v, ok := s.pass.TypesInfo.Uses[e].(*types.Var); ok && s.isParam(v) {
					if site.enclosing != nil && paramIndexOf(site.enclosing, v) >= 0 {
						return "parameter " + what + " of a function that is not a wrapper of the client"
					}
					return "a field or variable assigned from parameter " + what + " of another function (a constructor)"
				}
			case *ast.CallExpr:
				return "result of " + what + ", which is not a key helper"
			}
			return what + " is not known at compile time"
		}
	}
	return "nothing of the key is known"
}

// paramIndexOf returns the index of v among fn's parameters, or -1.
func paramIndexOf(fn *types.Func, v *types.Var) int {
	params := fn.Signature().Params()
	for i := 0; i < params.Len(); i++ {
		if params.At(i) == v {
			return i
		}
	}
	return -1
}
