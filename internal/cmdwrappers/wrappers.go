// Package cmdwrappers finds command wrappers: functions that take a Redis
// command's name as a string parameter and pass it, with the parameters
// after it, as the command vector of a client's generic Do:
//
//	func (s *Store) do(name string, args ...any) (any, error) {
//		return s.pool.Get().Do(name, args...)
//	}
//	func (c client) DoRead(ctx context.Context, cmd string, args ...any) (any, error) {
//		return c.rdb.Do(ctx, append([]any{cmd}, args...)...).Result()
//	}
//
// A call of one with a literal name, s.do("GET", key), is a generic call
// of that command: its keys sit where the command table puts them. So is
// a call through an interface method that such wrappers implement, and a
// call of a function that passes its own name parameter on to one.
//
// A Table holds the command wrappers a package sees: its own, as the
// analyzer finds their generic calls (Add), and those of its
// dependencies, from their Facts. A wrapper that rewrites its first
// command argument (rewrite.go) carries the text it puts around it.
package cmdwrappers

import (
	"fmt"
	"go/ast"
	"go/types"
	"slices"
	"strconv"
	"strings"

	"golang.org/x/tools/go/analysis"

	"github.com/rediskeylint/rediskeylint/internal/clients"
	"github.com/rediskeylint/rediskeylint/internal/factscan"
	"github.com/rediskeylint/rediskeylint/internal/keyflow"
)

// A Fact marks a command wrapper: what it does with its parameters. It is
// the fact of a wrapper of another package too.
type Fact struct {
	// Name is the index of the parameter that holds the command name;
	// the parameters after it are the command's arguments, in order.
	Name int
	// Client is the library whose generic Do the command reaches.
	Client clients.ClientID
	// Rewrites is set when the wrapper rewrites its first command
	// argument (the key of most commands) to Before[i], the argument,
	// then After[i], for some i (rewrite.go).
	Rewrites      bool
	Before, After []keyflow.FactTemplate
}

func (*Fact) AFact() {}

// ScannedFact marks the type as read by scanning (internal/factscan).
func (*Fact) ScannedFact() {}

func (f *Fact) String() string {
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

// Origins gives the expression the text of a template part came from.
type Origins interface {
	Source(origin int) (*ast.BasicLit, ast.Expr)
}

// A Table is the command wrappers of a package and of its dependencies.
type Table struct {
	pass *analysis.Pass
	// eval and origins read the text a wrapper puts around its first
	// argument (rewrite.go).
	eval    *keyflow.Evaluator
	origins Origins
	// own are the package's command wrappers; imported the concrete ones
	// of its dependencies, nil until first needed.
	own      map[*types.Func]Fact
	imported []*types.Func
	// read is where the fact of another package's function is read
	// into: one place for every lookup, not an allocation each.
	read Fact
}

// NewTable returns the table of pass's package, empty of its own wrappers.
func NewTable(pass *analysis.Pass, eval *keyflow.Evaluator, origins Origins) *Table {
	return &Table{pass: pass, eval: eval, origins: origins, own: make(map[*types.Func]Fact)}
}

// Of returns what fn does as a command wrapper: from this package's
// analysis, from another package's fact, or, for an interface method,
// from the implementations the program shows.
func (t *Table) Of(fn *types.Func) (Fact, bool) {
	fn = fn.Origin()
	if fn.Pkg() == nil {
		return Fact{}, false
	}
	if iface := keyflow.InterfaceOf(fn); iface != nil {
		return t.ofInterface(fn, iface)
	}
	if fn.Pkg() == t.pass.Pkg {
		s, ok := t.own[fn]
		return s, ok
	}
	if t.pass.ImportObjectFact(fn, &t.read) {
		return t.read, true
	}
	return Fact{}, false
}

// ofInterface returns what interface method m does as a command wrapper:
// what its implementations of this package, or of the packages it
// imports, do, the first in the order of their full names; or what the
// package declaring m exported.
func (t *Table) ofInterface(m *types.Func, iface *types.Interface) (Fact, bool) {
	if m.Pkg() != t.pass.Pkg && t.pass.ImportObjectFact(m, &t.read) {
		return t.read, true
	}
	// Only a method named as m implements it: the others are left out
	// before the sort, which names each one in full.
	var impls []*types.Func
	for fn := range t.own {
		if fn.Name() == m.Name() {
			impls = append(impls, fn)
		}
	}
	for _, fn := range t.dependencies() {
		if fn.Name() == m.Name() {
			impls = append(impls, fn)
		}
	}
	slices.SortFunc(impls, func(a, b *types.Func) int { return strings.Compare(a.FullName(), b.FullName()) })
	for _, fn := range impls {
		recv := fn.Signature().Recv()
		if recv == nil || !types.Implements(recv.Type(), iface) {
			continue
		}
		if s, ok := t.Of(fn); ok && s.Name < m.Signature().Params().Len() {
			return s, true
		}
	}
	return Fact{}, false
}

// dependencies returns the concrete command wrappers of the package's
// dependencies, from their facts.
func (t *Table) dependencies() []*types.Func {
	if t.imported != nil {
		return t.imported
	}
	t.imported = []*types.Func{}
	for _, f := range factscan.Objects[*Fact](t.pass) {
		if fn, isFunc := f.Object.(*types.Func); isFunc && fn.Pkg() != t.pass.Pkg && keyflow.InterfaceOf(fn) == nil {
			t.imported = append(t.imported, fn)
		}
	}
	return slices.Clip(t.imported)
}

// Add records fn as a command wrapper when call, a generic call of desc
// inside fn, has for command vector fn's name parameter and the
// parameters after it. forwards reports that fn is a command wrapper
// (the call then sends no command of its own: its callers' calls are the
// sites), added that it was not one before.
func (t *Table) Add(fn *types.Func, call *ast.CallExpr, desc *clients.Descriptor) (forwards, added bool) {
	if fn == nil || !desc.Generic || len(desc.Keys) == 0 {
		return false, false
	}
	name, ok := t.forwardedName(call, desc, fn)
	if !ok {
		return false, false
	}
	if _, known := t.own[fn]; known {
		return true, false
	}
	s := Fact{Name: name, Client: desc.Client}
	if params := fn.Signature().Params(); fn.Signature().Variadic() && name+1 == params.Len()-1 {
		before, after, rewrites, known := t.firstRewrite(fn, params.At(name+1))
		if !known {
			return false, false // the keys are not the callers'
		}
		s.Rewrites, s.Before, s.After = rewrites, encodeAll(before), encodeAll(after)
	}
	t.own[fn] = s
	return true, true
}

// forwardedName returns the index of fn's parameter that is the command
// name of a generic call, when the call's command vector is exactly that
// parameter and the ones after it: spread when fn is variadic, as in
// Do(name, args...) or Do(ctx, append([]any{name}, args...)...).
func (t *Table) forwardedName(call *ast.CallExpr, desc *clients.Descriptor, fn *types.Func) (int, bool) {
	vec, spread, ok := t.commandVector(call, desc)
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

// commandVector returns the expressions of a generic call's command
// vector from its name on, and whether the last is spread.
func (t *Table) commandVector(call *ast.CallExpr, desc *clients.Descriptor) ([]ast.Expr, bool, bool) {
	spec := desc.Keys[0]
	if spec.Arg >= len(desc.Args) {
		return nil, false, false
	}
	vec := desc.Args[spec.Arg:]
	spread := call.Ellipsis.IsValid()
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
func (t *Table) paramIndex(e ast.Expr, params *types.Tuple) int {
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

// Export exports a fact for every exported command wrapper of the
// package, and for the given interface methods of the package that its
// command wrappers implement.
func (t *Table) Export(interfaceMethods []*types.Func) {
	for fn, s := range t.own {
		if fn.Exported() {
			t.pass.ExportObjectFact(fn, &s)
		}
	}
	for _, m := range interfaceMethods {
		if s, ok := t.Of(m); ok {
			t.pass.ExportObjectFact(m, &s)
		}
	}
}
