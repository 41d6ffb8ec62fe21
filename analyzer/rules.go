package analyzer

import (
	"github.com/rediskeylint/rediskeylint/internal/sizes"
	"github.com/rediskeylint/rediskeylint/keyrules"
)

// A rule judges the final sites of a package and reports what it finds.
// Each rule lives in its own file, rule_<name>.go.
type rule interface {
	check(s *siteSet, r *reporter)
}

// packageRules returns the rules run on every package: names checks the
// keys' templates; version gives the go-redis version the package builds
// with, read only when the crossslot rule needs it.
func packageRules(names *keyrules.Checker, version func() string) []rule {
	return []rule{
		namingRule{names: names},
		unresolvedRule{},
		commandRule{},
		typeRule{},
		crossSlotRule{version: version},
		ttlRule{},
		batchRule{},
		bigkeyRule{},
		structureRule{},
		scriptKeysRule{},
	}
}

// sizeChecks is the state the rules of the key standards (batch, bigkey,
// structure) share: the final sites, the reporter, the package's loops
// and the sizes of its values (internal/sizes).
type sizeChecks struct {
	s      *siteSet
	r      *reporter
	loops  []sizes.Loop
	values sizes.Values
}

func newSizeChecks(s *siteSet, r *reporter) *sizeChecks {
	c := &sizeChecks{s: s, r: r, values: sizes.Values{Info: s.pass.TypesInfo, Locals: s.locals}}
	if len(s.list) > 0 { // the rules read only the loops around sites
		c.loops = sizes.Loops(s.pass.TypesInfo, s.ins)
	}
	return c
}
