package analyzer

import (
	"go/types"
	"slices"
	"strings"
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
	iface := interfaceOf(m)
	if iface == nil {
		return nil
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
	if m.Pkg() != nil && m.Pkg() != t.pass.Pkg && t.pass.ImportObjectFact(m, &declared) {
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
	var impls []impl
	pick := func(fn *types.Func, keys []sinkKey) {
		recv := fn.Signature().Recv()
		if fn.Name() == m.Name() && recv != nil && types.Implements(recv.Type(), iface) {
			impls = append(impls, impl{fn.FullName(), keys})
		}
	}
	for _, ms := range t.dependencySinks() {
		pick(ms.method, ms.keys)
	}
	for fn, keys := range t.own {
		pick(fn, keys)
	}
	slices.SortFunc(impls, func(a, b impl) int { return strings.Compare(a.name, b.name) })
	for _, each := range impls {
		union(each.keys)
	}
	slices.SortStableFunc(out, compareSinkKeys)
	return out
}

// interfaceOf returns the interface m is a method of, or nil.
func interfaceOf(m *types.Func) *types.Interface {
	recv := m.Signature().Recv()
	if recv == nil {
		return nil
	}
	iface, _ := recv.Type().Underlying().(*types.Interface)
	return iface
}

// dependencySinks returns the concrete wrapper methods of the package's
// dependencies, from their Sink facts.
func (t *sinkTable) dependencySinks() []methodSink {
	if t.imported != nil {
		return t.imported
	}
	t.imported = []methodSink{}
	for _, f := range t.pass.AllObjectFacts() {
		fact, ok := f.Fact.(*Sink)
		fn, isFunc := f.Object.(*types.Func)
		if !ok || !isFunc || fn.Pkg() == t.pass.Pkg || interfaceOf(fn) != nil || fn.Signature().Recv() == nil {
			continue
		}
		t.imported = append(t.imported, methodSink{fn, fact.Keys})
	}
	return slices.Clip(t.imported)
}

// interfaceMethods returns the methods the interface types of package pkg
// declare. An alias of another package's interface (type Store =
// session.Store), or a type defined from one, names methods that package
// declares: their facts are its own.
func interfaceMethods(pkg *types.Package) []*types.Func {
	scope := pkg.Scope()
	var out []*types.Func
	for _, name := range scope.Names() {
		tn, ok := scope.Lookup(name).(*types.TypeName)
		if !ok {
			continue
		}
		iface, ok := tn.Type().Underlying().(*types.Interface)
		if !ok {
			continue
		}
		for i := 0; i < iface.NumExplicitMethods(); i++ {
			if m := iface.ExplicitMethod(i); m.Pkg() == pkg {
				out = append(out, m)
			}
		}
	}
	return out
}
