package analyzer

import (
	"fmt"
	"go/ast"
	"go/token"
	"slices"
	"strconv"
	"strings"

	"golang.org/x/tools/go/analysis"

	"github.com/rediskeylint/rediskeylint/internal/luakeys"
	"github.com/rediskeylint/rediskeylint/internal/scriptsites"
	"github.com/rediskeylint/rediskeylint/keyrules"
)

// scriptKeysRule reports a Lua script that touches a key it is not given
// in KEYS (a literal, an ARGV element, a key built from parts, or a KEYS
// element past the count the caller gives): Redis Cluster and proxies
// route a script by the keys in KEYS, so such a key may live on another
// node. Each script is reported once, at the Go expression that spells its
// source: a maker's (NewScript) of this package, or a run's (Eval) own.
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
		if site.script != nil && site.script.At != nil && site.desc.Lua.Source >= 0 {
			scripts = append(scripts, found{site.call, site.script.Script})
		}
	}
	slices.SortFunc(scripts, func(a, b found) int { return int(a.call.Pos() - b.call.Pos()) })
	reported := map[token.Pos]bool{}
	for _, f := range scripts {
		if f.gs.Unknown != "" || f.gs.At == nil || reported[f.gs.At.Pos()] {
			continue
		}
		if msg, line, ok := scriptKeysMessage(f.gs.Lua); ok {
			reported[f.gs.At.Pos()] = true
			pos, end := scriptLine(s.origins, f.gs, line)
			r.report(f.call, analysis.Diagnostic{Pos: pos, End: end, Category: string(keyrules.RuleScriptKeys), Message: msg})
		}
	}
}

// scriptLine returns the range of a script's line (from 1) in the Go
// literal that spells it, or the script's expression when no literal of
// this package spells that line.
func scriptLine(os *origins, gs *scriptsites.Script, line int) (token.Pos, token.Pos) {
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
			o := os.get(sp.Origin)
			if o.lit == nil || start < sp.Start || start >= sp.End {
				continue
			}
			from := o.offset + start - sp.Start
			to := o.offset + min(end, sp.End) - sp.Start
			return literalBounds(o.lit, from, to)
		}
	}
	return gs.At.Pos(), gs.At.End()
}

// scriptKeysMessage describes the first key a script touches that it is
// not given in KEYS, and how many more there are; line is the first key's.
func scriptKeysMessage(script luakeys.Script) (msg string, line int, ok bool) {
	var first luakeys.Key
	n := 0
	for _, call := range script.Calls {
		for _, k := range call.Keys {
			if !k.Origin.NotInKEYS() {
				continue
			}
			if n == 0 {
				first, line = k, call.Line
			}
			n++
		}
	}
	if n == 0 {
		return "", 0, false
	}
	msg = "script touches key " + strconv.Quote(first.Template()) + " not passed in KEYS"
	if first.Origin == luakeys.Missing {
		msg = "script touches key " + strconv.Quote(first.Template()) + " past the keys it is given"
	}
	msg += fmt.Sprintf(" (line %d)", line)
	if n > 1 {
		msg += fmt.Sprintf(", and %d more", n-1)
	}
	return msg, line, true
}
