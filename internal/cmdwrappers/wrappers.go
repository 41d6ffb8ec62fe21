package analyzer

import (
	"fmt"
	"go/ast"
	"go/types"
	"slices"
	"strconv"
	"strings"

	"github.com/rediskeylint/rediskeylint/internal/clients"
	"github.com/rediskeylint/rediskeylint/internal/keyflow"
)

// A command wrapper takes a Redis command's name as a string parameter
// and passes it, with the parameters after it, as the command vector of a
// client's generic Do:
//
//	func (s *Store) do(name string, args ...any) (any, error) {
//		return s.pool.Get().Do(name, args...)
//	}
//	func (c client) DoRead(ctx context.Context, cmd string, args ...any) (any, error) {
//		return c.rdb.Do(ctx, append([]any{cmd}, args...)...).Result()
//	}
//
// A call of it with a literal name, s.do("GET", key), is a generic call
// of that command: its keys sit where the command table puts them. So is
// a call through an interface method that such wrappers implement, and a
// call of a function that passes its own name parameter on to one.

// A commandFact marks a command wrapper: what it does with its
// parameters. It is the fact of a wrapper of another package too.
type commandFact struct {
	// Name is the index of the parameter that holds the command name;
	// the parameters after it are the command's arguments, in order.
	Name int
	// Client is the library whose generic Do the command reaches.
	Client clients.ClientID
	// Rewrites is set when the wrapper rewrites its first command
	// argument (the key of most commands) to Before[i], the argument,
	// then After[i], for some i (cmdrewrite.go).
	Rewrites      bool
	Before, After []keyflow.FactTemplate
}

func (*commandFact) AFact() {}

func (f *commandFact) String() string {
	if f.Rewrites {
		return fmt.Sprintf("command(%d, %s, first argument %s…%s)", f.Name, f.Client, joinFacts(f.Before), joinFacts(f.After))
	}
	return fmt.Sprintf("command(%d, %s)", f.Name, f.Client)
}

// joinFacts renders alternatives of fact templates.
func joinFacts(fts []keyflow.FactTemplate) string {
	s := make([]string, len(fts))
	for i, ft := range fts {
		s[i] = strconv.Quote(ft.String())
	}
	return strings.Join(s, "|")
}

// commandOf returns what fn does as a command wrapper: from this
// package's analysis, from another package's fact, or, for an interface
// method, from the implementations the program shows (as interfaceKeys).
func (t *sinkTable) commandOf(fn *types.Func) (commandFact, bool) {
	fn = fn.Origin()
	if fn.Pkg() == nil {
		return commandFact{}, false
	}
	if iface := interfaceOf(fn); iface != nil {
		return t.interfaceCommand(fn, iface)
	}
	if fn.Pkg() == t.pass.Pkg {
		s, ok := t.commands[fn]
		return s, ok
	}
	var f commandFact
	if t.pass.ImportObjectFact(fn, &f) {
		return f, true
	}
	return commandFact{}, false
}

// interfaceCommand returns what interface method m does as a command
// wrapper: what its implementations of this package, or of the packages
// it imports, do, the first in the order of their full names; or what the
// package declaring m exported.
func (t *sinkTable) interfaceCommand(m *types.Func, iface *types.Interface) (commandFact, bool) {
	var declared commandFact
	if m.Pkg() != t.pass.Pkg && t.pass.ImportObjectFact(m, &declared) {
		return declared, true
	}
	var impls []*types.Func
	for fn := range t.commands {
		impls = append(impls, fn)
	}
	impls = append(impls, t.dependencyCommands()...)
	slices.SortFunc(impls, func(a, b *types.Func) int { return strings.Compare(a.FullName(), b.FullName()) })
	for _, fn := range impls {
		recv := fn.Signature().Recv()
		if fn.Name() != m.Name() || recv == nil || !types.Implements(recv.Type(), iface) {
			continue
		}
		if s, ok := t.commandOf(fn); ok && s.Name < m.Signature().Params().Len() {
			return s, true
		}
	}
	return commandFact{}, false
}

// dependencyCommands returns the concrete command wrappers of the
// package's dependencies, from their facts.
func (t *sinkTable) dependencyCommands() []*types.Func {
	if t.importedCommands != nil {
		return t.importedCommands
	}
	t.importedCommands = []*types.Func{}
	for _, f := range t.pass.AllObjectFacts() {
		if _, ok := f.Fact.(*commandFact); ok {
			if fn, isFunc := f.Object.(*types.Func); isFunc && fn.Pkg() != t.pass.Pkg && interfaceOf(fn) == nil {
				t.importedCommands = append(t.importedCommands, fn)
			}
		}
	}
	return slices.Clip(t.importedCommands)
}

// commandSite returns the site of a call of command wrapper fn: a generic
// call whose command vector starts at the name argument.
func (b *siteBuilder) commandSite(call *ast.CallExpr, fn *types.Func, s commandFact) *callSite {
	d := &clients.Descriptor{
		Client:  s.Client,
		Method:  fn.Name(),
		Generic: true,
		Keys:    []clients.ArgSpec{{Arg: s.Name, Shape: clients.KeySpec, Rest: true}},
		Args:    call.Args,
	}
	if s.Name >= len(call.Args) {
		return &callSite{call: call, desc: d, wrapper: fn.Origin(), unresolved: true}
	}
	site := b.reader.site(call, d)
	site.wrapper = fn.Origin()
	b.rewriteFirst(site, site.wrapper, s)
	for i := range site.keys {
		site.keys[i].via = keyflow.FuncLabel(site.wrapper)
	}
	return site
}

// addCommand records the enclosing function of site as a command
// wrapper when site is a generic call whose command vector is that
// function's name parameter and the parameters after it; such a site
// sends no command of its own (its callers' calls are the sites). It
// reports whether the function became a command wrapper.
func (t *sinkTable) addCommand(site *callSite) bool {
	fn := site.enclosing
	if fn == nil || !site.desc.Generic || len(site.desc.Keys) == 0 {
		return false
	}
	name, ok := t.forwardedName(site, fn)
	if !ok {
		return false
	}
	if _, known := t.commands[fn]; known {
		site.forwardsCommand, site.unresolved = true, false
		return false
	}
	s := commandFact{Name: name, Client: site.desc.Client}
	if params := fn.Signature().Params(); fn.Signature().Variadic() && name+1 == params.Len()-1 {
		before, after, rewrites, known := t.firstRewrite(fn, params.At(name+1))
		if !known {
			return false // the keys are not the callers'
		}
		s.Rewrites, s.Before, s.After = rewrites, encodeAll(before), encodeAll(after)
	}
	site.forwardsCommand, site.unresolved = true, false
	t.commands[fn] = s
	return true
}

// forwardedName returns the index of fn's parameter that is the command
// name of generic site, when the site's command vector is exactly that
// parameter and the ones after it: spread when fn is variadic, as in
// Do(name, args...) or Do(ctx, append([]any{name}, args...)...).
func (t *sinkTable) forwardedName(site *callSite, fn *types.Func) (int, bool) {
	vec, spread, ok := t.commandVector(site)
	if !ok || len(vec) == 0 {
		return 0, false
	}
	sig := fn.Signature()
	params := sig.Params()
	name := t.paramIndex(vec[0], params)
	if name < 0 || !isStringType(params.At(name).Type()) || params.Len()-name != len(vec) || spread != sig.Variadic() {
		return 0, false
	}
	for i, e := range vec {
		if t.paramIndex(e, params) != name+i {
			return 0, false
		}
	}
	return name, true
}

// commandVector returns the expressions of a generic site's command
// vector from its name on, and whether the last is spread.
func (t *sinkTable) commandVector(site *callSite) ([]ast.Expr, bool, bool) {
	spec := site.desc.Keys[0]
	if spec.Arg >= len(site.desc.Args) {
		return nil, false, false
	}
	vec := site.desc.Args[spec.Arg:]
	spread := site.call.Ellipsis.IsValid()
	if spec.Rest {
		return vec, spread, true
	}
	// Do(ctx, slice...): the slice is append([]any{name, ...}, args...)
	// or a literal []any{name, ...}.
	if len(vec) != 1 || !spread {
		return nil, false, false
	}
	switch e := ast.Unparen(vec[0]).(type) {
	case *ast.CompositeLit:
		return e.Elts, false, true
	case *ast.CallExpr:
		if !isBuiltin(t.pass.TypesInfo, e.Fun, "append") || !e.Ellipsis.IsValid() || len(e.Args) != 2 {
			return nil, false, false
		}
		lit, ok := ast.Unparen(e.Args[0]).(*ast.CompositeLit)
		if !ok {
			return nil, false, false
		}
		return append(slices.Clip(lit.Elts), e.Args[1]), true, true
	}
	return nil, false, false
}

// paramIndex returns the index in params of the parameter e names, or -1.
func (t *sinkTable) paramIndex(e ast.Expr, params *types.Tuple) int {
	id, ok := ast.Unparen(e).(*ast.Ident)
	if !ok {
		return -1
	}
	v, ok := t.pass.TypesInfo.Uses[id].(*types.Var)
	if !ok {
		return -1
	}
	for i := 0; i < params.Len(); i++ {
		if params.At(i) == v {
			return i
		}
	}
	return -1
}

// isBuiltin reports whether fun names the builtin called name.
func isBuiltin(info *types.Info, fun ast.Expr, name string) bool {
	id, ok := ast.Unparen(fun).(*ast.Ident)
	if !ok {
		return false
	}
	b, ok := info.Uses[id].(*types.Builtin)
	return ok && b.Name() == name
}

// isStringType reports whether t's underlying type is string.
func isStringType(t types.Type) bool {
	b, ok := t.Underlying().(*types.Basic)
	return ok && b.Info()&types.IsString != 0
}

// exportCommands exports a fact for every exported command wrapper of the
// package, and for the package's interface methods that its command
// wrappers implement.
func (t *sinkTable) exportCommands() {
	for fn, s := range t.commands {
		if fn.Exported() {
			t.pass.ExportObjectFact(fn, &s)
		}
	}
	for _, m := range interfaceMethods(t.pass.Pkg) {
		if s, ok := t.commandOf(m); ok {
			t.pass.ExportObjectFact(m, &s)
		}
	}
}
