package analyzer

import (
	"go/ast"
	"go/types"
	"slices"
	"strings"

	"github.com/rediskeylint/rediskeylint/internal/factscan"
	"github.com/rediskeylint/rediskeylint/internal/keyflow"
)

// A methodSink is a concrete method that is a wrapper, with its keys.
type methodSink struct {
	method *types.Func
	keys   []sinkKey
}

// interfaceKeys returns the sink keys of a call through interface method
// m: the union of the keys of its implementations the program shows, the
// wrapper methods of this package and those of its dependencies (their
// Sink facts), named like m with a receiver that implements m's
// interface. Nil when m is not an interface method or no implementation
// is a wrapper.
func (t *sinkTable) interfaceKeys(m *types.Func) []sinkKey {
	keys, _ := t.implementationKeys(m, nil)
	return keys
}

// implementationKeys returns the sink keys of a call through interface
// method m whose receiver holds objects of the types made: those of the
// types' implementations of m. With made nil the types are not known and
// every implementation's keys are m's; impls then says how many
// implementations gave keys.
func (t *sinkTable) implementationKeys(m *types.Func, made []*types.TypeName) (keys []sinkKey, impls int) {
	iface := keyflow.InterfaceOf(m)
	if iface == nil {
		return nil, 0
	}
	var out []sinkKey
	union := func(keys []sinkKey) {
		for _, k := range keys {
			out = unionKey(out, k)
		}
	}
	// The package declaring an interface exports the keys of the
	// implementations it shows.
	var declared Sink
	if made == nil && m.Pkg() != nil && m.Pkg() != t.pass.Pkg && t.pass.ImportObjectFact(m, &declared) {
		union(declared.Keys)
	}
	// Two implementations may give keys that read alike but stand for
	// different values (the fields of different receivers): the first
	// is kept, in an order that no map and no way of loading the
	// dependencies changes, so that findings and catalogs are the same
	// in every run. The implementations are picked before they are
	// sorted: a package may see many wrapper methods, and only
	// those named like m can implement it.
	type impl struct {
		name string // the method's full name, the order
		keys []sinkKey
	}
	var picked []impl
	reached := keyflow.MethodsOf(made, m)
	pick := func(fn *types.Func, keys []sinkKey) {
		recv := fn.Signature().Recv()
		if fn.Name() != m.Name() || recv == nil || !types.Implements(recv.Type(), iface) {
			return
		}
		if made == nil || reached[fn.Origin()] {
			picked = append(picked, impl{fn.FullName(), keys})
		}
	}
	for _, ms := range t.dependencySinks() {
		pick(ms.method, ms.keys)
	}
	for fn, keys := range t.own {
		pick(fn, keys)
	}
	slices.SortFunc(picked, func(a, b impl) int { return strings.Compare(a.name, b.name) })
	for _, each := range picked {
		union(each.keys)
	}
	slices.SortStableFunc(out, compareSinkKeys)
	if len(declared.Keys) > 0 && len(picked) == 0 {
		picked = append(picked, impl{}) // the declaring package's
	}
	return out, len(picked)
}

// dependencySinks returns the concrete wrapper methods of the package's
// dependencies, from their Sink facts.
func (t *sinkTable) dependencySinks() []methodSink {
	if t.imported != nil {
		return t.imported
	}
	t.imported = []methodSink{}
	for _, f := range factscan.Objects[*Sink](t.pass) {
		fn, isFunc := f.Object.(*types.Func)
		if !isFunc || fn.Pkg() == t.pass.Pkg || keyflow.InterfaceOf(fn) != nil || fn.Signature().Recv() == nil {
			continue
		}
		t.imported = append(t.imported, methodSink{fn, f.Fact.Keys})
	}
	return slices.Clip(t.imported)
}

// interfaceKeys returns the sink keys of call, a call through interface
// method m: those of the implementations of the types its receiver's
// objects are made with (keyflow.Evaluator.ReceiverTypes), or, when those are
// not known, those of every implementation; every is then set when more
// than one implementation gives keys. When none gives keys, the types are
// not looked for: there are no keys whatever they are.
func (b *siteBuilder) interfaceKeys(call *ast.CallExpr, m *types.Func) (keys []sinkKey, every bool) {
	if b.sinks.interfaceKeys(m) == nil {
		return nil, false
	}
	var made []*types.TypeName
	if ts, ok := b.eval.ReceiverTypes(call, m); ok {
		made = ts
	}
	keys, impls := b.sinks.implementationKeys(m, made)
	return keys, made == nil && impls > 1
}
