package analyzer

import (
	"fmt"
	"sort"
	"strings"

	"golang.org/x/tools/go/analysis"

	"github.com/rediskeylint/rediskeylint/internal/commands"
	"github.com/rediskeylint/rediskeylint/keyrules"
)

// The structure rule (standards 001 and 002, "choose the right data
// type"): string keys that share an id and differ only in their last
// segment, as user:1:name, user:1:age and user:1:favor, are one entity
// better kept in one hash, HSET user:1 name … age … favor ….

// minHashSiblings is how many sibling string keys make a hash worth it.
const minHashSiblings = 3

// A siblingGroup is the string keys under one prefix.
type siblingGroup struct {
	prefix keyrules.Template
	fields map[string]bool
	first  *callSite
	key    keyArg
	others []analysis.RelatedInformation
}

// structureCheck is one run of the structure rule over a package.
type structureCheck struct{ *sizeChecks }

// structureRule runs the structure rule.
type structureRule struct{}

func (structureRule) check(s *siteSet, r *reporter) {
	(&structureCheck{newSizeChecks(s, r)}).checkStructure()
}

// checkStructure runs the structure rule.
func (c *structureCheck) checkStructure() {
	if !c.s.cfg.Enabled(keyrules.RuleStructure) {
		return
	}
	groups := map[keyrules.Shape]*siblingGroup{}
	var order []keyrules.Shape
	for _, site := range c.s.list {
		cmd := commands.Lookup(site.desc.Command)
		if cmd == nil || cmd.DataType() != "string" {
			continue
		}
		for _, key := range site.keys {
			for _, t := range key.templates {
				prefix, field, ok := c.entityField(t)
				if !ok {
					continue
				}
				g := groups[prefix.Shape()]
				if g == nil {
					g = &siblingGroup{prefix: prefix, fields: map[string]bool{}, first: site, key: key}
					groups[prefix.Shape()] = g
					order = append(order, prefix.Shape())
				}
				if !g.fields[field] && len(g.fields) > 0 {
					g.others = append(g.others, analysis.RelatedInformation{Pos: key.expr.Pos(), Message: fmt.Sprintf("field %q here", field)})
				}
				g.fields[field] = true
			}
		}
	}
	for _, prefix := range order {
		g := groups[prefix]
		text := g.prefix.String()
		if len(g.fields) < minHashSiblings {
			continue
		}
		fields := make([]string, 0, len(g.fields))
		for f := range g.fields {
			fields = append(fields, f)
		}
		sort.Strings(fields)
		c.r.at(g.first.call, g.key.expr, keyrules.RuleStructure, about(entitySubject{prefix}), fmt.Sprintf(
			"keys %q hold %d string fields of one entity (%s); store them in one hash %q with HSET",
			text+c.s.cfg.Separator+"*", len(fields), strings.Join(fields, ", "), text), g.others...)
	}
}

// entityField splits a key template into the entity it names and a
// literal last segment, when the entity has an id: a hole or an all-digit
// segment, as in user:<int>:name or user:1:name.
func (c *structureCheck) entityField(t keyrules.Template) (prefix keyrules.Template, field string, ok bool) {
	n := len(t.Parts)
	if n == 0 || t.Parts[n-1].Hole != nil {
		return keyrules.Template{}, "", false
	}
	last := t.Parts[n-1].Lit
	i := strings.LastIndex(last, c.s.cfg.Separator)
	if i < 0 || i == len(last)-1 {
		return keyrules.Template{}, "", false
	}
	field = last[i+1:]
	head := keyrules.Template{Parts: append(append([]keyrules.Part(nil), t.Parts[:n-1]...), keyrules.Part{Lit: last[:i]})}
	if head.IsLiteral() && !hasDigitSegment(head.Text(), c.s.cfg.Separator) {
		return keyrules.Template{}, "", false
	}
	if head.IsUnknown() || head.Text() == "" && head.IsLiteral() {
		return keyrules.Template{}, "", false
	}
	return head, field, true
}

func hasDigitSegment(s, sep string) bool {
	for _, seg := range strings.Split(s, sep) {
		if seg != "" && strings.Trim(seg, "0123456789") == "" {
			return true
		}
	}
	return false
}
