package config

import (
	"fmt"
	"slices"
	"strings"

	"go.yaml.in/yaml/v3"

	"github.com/rediskeylint/rediskeylint/keyrules"
)

// levelRuleKeys are the keys a level rule (levels, last-segment) accepts.
var levelRuleKeys = []string{"max-length", "case", "letters-only"}

// A levelRule decodes a keyrules.LevelRule, refusing keys it does not
// know, as every other option does.
type levelRule keyrules.LevelRule

func (l *levelRule) UnmarshalYAML(n *yaml.Node) error {
	n = resolve(n)
	if n.Kind != yaml.MappingNode {
		return &levelRuleError{fmt.Sprintf("%s is not a mapping of %s", describeNode(n), strings.Join(levelRuleKeys, ", "))}
	}
	for i := 0; i+1 < len(n.Content); i += 2 {
		if name := n.Content[i].Value; !slices.Contains(levelRuleKeys, name) {
			return &levelRuleError{fmt.Sprintf("unknown key %q; allowed keys are %s", name, strings.Join(levelRuleKeys, ", "))}
		}
	}
	var p keyrules.LevelRule
	if err := n.Decode(&p); err != nil {
		return &levelRuleError{"max-length is an integer, case a style such as lower, letters-only true or false"}
	}
	*l = levelRule(p)
	return nil
}

// A levelRuleError says what is wrong in a level rule; decoding reports it
// as it is, after the option's key.
type levelRuleError struct{ msg string }

func (e *levelRuleError) Error() string { return e.msg }

// decodeValue decodes v into dst, the level rules of levels and
// last-segment through levelRule.
func decodeValue(v *yaml.Node, dst any) error {
	switch d := dst.(type) {
	case *[]keyrules.LevelRule:
		var rules []levelRule
		if err := v.Decode(&rules); err != nil {
			return err
		}
		if rules != nil {
			*d = make([]keyrules.LevelRule, len(rules))
			for i, r := range rules {
				(*d)[i] = keyrules.LevelRule(r)
			}
		}
		return nil
	case **keyrules.LevelRule:
		var rule *levelRule
		if err := v.Decode(&rule); err != nil {
			return err
		}
		*d = (*keyrules.LevelRule)(rule)
		return nil
	}
	return v.Decode(dst)
}
