package analyzer

import (
	"fmt"
	"strconv"
	"strings"

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
	// ID is the hole's identity: "param#0%string" or "param#-1.ID%int"
	// for a parameter of the function the fact is about, else an
	// identity within the exporting package, or "".
	ID string
	// Name, Layout and Unix are the hole's own (a time formatted with a
	// layout renders what the layout renders, in any package).
	Name   string
	Layout string
	Unix   bool
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

// paramPrefix starts the identity of a hole that stands for a parameter.
const paramPrefix = "param#"

// encodeTemplate turns a template whose parameter holes carry "param#…"
// identities into its fact form.
func encodeTemplate(t keyrules.Template) factTemplate {
	parts := make([]factPart, len(t.Parts))
	for i, p := range t.Parts {
		if p.Hole == nil {
			parts[i] = factPart{Lit: p.Lit}
			continue
		}
		h := p.Hole
		fp := factPart{IsHole: true, Kind: uint8(h.Kind), MinLen: h.MinLen, MaxLen: h.MaxLen,
			ID: h.ID, Name: h.Name, Layout: h.Layout, Unix: h.Unix}
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
		h := &keyrules.Hole{Kind: keyrules.HoleKind(fp.Kind), MinLen: fp.MinLen, MaxLen: fp.MaxLen, ID: fp.ID,
			Name: fp.Name, Layout: fp.Layout, Unix: fp.Unix}
		parts[i] = keyrules.Part{Hole: h, Origin: o}
	}
	return keyrules.Template{Parts: parts}
}

// paramRef splits a "param#i<path>%kind" identity into the parameter
// index and the rest.
func paramRef(id string) (index int, rest string, ok bool) {
	if !strings.HasPrefix(id, paramPrefix) {
		return 0, "", false
	}
	s := id[len(paramPrefix):]
	end := strings.IndexAny(s, ".%")
	if end < 0 {
		end = len(s)
	}
	n, err := strconv.Atoi(s[:end])
	if err != nil {
		return 0, "", false
	}
	return n, s[end:], true
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
