package analyzer

import (
	"go/ast"
	"go/types"
	"slices"
	"strings"

	"github.com/rediskeylint/rediskeylint/internal/clients"
	"github.com/rediskeylint/rediskeylint/internal/ifacecalls"
	"github.com/rediskeylint/rediskeylint/internal/keyflow"
	"github.com/rediskeylint/rediskeylint/internal/keysite"
)

// Calls through an interface whose implementations only its importers
// hold (internal/ifacecalls): the package declaring the interface exports
// its calls of the methods it cannot tell to be sinks, and a package whose
// wrapper methods implement the interface lists them in its catalog.

// exportInterfaceCalls exports the ifacecalls.Fact of each interface
// method of the package that takes a key-like parameter, is called in the
// package, and is not known to be a sink or a command wrapper here.
func (t *sinkTable) exportInterfaceCalls() {
	pending := map[*types.Func]*ifacecalls.Fact{}
	for _, m := range interfaceMethods(t.pass.Pkg) {
		if !ifacecalls.TakesKeys(m.Signature()) || t.interfaceKeys(m) != nil {
			continue
		}
		if _, ok := t.commandOf(m); ok {
			continue
		}
		pending[m] = &ifacecalls.Fact{}
	}
	if len(pending) == 0 {
		return
	}
	for _, f := range t.pass.Files {
		ast.Inspect(f, func(n ast.Node) bool {
			call, ok := n.(*ast.CallExpr)
			if !ok {
				return true
			}
			fn := keyflow.Callee(t.pass.TypesInfo, call)
			if fn == nil {
				return true
			}
			fact := pending[fn.Origin()]
			if fact == nil || clients.MatchMirror(t.pass.TypesInfo, call) != nil {
				return true
			}
			fact.Calls = append(fact.Calls, ifacecalls.Record(t.pass, t.eval, call))
			return true
		})
	}
	for m, fact := range pending {
		if len(fact.Calls) > 0 {
			t.pass.ExportObjectFact(m, fact)
		}
	}
}

// importedInterfaceSites returns the catalog entries of the calls that
// packages this one imports make through their interfaces, bound to the
// package's wrapper methods that implement them.
func (t *sinkTable) importedInterfaceSites(sep string) []keysite.Site {
	type found struct {
		m    *types.Func
		fact *ifacecalls.Fact
	}
	var facts []found
	for _, f := range t.pass.AllObjectFacts() {
		fact, ok := f.Fact.(*ifacecalls.Fact)
		m, isFunc := f.Object.(*types.Func)
		if ok && isFunc && m.Pkg() != t.pass.Pkg && keyflow.InterfaceOf(m) != nil {
			facts = append(facts, found{m, fact})
		}
	}
	if len(facts) == 0 {
		return nil
	}
	impls := ifacecalls.PackageMethods(t.pass.Pkg)
	slices.SortFunc(facts, func(a, b found) int { return strings.Compare(a.m.FullName(), b.m.FullName()) })
	var out []keysite.Site
	for _, f := range facts {
		iface := keyflow.InterfaceOf(f.m)
		for _, fn := range impls {
			recv := fn.Signature().Recv()
			if fn.Name() != f.m.Name() || recv == nil || !types.Implements(recv.Type(), iface) {
				continue
			}
			label := keyflow.FuncLabel(fn)
			cmd, isCommand := t.commands.Of(fn)
			var keys []ifacecalls.Key
			for _, k := range t.own[fn] {
				keys = append(keys, ifacecalls.Key{Param: k.Param, Variadic: k.Variadic, Command: k.Command, Template: k.Template})
			}
			for _, c := range f.fact.Calls {
				switch {
				case isCommand:
					out = append(out, ifacecalls.BindCommand(c, label, cmd, sep)...)
				case len(keys) > 0:
					out = append(out, ifacecalls.BindSink(c, label, keys, sep)...)
				}
			}
		}
	}
	return out
}
