package keyflow

import (
	"slices"
	"strconv"
	"strings"

	"github.com/rediskeylint/rediskeylint/keyrules"
)

// A KeyFunc marks a function or method whose result is a Redis key:
// its templates are written in terms of the function's parameters, so a
// call in another package can substitute its arguments.
type KeyFunc struct {
	Templates []FactTemplate
	// PerCall are the templates with the fields the function reads from
	// its parameters' objects as holes, bound at a call that shows the
	// objects (paramfields.go); empty when it reads none.
	PerCall []FactTemplate `json:",omitempty"`
}

func (*KeyFunc) AFact() {}

func (f *KeyFunc) String() string {
	if len(f.PerCall) > 0 {
		return "producer(" + joinTemplates(f.Templates) + "; per call " + joinTemplates(f.PerCall) + ")"
	}
	return "producer(" + joinTemplates(f.Templates) + ")"
}

// A FactTemplate is a key template in a gob-friendly form.
type FactTemplate struct {
	Parts []FactPart
	// Choices are the branches the template was built in
	// (factchoices.go).
	Choices []FactChoice `json:",omitempty"`
}

// A FactPart is literal text or a hole; Param holes stand for a parameter
// of the function the fact is about.
type FactPart struct {
	Lit string
	// Value is set on literal text a value renders and on a hole that
	// stands where a value is placed (keyrules.Part.Value).
	Value  bool
	IsHole bool
	Kind   uint8
	MinLen int
	MaxLen int
	// Ref is the hole's identity, when it has one.
	Ref *FactRef
	// Name, Layout and Unix are the hole's own (a time formatted with a
	// layout renders what the layout renders, in any package).
	Name   string
	Layout string
	Unix   bool
	// Decoded is the hole's keyrules.Hole.Decoded, when it is a Codec: a
	// helper of another package may return a decoded value.
	Decoded *Codec `json:",omitempty"`
	// Spelled says where literal text is spelled in the exporting
	// package (spelling.go); nil when not told.
	Spelled *Spelling
	// Reassignable is the literal text's keyrules.Part.Reassignable.
	Reassignable string
}

// A FactRef is a hole's identity (Ref) in fact form: a parameter
// of the function the fact is about, a variable of the exporting
// package by its VarID, or a computation (Derived).
type FactRef struct {
	Param   int
	IsParam bool
	Var     VarID
	Derived *FactDerived `json:",omitempty"`
	Fields  []string
	Shape   uint8
	Kind    uint8
}

func encodeRef(id keyrules.Identity) *FactRef {
	r, ok := id.(Ref)
	if !ok {
		return nil
	}
	fr := &FactRef{Param: r.Root.Param, IsParam: r.Root.IsParam, Fields: r.Path.Fields(), Shape: uint8(r.Shape), Kind: uint8(r.Kind)}
	switch {
	case r.Root.IsDerived():
		if fr.Derived = encodeDerived(r.Root.Derived.Value()); fr.Derived == nil {
			return nil
		}
	case r.Root.IsParam:
	case r.Root.Var != nil:
		fr.Var = IDOf(r.Root.Var)
	default:
		fr.Var = r.Root.Global
	}
	return fr
}

func (fr *FactRef) ref() keyrules.Identity {
	if fr == nil {
		return nil
	}
	root := Root{Global: fr.Var}
	switch {
	case fr.Derived != nil:
		var ok bool
		if root, ok = fr.Derived.root(); !ok {
			return nil
		}
	case fr.IsParam:
		root = ParamRoot(fr.Param)
	}
	return Ref{Root: root, Path: PathOf(fr.Fields...), Shape: Shape(fr.Shape), Kind: keyrules.HoleKind(fr.Kind)}
}

// ReadsAlike reports whether two fact templates render the same text:
// the same literal text, and holes of the same label in the same places,
// whatever values the holes stand for.
func (t FactTemplate) ReadsAlike(u FactTemplate) bool {
	return slices.Equal(t.rendering(), u.rendering())
}

// A rendered is a run of literal text or a hole's label.
type rendered struct {
	text   string
	isHole bool
}

// rendering returns the template as it renders: adjacent literal parts as
// one run, each hole as its label.
func (t FactTemplate) rendering() []rendered {
	var out []rendered
	for _, p := range t.Parts {
		if p.IsHole {
			h := keyrules.Hole{Kind: keyrules.HoleKind(p.Kind), Name: p.Name}
			out = append(out, rendered{text: h.Label(), isHole: true})
			continue
		}
		if p.Lit == "" {
			continue
		}
		if n := len(out); n > 0 && !out[n-1].isHole {
			out[n-1].text += p.Lit
			continue
		}
		out = append(out, rendered{text: p.Lit})
	}
	return out
}

func (t FactTemplate) String() string {
	return t.Template(nil).String()
}

func joinTemplates(ts []FactTemplate) string {
	s := make([]string, len(ts))
	for i, t := range ts {
		s[i] = strconv.Quote(t.String())
	}
	return strings.Join(s, " | ")
}

// EncodeTemplate turns a template whose parameter holes carry parameter
// Refs into its fact form.
func EncodeTemplate(t keyrules.Template) FactTemplate {
	parts := make([]FactPart, len(t.Parts))
	for i, p := range t.Parts {
		if p.Hole == nil {
			parts[i] = FactPart{Lit: p.Lit, Value: p.Value, Reassignable: p.Reassignable}
			continue
		}
		h := p.Hole
		fp := FactPart{IsHole: true, Kind: uint8(h.Kind), MinLen: h.MinLen, MaxLen: h.MaxLen,
			Ref: encodeRef(h.ID), Name: h.Name, Layout: h.Layout, Unix: h.Unix, Value: p.Value}
		if c, ok := h.Decoded.(Codec); ok {
			fp.Decoded = &c
		}
		parts[i] = fp
	}
	return FactTemplate{Parts: parts, Choices: encodeChoices(t.Choices)}
}

// Template decodes a fact template; origin, when not nil, gives every part
// its origin index.
func (t FactTemplate) Template(origin func() int) keyrules.Template {
	if origin == nil {
		return t.TemplateAt(nil)
	}
	return t.TemplateAt(func(FactPart) int { return origin() })
}

// TemplateAt decodes a fact template; origin, when not nil, gives every
// part its origin index from the part's fact form (its Spelled).
func (t FactTemplate) TemplateAt(origin func(FactPart) int) keyrules.Template {
	parts := make([]keyrules.Part, len(t.Parts))
	for i, fp := range t.Parts {
		var o int
		if origin != nil {
			o = origin(fp)
		}
		if !fp.IsHole {
			parts[i] = keyrules.Part{Lit: fp.Lit, Origin: o, Value: fp.Value, Reassignable: fp.Reassignable}
			continue
		}
		h := &keyrules.Hole{Kind: keyrules.HoleKind(fp.Kind), MinLen: fp.MinLen, MaxLen: fp.MaxLen, ID: fp.Ref.ref(),
			Name: fp.Name, Layout: fp.Layout, Unix: fp.Unix}
		if fp.Decoded != nil {
			h.Decoded = *fp.Decoded
		}
		parts[i] = keyrules.Part{Hole: h, Origin: o, Value: fp.Value}
	}
	return keyrules.Template{Parts: parts, Choices: decodeChoices(t.Choices)}
}

// FactOrigins serves templates decoded from facts, whose parts have no
// origin in the package that reads them.
type FactOrigins struct{}

// Shift returns origin: a part of a fact has no origin to shift.
func (FactOrigins) Shift(origin, _ int) int { return origin }

// A FieldConst records the templates a package variable or struct field is
// assigned in its package, for reads of it in other packages.
type FieldConst struct {
	Templates []FactTemplate
}

func (*FieldConst) AFact() {}

func (f *FieldConst) String() string {
	return "value(" + joinTemplates(f.Templates) + ")"
}
