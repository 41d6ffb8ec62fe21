package analyzer

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/rediskeylint/rediskeylint/internal/keyflow"
	"github.com/rediskeylint/rediskeylint/keyrules"
)

// A producerFact marks a function or method whose result is a Redis key:
// its templates are written in terms of the function's parameters, so a
// call in another package can substitute its arguments.
type producerFact struct {
	Templates []factTemplate
}

func (*producerFact) AFact() {}

func (f *producerFact) String() string {
	return "producer(" + joinTemplates(f.Templates) + ")"
}

// A sinkFact marks a function or method that passes one of its parameters
// on as a Redis key (a wrapper of a client): calls of it are checked with
// the argument composed into the template.
type sinkFact struct {
	Keys []sinkKey
}

func (*sinkFact) AFact() {}

func (f *sinkFact) String() string {
	parts := make([]string, len(f.Keys))
	for i, k := range f.Keys {
		parts[i] = k.String()
	}
	return "sink(" + strings.Join(parts, "; ") + ")"
}

// A sinkKey is one key position a wrapper parameter reaches.
type sinkKey struct {
	// Param is the parameter's index (-1 for the receiver).
	Param int
	// Variadic is set when the parameter is a slice of keys (keys ...string).
	Variadic bool
	// Command is the Redis command the key reaches, in upper case.
	Command string
	// Template is the key with the parameter as a whole-string hole.
	Template factTemplate
	// Expiry says whether the wrapper's command gives the key a TTL
	// (rule_ttl.go).
	Expiry wrapperExpiry
}

// readsAlike reports whether two sink keys are the same key position as
// a reader sees it: the same parameter and command, and templates that
// read alike (factTemplate.readsAlike). Their expiries are what the
// position does, not what it is.
func (k sinkKey) readsAlike(o sinkKey) bool {
	return k.Param == o.Param && k.Variadic == o.Variadic && k.Command == o.Command && k.Template.readsAlike(o.Template)
}

func (k sinkKey) String() string {
	s := fmt.Sprintf("%d", k.Param)
	if k.Variadic {
		s += "..."
	}
	return s + "→" + k.Command + " " + k.Template.String()
}

// A factTemplate is a key template in a gob-friendly form.
type factTemplate struct {
	Parts []factPart
}

// A factPart is literal text or a hole; Param holes stand for a parameter
// of the function the fact is about.
type factPart struct {
	Lit    string
	IsHole bool
	Kind   uint8
	MinLen int
	MaxLen int
	// Ref is the hole's identity, when it has one.
	Ref *factRef
	// Name, Layout and Unix are the hole's own (a time formatted with a
	// layout renders what the layout renders, in any package).
	Name   string
	Layout string
	Unix   bool
}

// A factRef is a hole's identity (keyflow.Ref) in fact form: a parameter
// of the function the fact is about, or a variable of the exporting
// package by its keyflow.VarID.
type factRef struct {
	Param   int
	IsParam bool
	Var     keyflow.VarID
	Fields  []string
	Shape   uint8
	Kind    uint8
}

func encodeRef(id keyrules.Identity) *factRef {
	r, ok := id.(keyflow.Ref)
	if !ok {
		return nil
	}
	fr := &factRef{Param: r.Root.Param, IsParam: r.Root.IsParam, Fields: r.Path.Fields(), Shape: uint8(r.Shape), Kind: uint8(r.Kind)}
	switch {
	case r.Root.IsParam:
	case r.Root.Var != nil:
		fr.Var = keyflow.IDOf(r.Root.Var)
	default:
		fr.Var = r.Root.Global
	}
	return fr
}

func (fr *factRef) ref() keyrules.Identity {
	if fr == nil {
		return nil
	}
	root := keyflow.Root{Global: fr.Var}
	if fr.IsParam {
		root = keyflow.ParamRoot(fr.Param)
	}
	return keyflow.Ref{Root: root, Path: keyflow.PathOf(fr.Fields...), Shape: keyflow.Shape(fr.Shape), Kind: keyrules.HoleKind(fr.Kind)}
}

// readsAlike reports whether two fact templates render the same text:
// the same literal text, and holes of the same label in the same places,
// whatever values the holes stand for.
func (t factTemplate) readsAlike(u factTemplate) bool {
	return slices.Equal(t.rendering(), u.rendering())
}

// A rendered is a run of literal text or a hole's label.
type rendered struct {
	text   string
	isHole bool
}

// rendering returns the template as it renders: adjacent literal parts as
// one run, each hole as its label.
func (t factTemplate) rendering() []rendered {
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

func (t factTemplate) String() string {
	return t.template(nil).String()
}

func joinTemplates(ts []factTemplate) string {
	s := make([]string, len(ts))
	for i, t := range ts {
		s[i] = strconv.Quote(t.String())
	}
	return strings.Join(s, " | ")
}

// encodeTemplate turns a template whose parameter holes carry parameter
// Refs into its fact form.
func encodeTemplate(t keyrules.Template) factTemplate {
	parts := make([]factPart, len(t.Parts))
	for i, p := range t.Parts {
		if p.Hole == nil {
			parts[i] = factPart{Lit: p.Lit}
			continue
		}
		h := p.Hole
		fp := factPart{IsHole: true, Kind: uint8(h.Kind), MinLen: h.MinLen, MaxLen: h.MaxLen,
			Ref: encodeRef(h.ID), Name: h.Name, Layout: h.Layout, Unix: h.Unix}
		parts[i] = fp
	}
	return factTemplate{Parts: parts}
}

// template decodes a fact template; origin, when not nil, gives every part
// its origin index.
func (t factTemplate) template(origin func() int) keyrules.Template {
	parts := make([]keyrules.Part, len(t.Parts))
	for i, fp := range t.Parts {
		var o int
		if origin != nil {
			o = origin()
		}
		if !fp.IsHole {
			parts[i] = keyrules.Part{Lit: fp.Lit, Origin: o}
			continue
		}
		h := &keyrules.Hole{Kind: keyrules.HoleKind(fp.Kind), MinLen: fp.MinLen, MaxLen: fp.MaxLen, ID: fp.Ref.ref(),
			Name: fp.Name, Layout: fp.Layout, Unix: fp.Unix}
		parts[i] = keyrules.Part{Hole: h, Origin: o}
	}
	return keyrules.Template{Parts: parts}
}

// A valueFact records the templates a package variable or struct field is
// assigned in its package, for reads of it in other packages.
type valueFact struct {
	Templates []factTemplate
}

func (*valueFact) AFact() {}

func (f *valueFact) String() string {
	return "value(" + joinTemplates(f.Templates) + ")"
}
