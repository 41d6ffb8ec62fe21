package ifacecalls

import (
	"go/ast"
	"go/types"
	"slices"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ast/inspector"

	"github.com/rediskeylint/rediskeylint/internal/clients"
	"github.com/rediskeylint/rediskeylint/internal/cmdwrappers"
	"github.com/rediskeylint/rediskeylint/internal/factscan"
	"github.com/rediskeylint/rediskeylint/internal/keyflow"
	"github.com/rediskeylint/rediskeylint/internal/keysite"
	"github.com/rediskeylint/rediskeylint/keyrules"
)

// Export exports the Fact of each of methods, interface methods of the
// package of pass, that the package calls: its calls as Record reads
// them. Calls a client mirror matches are the client's own. A call in a
// function literal whose arguments read the literal's parameters is
// recorded at each call through a function value that holds the literal
// (saver(t.id, data) calling func(key string, …) { store.Save(ctx, key, …) }),
// its parameters bound to that call's arguments.
func Export(pass *analysis.Pass, ins *inspector.Inspector, eval *keyflow.Evaluator, methods []*types.Func) {
	pending := map[*types.Func]*Fact{}
	for _, m := range methods {
		pending[m] = &Fact{}
	}
	if len(pending) == 0 {
		return
	}
	// pendingFact returns the fact a call of an interface method adds to.
	pendingFact := func(call *ast.CallExpr) *Fact {
		fn := keyflow.Callee(pass.TypesInfo, call)
		if fn == nil || clients.MatchMirror(pass.TypesInfo, call) != nil {
			return nil
		}
		return pending[fn.Origin()]
	}
	followed := map[*ast.FuncLit]bool{}
	calls := ins.Root().Preorder((*ast.CallExpr)(nil))
	for c := range calls {
		call := c.Node().(*ast.CallExpr)
		if keyflow.Callee(pass.TypesInfo, call) != nil {
			continue
		}
		for _, fv := range eval.FuncValues(call.Fun) {
			if fv.Lit == nil {
				continue
			}
			params := keyflow.LiteralParams(pass.TypesInfo, fv.Lit)
			followed[fv.Lit] = eval.InLiteral(fv.Lit, call, func() {
				body, _ := ins.Root().FindByPos(fv.Lit.Body.Pos(), fv.Lit.Body.End()) // the package's own syntax
				for in := range body.Preorder((*ast.CallExpr)(nil)) {
					inner := in.Node().(*ast.CallExpr)
					if fact := pendingFact(inner); fact != nil && readsParams(pass.TypesInfo, inner, params) {
						fact.Calls = append(fact.Calls, Record(pass, eval, inner))
					}
				}
			}) || followed[fv.Lit]
		}
	}
	for c := range calls {
		call := c.Node().(*ast.CallExpr)
		if fact := pendingFact(call); fact != nil && !boundInLiteral(pass.TypesInfo, call, followed) {
			fact.Calls = append(fact.Calls, Record(pass, eval, call))
		}
	}
	for m, fact := range pending {
		if len(fact.Calls) > 0 {
			pass.ExportObjectFact(m, fact)
		}
	}
}

// readsParams reports whether an argument of call reads one of params.
func readsParams(info *types.Info, call *ast.CallExpr, params map[keyflow.Root]int) bool {
	for _, a := range call.Args {
		if keyflow.ReadsParam(info, a, params) {
			return true
		}
	}
	return false
}

// boundInLiteral reports whether call stands in a followed function
// literal and reads its parameters: it is recorded at the literal's calls.
func boundInLiteral(info *types.Info, call *ast.CallExpr, followed map[*ast.FuncLit]bool) bool {
	for lit, ok := range followed {
		if ok && lit.Body.Pos() <= call.Pos() && call.End() <= lit.Body.End() && readsParams(info, call, keyflow.LiteralParams(info, lit)) {
			return true
		}
	}
	return false
}

// An Implementation is what the importing package knows of a method of
// its own that implements an interface method: the command it sends when
// it is a command wrapper (IsCommand), else the keys it takes as a
// wrapper; neither when it is none.
type Implementation struct {
	Command   cmdwrappers.Fact
	IsCommand bool
	Keys      []Key
}

// A Bound is the catalog entry of a call that an imported package makes
// through its interface, bound to Impl, the method of this package that
// implements it; Own are the templates of Impl's own keys, whose problems
// Impl's own sites report.
type Bound struct {
	keysite.Site
	Impl  *types.Func
	Iface *types.Func
	Own   []keyrules.Template
}

// Sites returns the catalog entries of bound calls.
func Sites(bound []Bound) []keysite.Site {
	out := make([]keysite.Site, len(bound))
	for i, b := range bound {
		out[i] = b.Site
	}
	return out
}

// Imported returns the catalog entries of the calls that the packages
// pass's package imports make through their interfaces (their Facts),
// bound to the package's methods that implement them; of tells what the
// package knows of such a method.
func Imported(pass *analysis.Pass, sep string, of func(*types.Func) Implementation) []Bound {
	type found struct {
		m    *types.Func
		fact *Fact
	}
	var facts []found
	for _, f := range factscan.Objects[*Fact](pass) {
		m, isFunc := f.Object.(*types.Func)
		if isFunc && m.Pkg() != pass.Pkg && keyflow.InterfaceOf(m) != nil {
			facts = append(facts, found{m, f.Fact})
		}
	}
	if len(facts) == 0 {
		return nil
	}
	impls := PackageMethods(pass.Pkg)
	// Only a fact named like a method of the package can bind to it: the
	// others are dropped before the sort, which names each method in full.
	named := make(map[string]bool, len(impls))
	for _, fn := range impls {
		named[fn.Name()] = true
	}
	facts = slices.DeleteFunc(facts, func(f found) bool { return !named[f.m.Name()] })
	sortByFullName(facts, func(f found) *types.Func { return f.m })
	var out []Bound
	for _, f := range facts {
		iface := keyflow.InterfaceOf(f.m)
		for _, fn := range impls {
			recv := fn.Signature().Recv()
			if fn.Name() != f.m.Name() || recv == nil || !types.Implements(recv.Type(), iface) {
				continue
			}
			label := keyflow.FuncLabel(fn)
			impl := of(fn)
			var own []keyrules.Template
			for _, k := range impl.Keys {
				own = append(own, k.Template.Template(nil))
			}
			for _, c := range f.fact.Calls {
				var sites []keysite.Site
				switch {
				case impl.IsCommand:
					sites = BindCommand(c, label, impl.Command, sep)
				case len(impl.Keys) > 0:
					sites = BindSink(c, label, impl.Keys, sep)
				}
				for _, e := range sites {
					out = append(out, Bound{Site: e, Impl: fn, Iface: f.m, Own: own})
				}
			}
		}
	}
	return out
}

// InterfaceMethods returns the methods the interface types of package pkg
// declare. An alias of another package's interface (type Store =
// session.Store), or a type defined from one, names methods that package
// declares: their facts are its own.
func InterfaceMethods(pkg *types.Package) []*types.Func {
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
