package analyzer

import (
	"go/types"

	"github.com/rediskeylint/rediskeylint/internal/ifacecalls"
)

// Calls through an interface whose implementations only its importers
// hold (internal/ifacecalls): the package declaring the interface exports
// its calls of the methods it cannot tell to be sinks, and a package whose
// wrapper methods implement the interface lists them in its catalog.

// exportInterfaceCalls exports the ifacecalls.Fact of each interface
// method of the package that takes a key-like parameter, is called in the
// package, and is not known to be a sink or a command wrapper here.
func (t *sinkTable) exportInterfaceCalls() {
	var methods []*types.Func
	for _, m := range ifacecalls.InterfaceMethods(t.pass.Pkg) {
		if !ifacecalls.TakesKeys(m.Signature()) || t.interfaceKeys(m) != nil {
			continue
		}
		if _, ok := t.commandOf(m); ok {
			continue
		}
		methods = append(methods, m)
	}
	ifacecalls.Export(t.pass, t.ins, t.eval, methods)
}

// importedInterfaceSites returns the catalog entries of the calls that
// packages this one imports make through their interfaces, bound to the
// package's wrapper methods that implement them.
func (t *sinkTable) importedInterfaceSites(sep string) []ifacecalls.Bound {
	return ifacecalls.Imported(t.pass, sep, func(fn *types.Func) ifacecalls.Implementation {
		cmd, isCommand := t.commands.Of(fn)
		impl := ifacecalls.Implementation{Command: cmd, IsCommand: isCommand}
		for _, k := range t.own[fn] {
			impl.Keys = append(impl.Keys, ifacecalls.Key{Param: k.Param, Variadic: k.Variadic, Command: k.Command, Template: k.Template})
		}
		return impl
	})
}
