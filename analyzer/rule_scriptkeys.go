package analyzer

import (
	"go/ast"
	"go/token"
	"slices"
	"strings"

	"golang.org/x/tools/go/analysis"

	"github.com/rediskeylint/rediskeylint/internal/origins"
	"github.com/rediskeylint/rediskeylint/internal/scriptsites"
	"github.com/rediskeylint/rediskeylint/keyrules"
)

// scriptKeysRule reports a Lua script that touches a key it is not given
// in KEYS (a literal, an ARGV element, a key built from parts, or a KEYS
// element past the count the caller gives): Redis Cluster and proxies
// route a script by the keys in KEYS, so such a key may live on another
// node. Each script is reported once, at the Go expression that spells its
// source: a maker's (NewScript) of this package, or a run's (Eval) own; a
// function of a library (FCALL) at the source of the library this package
// loads, once per function.
type scriptKeysRule struct{}

func (scriptKeysRule) check(s *siteSet, r *reporter) {
	if !s.cfg.Enabled(keyrules.RuleScriptKeys) {
		return
	}
	type found struct {
		call *ast.CallExpr
		gs   *scriptsites.Script
	}
	var scripts []found
	for call, gs := range s.scripts {
		scripts = append(scripts, found{call, gs})
	}
	for _, site := range s.list {
		if site.script != nil && site.script.At != nil && site.desc.Lua != nil && (site.desc.Lua.Source >= 0 || site.desc.Lua.Function >= 0) {
			scripts = append(scripts, found{site.call, site.script.Script})
		}
	}
	slices.SortFunc(scripts, func(a, b found) int { return int(a.call.Pos() - b.call.Pos()) })
	inSlot := keysInGivenSlots(s)
	reported := map[scriptID]bool{}
	for _, f := range scripts {
		if f.gs.Unknown != "" || f.gs.At == nil || reported[idOf(f.gs)] {
			continue
		}
		proven := inSlot[idOf(f.gs)]
		if msg, line, ok := f.gs.Lua.OutsideKEYS(func(c, k int) bool { return proven[scriptKeyAt{c, k}] }); ok {
			reported[idOf(f.gs)] = true
			pos, end := scriptLine(s.origins, f.gs, line)
			r.report(f.call, keyrules.RuleScriptKeys, about(idOf(f.gs)), analysis.Diagnostic{Pos: pos, End: end, Message: msg})
		}
	}
}

// A scriptID tells scripts apart: by the expression that spells the
// source, and the function of a library.
type scriptID struct {
	at       token.Pos
	function string
}

func idOf(gs *scriptsites.Script) scriptID { return scriptID{gs.At.Pos(), gs.Function} }

// scriptLine returns the range of a script's line (from 1) in the Go
// literal that spells it, or the script's expression when no literal of
// this package spells that line.
func scriptLine(os *origins.Table, gs *scriptsites.Script, line int) (token.Pos, token.Pos) {
	start := 0
	for i := 1; i < line && start >= 0; i++ {
		if j := strings.IndexByte(gs.Src[start:], '\n'); j >= 0 {
			start += j + 1
		} else {
			start = -1
		}
	}
	if start >= 0 {
		end := len(gs.Src)
		if j := strings.IndexByte(gs.Src[start:], '\n'); j >= 0 {
			end = start + j
		}
		for _, sp := range gs.Spans {
			o := os.Get(sp.Origin)
			if o.Lit == nil || start < sp.Start || start >= sp.End {
				continue
			}
			from := o.Offset + start - sp.Start
			to := o.Offset + min(end, sp.End) - sp.Start
			return literalBounds(o.Lit, from, to)
		}
	}
	return gs.At.Pos(), gs.At.End()
}

// keysInGivenSlots returns, per script, the keys it builds that every run
// of this package proves to lie in the slot of a key it passes in KEYS:
// each template of the built key shares its hash tag with one of the run's
// keys (a prefix "app:{q}:t:" passed in ARGV and completed in the script).
// Cluster and tag-routing proxies send such a script where those keys
// live. A run inside a function of the package that passes its own
// parameters is proven at each call of that function, with the call's
// arguments in their place. Scripts are told apart by the expression that
// spells their source; a script with no run in this package proves
// nothing.
func keysInGivenSlots(s *siteSet) map[scriptID]map[scriptKeyAt]bool {
	proven := map[scriptID]map[scriptKeyAt]bool{}
	disproven := map[scriptID]map[scriptKeyAt]bool{}
	mark := func(in map[scriptID]map[scriptKeyAt]bool, gs scriptID, at scriptKeyAt) {
		if in[gs] == nil {
			in[gs] = map[scriptKeyAt]bool{}
		}
		in[gs][at] = true
	}
	for _, site := range s.list {
		if site.script == nil {
			continue
		}
		calls := s.callsPassing(site)
		for _, k := range site.script.keys {
			if k.script == nil || k.script.At == nil {
				continue
			}
			gs := idOf(k.script)
			ok := calls == nil && inGivenSlot(k.templates, site.keys)
			for _, call := range calls {
				ok = inGivenSlot(s.bindCall(k.unbound, call.call, site.enclosing), call.keys)
				if !ok {
					break
				}
			}
			if ok {
				mark(proven, gs, k.at)
			} else {
				mark(disproven, gs, k.at)
			}
		}
	}
	for gs, keys := range disproven {
		for at := range keys {
			delete(proven[gs], at)
		}
	}
	return proven
}

// callsPassing returns the sites of the calls of the function that site
// stands in, when site's keys are that function's parameters and its
// callers are all in the package: the sites of the command site sends, at
// each call, with the keys the call passes. Nil otherwise.
func (s *siteSet) callsPassing(site *callSite) []*callSite {
	fn := site.enclosing
	if !s.forwarding(site) || token.IsExported(fn.Name()) {
		return nil
	}
	var out []*callSite
	for _, c := range s.list {
		if c.wrapper == fn && c.desc.Command == site.desc.Command {
			out = append(out, c)
		}
	}
	return out
}

// inGivenSlot reports whether every template of a built key is in the
// same slot as some template of the run's own keys.
func inGivenSlot(built []keyrules.Template, given []keyArg) bool {
	if len(built) == 0 {
		return false
	}
	for _, b := range built {
		same := false
		for _, g := range given {
			for _, t := range g.templates {
				if keyrules.SameSlot(b, t) == keyrules.SlotSame {
					same = true
				}
			}
		}
		if !same {
			return false
		}
	}
	return true
}
