package analyzer

import (
	"go/types"

	"github.com/rediskeylint/rediskeylint/internal/keyflow"
	"github.com/rediskeylint/rediskeylint/keyrules"
)

// globalTemplates returns the templates of a package variable or struct
// field: from its assignments in this package, or from the fact its own
// package exported; nil when nothing is known.
func (c *objectFields) globalTemplates(b *keyflow.Evaluator, v *types.Var, depth int) []keyrules.Template {
	if v.Pkg() == nil {
		return nil
	}
	if v.Pkg() == c.pass.Pkg {
		return c.globals.templates(b, v, depth)
	}
	var f valueFact
	if !c.pass.ImportObjectFact(v, &f) {
		return nil
	}
	via := v.Pkg().Name() + "." + v.Name()
	var out []keyrules.Template
	for _, ft := range f.Templates {
		out = append(out, ft.template(func() int { return c.origins.add(origin{via: via}) }))
	}
	return out
}

// exportValues exports a fact for every string variable and field of the
// package whose assignments are all known in part.
func (c *objectFields) exportValues() {
	for _, v := range c.globals.order {
		if !keyflow.IsString(v.Type()) || !v.Exported() {
			continue // other packages cannot read it
		}
		ts := c.globals.templates(c.eval, v, 0)
		if len(ts) == 0 {
			continue
		}
		useful := false
		for _, t := range ts {
			if !t.IsUnknown() && !t.IsEmpty() {
				useful = true
			}
		}
		if !useful {
			continue
		}
		f := &valueFact{}
		for _, t := range ts {
			f.Templates = append(f.Templates, encodeTemplate(t))
		}
		c.pass.ExportObjectFact(v, f)
	}
}
