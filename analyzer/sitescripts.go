package analyzer

import (
	"fmt"

	"github.com/rediskeylint/rediskeylint/internal/luakeys"
	"github.com/rediskeylint/rediskeylint/internal/scriptsites"
)

// A siteScript is the Lua script a call runs (internal/scriptsites), with
// the keys it builds as keys of the call.
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
}

// A scriptKeyAt places a key in its script: the call and the key of it.
type scriptKeyAt struct{ call, key int }

// runScript finds the script a client call runs and the keys it builds,
// for the site of the call.
func (k *keyReader) runScript(site *callSite) {
	run := k.scripts.Run(site.call, site.desc)
	if run == nil {
		return
	}
	ss := &siteScript{Script: run.Script, incomplete: run.Incomplete}
	for _, key := range run.Keys {
		ss.keys = append(ss.keys, scriptKey{
			keyArg: keyArg{expr: site.call, templates: key.Templates},
			lua:    key.Lua, at: scriptKeyAt{key.Call, key.Index}, command: key.Command, line: key.Line,
		})
	}
	site.script = ss
}

// classifyScriptKeys sets how much of each key a site's script builds is
// known, and why not when nothing is.
func classifyScriptKeys(site *callSite) {
	if site.script == nil {
		return
	}
	for i := range site.script.keys {
		k := &site.script.keys[i]
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
