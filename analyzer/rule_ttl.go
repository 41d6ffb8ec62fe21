package analyzer

import (
	"fmt"
	"slices"

	"github.com/rediskeylint/rediskeylint/internal/commands"
	"github.com/rediskeylint/rediskeylint/internal/expiry"
	"github.com/rediskeylint/rediskeylint/keyrules"
)

// ttlRule reports a key template written by a creating command that is
// never given a TTL anywhere in the package.
type ttlRule struct{}

func (ttlRule) check(s *siteSet, r *reporter) {
	if !s.cfg.Enabled(keyrules.RuleTTL) {
		return
	}
	var withTTL [][]ttlPart
	type write struct {
		site *callSite
		key  keyArg
		t    keyrules.Template
	}
	var writes []write
	for _, site := range s.list {
		setsTTL := setsTTL(s, site)
		cmd := commands.Lookup(site.desc.Command)
		creates := cmd != nil && cmd.CreatesKey() && !setsTTL && !expiry.GroupWithoutStream(s.pass.TypesInfo, site.desc, site.args)
		for _, key := range site.keys {
			for _, t := range key.templates {
				if t.IsUnknown() {
					continue
				}
				if setsTTL {
					if parts := ttlParts(t); !hasTTLKey(withTTL, parts) {
						withTTL = append(withTTL, parts)
					}
				} else if creates {
					writes = append(writes, write{site, key, t})
				}
			}
		}
	}
	for _, w := range writes {
		if !hasTTLKey(withTTL, ttlParts(w.t)) {
			r.at(w.site.call, w.key.expr, keyrules.RuleTTL, about(ttlSubject{w.t.Shape()}), fmt.Sprintf(
				"key %q is written by %s but never given a TTL", w.t.String(), w.site.desc.Command))
		}
	}
}

// A ttlPart is one piece of a key as the ttl rule compares keys: literal
// text, adjacent literals merged, or a hole by its label, whatever its
// identity and bounds (user:<int> written by Set is user:<int> expired by
// Expire).
type ttlPart struct {
	// text is the literal text, or the hole's label.
	text string
	hole bool
}

// ttlParts returns the pieces of t.
func ttlParts(t keyrules.Template) []ttlPart {
	var out []ttlPart
	for _, p := range t.Parts {
		switch {
		case p.Hole != nil:
			out = append(out, ttlPart{text: p.Hole.Label(), hole: true})
		case len(out) > 0 && !out[len(out)-1].hole:
			out[len(out)-1].text += p.Lit
		case p.Lit != "":
			out = append(out, ttlPart{text: p.Lit})
		}
	}
	return out
}

// hasTTLKey reports whether keys holds key.
func hasTTLKey(keys [][]ttlPart, key []ttlPart) bool {
	return slices.ContainsFunc(keys, func(k []ttlPart) bool { return slices.Equal(k, key) })
}

// setsTTL reports whether a site gives its keys a TTL.
func setsTTL(s *siteSet, site *callSite) bool {
	return expiry.Sets(s.pass.TypesInfo, site.desc, site.args, s.expiring[site.call])
}
