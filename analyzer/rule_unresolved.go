package analyzer

import (
	"fmt"

	"github.com/rediskeylint/rediskeylint/internal/keyflow"
	"github.com/rediskeylint/rediskeylint/keyrules"
)

// unresolvedRule reports, in strict mode, the calls whose key positions
// could not be told and the keys that could not be rebuilt. A wrapper's own
// parameter is not reported: it is checked at the wrapper's callers.
type unresolvedRule struct{}

func (unresolvedRule) check(s *siteSet, r *reporter) {
	if !s.cfg.Enabled(keyrules.RuleUnresolved) {
		return
	}
	for _, site := range s.list {
		if site.unresolved {
			why := ""
			if site.unresolvedWhy != "" {
				why = ": " + site.unresolvedWhy
			}
			r.at(site.call, site.call, keyrules.RuleUnresolved, about(callKeysSubject{}),
				fmt.Sprintf("keys of %s could not be told from the call%s", commandLabel(site), why))
		}
		if ss := site.script; ss != nil {
			reportScriptUnresolved(site, ss, r)
		}
		forwarding := s.forwarding(site)
		for _, key := range site.keys {
			for _, t := range key.templates {
				if !t.IsUnknown() || forwarding && holdsParam(t, keyflow.ParamIndex(site.enclosing)) {
					continue
				}
				why := ""
				if key.limit != keyflow.NoLimit {
					why = " (" + key.limit.String() + ")"
				}
				r.at(site.call, key.expr, keyrules.RuleUnresolved, about(keyValueSubject{}),
					fmt.Sprintf("key of %s could not be rebuilt%s, so it is not checked", commandLabel(site), why))
			}
		}
	}
}

// commandLabel names a site's command for messages.
func commandLabel(site *callSite) string {
	if site.desc.Command == "" {
		return "the command"
	}
	return site.desc.Command
}

// reportScriptUnresolved reports the part of the script a site runs that
// could not be followed: the script itself, or its calls whose keys are
// not all known.
func reportScriptUnresolved(site *callSite, ss *siteScript, r *reporter) {
	if ss.Unknown != "" {
		r.at(site.call, site.call, keyrules.RuleUnresolved, about(scriptSourceSubject{}),
			"keys the script builds could not be told: "+ss.Unknown)
		return
	}
	for _, call := range ss.incomplete {
		r.at(site.call, site.call, keyrules.RuleUnresolved, about(scriptCallSubject{call.Line, call.Func, call.Status}),
			fmt.Sprintf("keys of the script's %s could not be told: %s (line %d)", call.Func, call.Status, call.Line))
	}
	for _, k := range ss.keys {
		if k.status == keyUnresolved {
			r.at(site.call, site.call, keyrules.RuleUnresolved, about(scriptKeySubject{k.script, k.at}),
				"key the script builds could not be rebuilt: "+k.reason)
		}
	}
}
