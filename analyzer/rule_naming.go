package analyzer

import (
	"slices"

	"github.com/rediskeylint/rediskeylint/internal/ifacecalls"
	"github.com/rediskeylint/rediskeylint/internal/keysite"
	"github.com/rediskeylint/rediskeylint/keyrules"
)

// namingRule runs the per-key rules of keyrules (case, separator, depth,
// length, namespaces, prefix, ...) on every template of every key.
type namingRule struct {
	names *keyrules.Checker
}

func (n namingRule) check(s *siteSet, r *reporter) {
	for _, site := range s.list {
		keys := site.keys
		if site.script != nil {
			// The keys a Lua script builds are keys of the call that runs it.
			keys = slices.Clone(keys)
			for _, k := range site.script.keys {
				keys = append(keys, k.keyArg)
			}
		}
		for _, key := range keys {
			for _, t := range key.templates {
				if t.IsUnknown() {
					continue // the unresolved rule speaks for it
				}
				r.keyTemplate(key, t)
				if keysite.IsFallback(t, key.templates) {
					continue
				}
				for _, f := range n.names.Check(t) {
					r.finding(site, key, t, f)
				}
			}
		}
	}
	// Keys an imported package sends through an implementation of this
	// package: reported at the implementing method (internal/ifacecalls).
	for _, p := range ifacecalls.Problems(s.imported, n.names.Check) {
		if !r.quiet(p.Impl.Pos()) {
			r.report(nil, p.Rule, keySubject{Subject: p.Subject}, p.Diagnostic(r.pass.Fset))
		}
	}
}
