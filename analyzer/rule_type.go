package analyzer

import (
	"fmt"

	"golang.org/x/tools/go/analysis"

	"github.com/rediskeylint/rediskeylint/internal/commands"
	"github.com/rediskeylint/rediskeylint/internal/typewords"
	"github.com/rediskeylint/rediskeylint/keyrules"
)

// A typedUse is one use of a key template with a command of a data type.
type typedUse struct {
	site     *callSite
	key      keyArg
	template keyrules.Template
	kind     string
}

// typeRule reports one key template used with commands of two data types,
// saying what each command does with the other type (most fail with
// WRONGTYPE, MGET reads nil, SET replaces the value), and a type word in the
// key that disagrees with the commands used on it.
type typeRule struct{}

func (typeRule) check(s *siteSet, r *reporter) {
	if !s.cfg.Enabled(keyrules.RuleType) {
		return
	}
	uses := make(map[keyrules.Shape][]typedUse)
	var order []keyrules.Shape
	for _, site := range s.list {
		cmd := commands.Lookup(site.desc.Command)
		if cmd == nil {
			continue
		}
		kind := cmd.DataType()
		if kind == "" {
			continue
		}
		for _, key := range site.keys {
			for _, t := range key.templates {
				if word := typewords.Declared(t, s.cfg.Separator); word != "" && word != kind {
					r.at(site.call, key.expr, keyrules.RuleType, about(typeWordSubject{t.Shape(), kind}), fmt.Sprintf(
						"key %q says %s but %s works on a %s", t.String(), word, site.desc.Command, kind))
				}
				if !typewords.OneFamily(t, s.cfg.Separator) {
					continue
				}
				k := t.Shape()
				if _, ok := uses[k]; !ok {
					order = append(order, k)
				}
				uses[k] = append(uses[k], typedUse{site, key, t, kind})
			}
		}
	}
	for _, k := range order {
		list := uses[k]
		first := list[0]
		for _, u := range list[1:] {
			if u.kind == first.kind {
				continue
			}
			r.at(u.site.call, u.key.expr, keyrules.RuleType, about(typeMixSubject{k, u.kind, first.kind}), fmt.Sprintf(
				"key %q is used as a %s by %s here and as a %s by %s elsewhere: %s, and %s",
				u.template.String(), u.kind, u.site.desc.Command, first.kind, first.site.desc.Command,
				onOtherType(u.site.desc.Command, first.kind), onOtherType(first.site.desc.Command, u.kind)),
				analysis.RelatedInformation{Pos: first.key.expr.Pos(), End: first.key.expr.End(),
					Message: fmt.Sprintf("used as a %s by %s here", first.kind, first.site.desc.Command)})
		}
	}
}

// onOtherType says what the command does with a key of another data type,
// as Redis does it (see commands.Outcome).
func onOtherType(command, other string) string {
	var what string
	switch commands.Lookup(command).OnOtherType() {
	case commands.ReadsNil:
		what = "returns nil for a %s"
	case commands.Replaces:
		what = "replaces a %s"
	case commands.LeavesAlone:
		what = "does nothing to a %s"
	case commands.ReplacesDestination:
		what = "replaces a %s as its destination and fails with WRONGTYPE on one as a source"
	default:
		what = "fails with WRONGTYPE on a %s"
	}
	return command + " " + fmt.Sprintf(what, other)
}
