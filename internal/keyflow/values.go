package keyflow

import (
	"go/types"

	"github.com/rediskeylint/rediskeylint/keyrules"
)

// globalTemplates returns the templates of a package variable or struct
// field: from its assignments in this package, or from the fact its own
// package exported; none when nothing is known.
func (c *objectFields) globalTemplates(b *Evaluator, v *types.Var) Value {
	if v.Pkg() == nil {
		return Value{}
	}
	if v.Pkg() == c.ev.pkg {
		return c.ev.globals.templates(b, v)
	}
	var f FieldConst
	if !c.ev.facts.ImportObjectFact(v, &f) {
		return Value{}
	}
	via := Via{Obj: v}
	var out []keyrules.Template
	for _, ft := range f.Templates {
		out = append(out, ft.Template(func() int { return c.ev.Origins.Via(nil, via) }))
	}
	return Of(out...)
}

// exportValues exports a fact for every string variable and field of the
// package whose assignments are all known in part. A field of a struct
// type declared inside a function (a test's table) has none: no other
// package can name it.
func (c *objectFields) exportValues() {
	for _, v := range c.ev.globals.order {
		if !IsString(v.Type()) || !v.Exported() || c.ev.enclosingFunc(v.Pos()) != nil {
			continue // other packages cannot read it
		}
		ts := c.ev.globals.templates(c.ev, v).Alts
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
		f := &FieldConst{}
		for _, t := range ts {
			f.Templates = append(f.Templates, EncodeTemplate(t))
		}
		c.ev.facts.ExportObjectFact(v, f)
	}
}
