package analyzer

import (
	"cmp"
	"fmt"
	"strings"

	"github.com/rediskeylint/rediskeylint/internal/keyflow"
)

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
	Template keyflow.FactTemplate
	// Expiry says whether the wrapper's command gives the key a TTL
	// (rule_ttl.go).
	Expiry wrapperExpiry
}

// readsAlike reports whether two sink keys are the same key position as
// a reader sees it: the same parameter and command, and templates that
// read alike (keyflow.FactTemplate.ReadsAlike). Their expiries are what
// the position does, not what it is.
func (k sinkKey) readsAlike(o sinkKey) bool {
	return k.Param == o.Param && k.Variadic == o.Variadic && k.Command == o.Command && k.Template.ReadsAlike(o.Template)
}

// compareSinkKeys orders sink keys by parameter (a keys slice before the
// single key), command, then template (compareFactTemplates): an order
// that no map and no way of loading the dependencies changes.
func compareSinkKeys(a, b sinkKey) int {
	if c := cmp.Compare(a.Param, b.Param); c != 0 {
		return c
	}
	if a.Variadic != b.Variadic {
		if a.Variadic {
			return -1
		}
		return 1
	}
	if c := cmp.Compare(a.Command, b.Command); c != 0 {
		return c
	}
	return compareFactTemplates(a.Template, b.Template)
}

// compareFactTemplates orders templates part by part: literal text before
// a hole, literal text by its bytes, holes by kind then name, and a
// template before the longer ones it begins.
func compareFactTemplates(a, b keyflow.FactTemplate) int {
	for i := range min(len(a.Parts), len(b.Parts)) {
		p, q := a.Parts[i], b.Parts[i]
		if p.IsHole != q.IsHole {
			if q.IsHole {
				return -1
			}
			return 1
		}
		if c := cmp.Or(cmp.Compare(p.Lit, q.Lit), cmp.Compare(p.Kind, q.Kind), cmp.Compare(p.Name, q.Name)); c != 0 {
			return c
		}
	}
	return cmp.Compare(len(a.Parts), len(b.Parts))
}

func (k sinkKey) String() string {
	s := fmt.Sprintf("%d", k.Param)
	if k.Variadic {
		s += "..."
	}
	return s + "→" + k.Command + " " + k.Template.String()
}
