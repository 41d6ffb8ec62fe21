package analyzer

import "github.com/rediskeylint/rediskeylint/keyrules"

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
