package analyzer

import (
	"fmt"
	"go/ast"
	"go/token"
	"slices"
	"strconv"

	"github.com/rediskeylint/rediskeylint/internal/luakeys"
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
		gs   *goScript
	}
	var scripts []found
	for call, gs := range s.scripts {
		scripts = append(scripts, found{call, gs})
	}
	for _, site := range s.list {
		if site.script != nil && site.script.at != nil && site.desc.Lua.Source >= 0 {
			scripts = append(scripts, found{site.call, site.script.goScript})
		}
	}
	slices.SortFunc(scripts, func(a, b found) int { return int(a.call.Pos() - b.call.Pos()) })
	reported := map[token.Pos]bool{}
	for _, f := range scripts {
		if f.gs.unknown != "" || f.gs.at == nil || reported[f.gs.at.Pos()] {
			continue
		}
		if msg, ok := scriptKeysMessage(f.gs.script); ok {
			reported[f.gs.at.Pos()] = true
			r.at(f.call, f.gs.at, keyrules.RuleScriptKeys, msg)
		}
	}
}

// scriptKeysMessage describes the first key a script touches that it is
// not given in KEYS, and how many more there are.
func scriptKeysMessage(script luakeys.Script) (string, bool) {
	var first luakeys.Key
	line, n := 0, 0
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
		return "", false
	}
	msg := "script touches key " + strconv.Quote(first.Template()) + " not passed in KEYS"
	if first.Origin == luakeys.Missing {
		msg = "script touches key " + strconv.Quote(first.Template()) + " past the keys it is given"
	}
	msg += fmt.Sprintf(" (line %d)", line)
	if n > 1 {
		msg += fmt.Sprintf(", and %d more", n-1)
	}
	return msg, true
}
