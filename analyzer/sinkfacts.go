package analyzer

import (
	"cmp"
	"fmt"
	"strings"

	"github.com/rediskeylint/rediskeylint/internal/expiry"
	"github.com/rediskeylint/rediskeylint/internal/keyflow"
)

// A Sink marks a function or method that passes one of its parameters
// on as a Redis key (a wrapper of a client): calls of it are checked with
// the argument composed into the template.
type Sink struct {
	Keys []sinkKey
}

func (*Sink) AFact() {}

// ScannedFact marks the type as read by scanning (internal/factscan).
func (*Sink) ScannedFact() {}

func (f *Sink) String() string {
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
	// (internal/expiry).
	Expiry expiry.Wrapper
	// Choices are the branches on the wrapper's parameters that send the
	// key; none when every call sends it (wrapperchoices.go).
	Choices []keyflow.ParamChoice `json:",omitempty"`
	// Limit is the bound that cut the key short (keyflow.LimitWidened
	// when the wrapper's keys were widened), which its callers' keys
	// keep as their reason.
	Limit keyflow.Limit `json:",omitempty"`
}

// readsAlike reports whether two sink keys are the same key position as
// a reader sees it: the same parameter and command, and templates that
// read alike (keyflow.FactTemplate.ReadsAlike). Their expiries are what
// the position does, not what it is.
func (k sinkKey) readsAlike(o sinkKey) bool {
	return k.Param == o.Param && k.Variadic == o.Variadic && k.Command == o.Command && k.Template.ReadsAlike(o.Template)
}

// compareSinkKeys orders sink keys by parameter (a keys slice before the
// single key), command, then template in the order they read: an order
// that no map and no way of loading the dependencies changes. Keys that
// read alike are one key already (readsAlike); the reading only orders
// distinct ones.
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
	return strings.Compare(a.Template.String(), b.Template.String())
}

func (k sinkKey) String() string {
	s := fmt.Sprintf("%d", k.Param)
	if k.Variadic {
		s += "..."
	}
	return s + "→" + k.Command + " " + k.Template.String()
}
