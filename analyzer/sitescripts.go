package analyzer

import (
	"fmt"
	"go/ast"
	"go/types"
	"slices"

	"github.com/rediskeylint/rediskeylint/internal/keyflow"
	"github.com/rediskeylint/rediskeylint/internal/luakeys"
	"github.com/rediskeylint/rediskeylint/internal/scriptsites"
	"github.com/rediskeylint/rediskeylint/keyrules"
)

// A siteScript is the Lua script a call runs (internal/scriptsites), with
// the keys it builds as keys of the call. A call that runs one of several
// scripts, as a branch chooses, holds the keys of each; Script is then
// the first.
type siteScript struct {
	*scriptsites.Script
	// keys are the keys the script touches that are not exactly one
	// element of KEYS (those are the site's keys).
	keys []scriptKey
	// incomplete are the script's calls whose keys are not all known.
	incomplete []luakeys.Call
}

// A scriptKey is a key a script builds.
type scriptKey struct {
	keyArg
	// lua is the key as the script builds it; command and line are those
	// of the redis.call that touches it.
	lua     luakeys.Key
	at      scriptKeyAt
	command string
	line    int
	// script is the script that builds the key; its At is nil when no
	// expression of this package spells its source.
	script *scriptsites.Script
	// unbound are the templates before the parameters of the function
	// that runs the script are bound at its calls (bindScriptKey).
	unbound []keyrules.Template
}

// A scriptKeyAt places a key in its script: the call and the key of it.
type scriptKeyAt struct{ call, key int }

// runScript finds the script a client call runs and the keys it builds,
// for the site of the call.
func (k *keyReader) runScript(site *callSite) {
	if runs := k.scripts.Run(site.call, site.desc); runs != nil {
		setScript(site, runs)
	}
}

// handedScript finds the script that a call of fn runs when fn runs the
// script its caller hands it (scriptsites' runners), for the call's site
// of the command the run sends.
func (k *keyReader) handedScript(call *ast.CallExpr, fn *types.Func, sites []*callSite) []*callSite {
	runs, command := k.scripts.RunHandedTo(call, fn)
	if runs == nil {
		return sites
	}
	for _, site := range sites {
		if site.desc.Command == command && site.script == nil {
			setScript(site, runs)
			break
		}
	}
	return sites
}

// setScript makes runs, the runs of the scripts site may run, the
// site's script: the keys they build are keys of the site, and the
// elements of KEYS every one of them only completes into keys are not.
func setScript(site *callSite, runs []*scriptsites.Run) {
	if prefixes := scriptsites.KeyPrefixes(runs, len(site.keys)); len(prefixes) > 0 {
		keys := site.keys[:0:0]
		for i, key := range site.keys {
			if !slices.Contains(prefixes, i+1) {
				keys = append(keys, key)
			}
		}
		site.keys = keys
	}
	ss := &siteScript{Script: runs[0].Script}
	for _, run := range runs {
		ss.incomplete = append(ss.incomplete, run.Incomplete...)
		for _, key := range run.Keys {
			ss.keys = append(ss.keys, scriptKey{
				keyArg: keyArg{expr: site.call, templates: key.Templates},
				lua:    key.Lua, at: scriptKeyAt{key.Call, key.Index}, command: key.Command, line: key.Line,
				script: run.Script,
			})
		}
	}
	site.script = ss
}

// classifyScriptKeys sets how much of each key a site's script builds is
// known, and why not when nothing is.
func classifyScriptKeys(s *siteSet, site *callSite) {
	if site.script == nil {
		return
	}
	calls := s.callsPassing(site)
	for i := range site.script.keys {
		k := &site.script.keys[i]
		bindScriptKey(s, site, k, calls)
		seen := map[keyStatus]bool{}
		for _, t := range k.templates {
			seen[status(t)] = true
		}
		switch {
		case len(seen) == 1 && seen[keyResolved]:
			k.status = keyResolved
		case len(seen) == 1 && seen[keyUnresolved]:
			k.status = keyUnresolved
			k.reason = fmt.Sprintf("the script builds the key from %s (line %d)", k.lua.Template(), k.line)
		default:
			k.status = keyPartial
		}
	}
}

// bindScriptKey gives a key that a script builds from parameters of the
// function that runs it (a prefix passed in ARGV) the templates that the
// calls of that function bind, when they are all in the package (calls):
// the key then has the shape its callers give it, as the function's own
// keys have at those calls.
func bindScriptKey(s *siteSet, site *callSite, k *scriptKey, calls []*callSite) {
	k.unbound = k.templates
	params := keyflow.ParamIndex(site.enclosing)
	if calls == nil || !slices.ContainsFunc(k.templates, func(t keyrules.Template) bool { return holdsParam(t, params) }) {
		return
	}
	var bound []keyrules.Template
	for _, c := range calls {
		for _, t := range s.bindCall(k.templates, c.call, site.enclosing) {
			if !slices.ContainsFunc(bound, func(b keyrules.Template) bool { return b.String() == t.String() }) {
				bound = append(bound, t) // one shape once, whichever call gives it
			}
		}
	}
	k.templates = bound
}
