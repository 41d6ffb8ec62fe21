package analyzer

import (
	"fmt"
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"
	"slices"
	"strings"

	"github.com/rediskeylint/rediskeylint/internal/clients"
	"github.com/rediskeylint/rediskeylint/internal/cmdwrappers"
	"github.com/rediskeylint/rediskeylint/internal/commands"
	"github.com/rediskeylint/rediskeylint/internal/keyflow"
	"github.com/rediskeylint/rediskeylint/internal/keysite"
	"github.com/rediskeylint/rediskeylint/keyrules"
)

// Calls through an interface whose implementations only its importers
// hold. A library reaches Redis through an interface of its own
// (`type RedisClient interface{ Get(ctx, key string) … }`), implemented
// in another package of the module or in its external test package
// (package lib_test), both of which import it: the library's analysis
// cannot see those implementations, and theirs cannot see the library's
// calls. The site is attributed where both are visible, in the importer:
//
//   - the package declaring the interface exports, on each of its
//     interface methods that no implementation it sees makes a sink, an
//     ifaceCalls fact: the package's calls of the method, each with its
//     position and the values of its arguments;
//   - a package whose own wrapper methods (a Sink) or command wrappers (a
//     cmdwrappers.Fact) implement that interface binds each call to them and
//     lists the keys in its catalog, at the call's position in the
//     declaring package, through the implementing method.
//
// The catalog joins the entries of several implementing packages that
// read alike. The naming rules do not report them: a diagnostic belongs
// to the package whose file holds it, and the declaring package's
// analysis knows no implementation.

// An ifaceCallsFact lists the calls a package makes through one of its
// interface methods that it cannot tell to be a sink.
type ifaceCallsFact struct {
	Calls []ifaceCall
}

// An ifaceCall is one call through an interface method: its position,
// and for each argument its expression and the templates of its value
// (none when it is not known).
type ifaceCall struct {
	Pos, End token.Position
	Exprs    []string
	Args     [][]keyflow.FactTemplate
	// Spread is set when the last argument is spread (args...).
	Spread bool
}

func (*ifaceCallsFact) AFact() {}

func (f *ifaceCallsFact) String() string {
	return fmt.Sprintf("calls(%d)", len(f.Calls))
}

// exportInterfaceCalls exports the ifaceCallsFact of each interface
// method of the package that takes a key-like parameter, is called in the
// package, and is not known to be a sink or a command wrapper here.
func (t *sinkTable) exportInterfaceCalls() {
	pending := map[*types.Func]*ifaceCallsFact{}
	for _, m := range interfaceMethods(t.pass.Pkg) {
		if !takesKeys(m.Signature()) || t.interfaceKeys(m) != nil {
			continue
		}
		if _, ok := t.commandOf(m); ok {
			continue
		}
		pending[m] = &ifaceCallsFact{}
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
			c := ifaceCall{Pos: t.pass.Fset.Position(call.Pos()), End: t.pass.Fset.Position(call.End()), Spread: call.Ellipsis.IsValid()}
			for _, a := range call.Args {
				c.Exprs = append(c.Exprs, types.ExprString(a))
				var ts []keyflow.FactTemplate
				if tv, ok := t.pass.TypesInfo.Types[a]; ok && tv.Value != nil && tv.Value.Kind() != constant.String {
					// A number: the key count of EVAL or ZUNIONSTORE.
					c.Args = append(c.Args, []keyflow.FactTemplate{{Parts: []keyflow.FactPart{{Lit: tv.Value.ExactString()}}}})
					continue
				}
				for _, tmpl := range t.eval.Eval(a).ToRules() {
					if !tmpl.IsUnknown() {
						ts = append(ts, keyflow.EncodeTemplate(tmpl))
					}
				}
				c.Args = append(c.Args, ts)
			}
			fact.Calls = append(fact.Calls, c)
			return true
		})
	}
	for m, fact := range pending {
		if len(fact.Calls) > 0 {
			t.pass.ExportObjectFact(m, fact)
		}
	}
}

// takesKeys reports whether a signature has a parameter that may carry a
// key: a string, a slice of strings, or variadic values.
func takesKeys(sig *types.Signature) bool {
	for i := 0; i < sig.Params().Len(); i++ {
		switch u := sig.Params().At(i).Type().Underlying().(type) {
		case *types.Basic:
			if u.Info()&types.IsString != 0 {
				return true
			}
		case *types.Slice:
			if sig.Variadic() && i == sig.Params().Len()-1 {
				return true
			}
			if b, ok := u.Elem().Underlying().(*types.Basic); ok && b.Info()&types.IsString != 0 {
				return true
			}
		}
	}
	return false
}

// importedInterfaceSites returns the catalog entries of the calls that
// packages this one imports make through their interfaces, bound to the
// package's wrapper methods that implement them.
func (t *sinkTable) importedInterfaceSites(sep string) []keysite.Site {
	type found struct {
		m    *types.Func
		fact *ifaceCallsFact
	}
	var facts []found
	for _, f := range t.pass.AllObjectFacts() {
		fact, ok := f.Fact.(*ifaceCallsFact)
		m, isFunc := f.Object.(*types.Func)
		if ok && isFunc && m.Pkg() != t.pass.Pkg && interfaceOf(m) != nil {
			facts = append(facts, found{m, fact})
		}
	}
	if len(facts) == 0 {
		return nil
	}
	impls := packageMethods(t.pass.Pkg)
	slices.SortFunc(facts, func(a, b found) int { return strings.Compare(a.m.FullName(), b.m.FullName()) })
	var out []keysite.Site
	for _, f := range facts {
		iface := interfaceOf(f.m)
		for _, fn := range impls {
			recv := fn.Signature().Recv()
			if fn.Name() != f.m.Name() || recv == nil || !types.Implements(recv.Type(), iface) {
				continue
			}
			cmd, isCommand := t.commands.Of(fn)
			keys := t.own[fn]
			if !isCommand && len(keys) == 0 {
				continue
			}
			for _, c := range f.fact.Calls {
				if isCommand {
					out = append(out, boundCommand(c, fn, cmd, sep)...)
					continue
				}
				out = append(out, boundSink(c, fn, keys, sep)...)
			}
		}
	}
	return out
}

// packageMethods returns the methods of the package's named types, in
// the order of their full names.
func packageMethods(pkg *types.Package) []*types.Func {
	var out []*types.Func
	for _, name := range pkg.Scope().Names() {
		tn, ok := pkg.Scope().Lookup(name).(*types.TypeName)
		if !ok || tn.IsAlias() {
			continue
		}
		named, ok := tn.Type().(*types.Named)
		if !ok || types.IsInterface(named) {
			continue
		}
		for i := 0; i < named.NumMethods(); i++ {
			out = append(out, named.Method(i))
		}
	}
	slices.SortFunc(out, func(a, b *types.Func) int { return strings.Compare(a.FullName(), b.FullName()) })
	return out
}

// boundSink returns the entries of a call through an interface method
// that wrapper method fn, with sink keys keys, implements.
func boundSink(c ifaceCall, fn *types.Func, keys []sinkKey, sep string) []keysite.Site {
	var out []keysite.Site
	for _, k := range keys {
		tmpl := k.Template.Template(nil)
		var args [][]keyrules.Template
		switch {
		case !k.Variadic && k.Param >= 0 && k.Param < len(c.Args):
			args = [][]keyrules.Template{decodeAll(c.Args[k.Param])}
		case k.Variadic && !c.Spread && k.Param >= 0 && k.Param <= len(c.Args):
			for _, a := range c.Args[k.Param:] {
				args = append(args, decodeAll(a))
			}
		}
		if args == nil {
			out = append(out, unresolvedEntry(c, fn, k.Command, sep, "the keys passed to "+keyflow.FuncLabel(fn)+" are not known at compile time"))
			continue
		}
		for i, a := range args {
			e := boundEntry(c, fn, k.Command, bindParam(tmpl, k.Param, a), sep)
			if e.Status == keysite.Unresolved && k.Param+i < len(c.Exprs) {
				e.Reason = "the key passed to " + keyflow.FuncLabel(fn) + ", " + c.Exprs[k.Param+i] + ", is not known at compile time"
			}
			out = append(out, e)
		}
	}
	return out
}

// boundCommand returns the entries of a call through an interface method
// that command wrapper fn implements: a generic call of the command its
// name argument spells.
func boundCommand(c ifaceCall, fn *types.Func, s cmdwrappers.Fact, sep string) []keysite.Site {
	if s.Name >= len(c.Args) {
		return nil
	}
	name, ok := literalOf(c.Args[s.Name])
	if !ok {
		return []keysite.Site{unresolvedEntry(c, fn, "", sep, "the command name passed to "+keyflow.FuncLabel(fn)+" is not known at compile time")}
	}
	// "object encoding" style names carry the subcommand in one string.
	fields := strings.Fields(name)
	if len(fields) == 0 {
		return nil
	}
	command := strings.ToUpper(fields[0])
	var cargs []commands.Arg
	var vec [][]keyflow.FactTemplate
	for _, f := range fields {
		cargs = append(cargs, commands.Arg{Value: f, Known: true})
		vec = append(vec, nil)
	}
	for _, a := range c.Args[s.Name+1:] {
		v, known := literalOf(a)
		cargs = append(cargs, commands.Arg{Value: v, Known: known})
		vec = append(vec, a)
	}
	if commands.Lookup(fields[0]) == nil {
		return nil
	}
	positions, complete := commands.KeyArgs(cargs)
	var out []keysite.Site
	for _, p := range positions {
		ts := decodeAll(vec[p])
		if p == len(fields) && s.Rewrites {
			ts = rewritten(ts, s.Before, s.After)
		}
		out = append(out, boundEntry(c, fn, command, ts, sep))
	}
	if !complete || c.Spread {
		out = append(out, unresolvedEntry(c, fn, command, sep, "the key positions depend on values not known at compile time"))
	}
	return out
}

// rewritten wraps the templates of a first command argument in the text
// a command wrapper puts around it.
func rewritten(ts []keyrules.Template, before, after []keyflow.FactTemplate) []keyrules.Template {
	var out []keyrules.Template
	for i := range before {
		if i >= len(after) {
			break
		}
		b, a := before[i].Template(nil), after[i].Template(nil)
		for _, t := range ts {
			parts := append(append(slices.Clip(b.Parts), t.Parts...), a.Parts...)
			out = append(out, keyrules.Template{Parts: parts})
		}
	}
	if out == nil {
		return ts
	}
	return out
}

// bindParam replaces the holes of parameter param in a sink template by
// each of the argument's templates; an argument not known leaves an
// unknown hole.
func bindParam(tmpl keyrules.Template, param int, arg []keyrules.Template) []keyrules.Template {
	if len(arg) == 0 {
		arg = []keyrules.Template{{Parts: []keyrules.Part{{Hole: keyrules.NewHole(keyrules.Unknown)}}}}
	}
	out := []keyrules.Template{{}}
	for _, p := range tmpl.Parts {
		alts := []keyrules.Template{{Parts: []keyrules.Part{p}}}
		if r, ok := keyflow.ParamOf(p.Hole); ok && r.Root.Param == param {
			alts = arg
		}
		if len(out)*len(alts) > maxBoundTemplates {
			return []keyrules.Template{{Parts: []keyrules.Part{{Hole: keyrules.NewHole(keyrules.Unknown)}}}}
		}
		var next []keyrules.Template
		for _, t := range out {
			for _, a := range alts {
				next = append(next, keyrules.Template{Parts: append(slices.Clip(t.Parts), a.Parts...)})
			}
		}
		out = next
	}
	return out
}

// maxBoundTemplates bounds the templates of one bound key, as keyflow
// bounds a key's.
const maxBoundTemplates = 16

// boundEntry is the catalog entry of one key of a call through an
// interface, bound to its implementation fn.
func boundEntry(c ifaceCall, fn *types.Func, command string, ts []keyrules.Template, sep string) keysite.Site {
	e := keysite.Site{Pos: c.Pos, End: c.End, Client: keyflow.FuncLabel(fn), Command: command, Separator: sep}
	if cmd := commands.Lookup(command); cmd != nil {
		e.DataType = cmd.DataType()
	}
	seen := map[keyStatus]bool{}
	for _, t := range ts {
		seen[status(t)] = true
	}
	switch {
	case len(seen) == 1 && seen[keyResolved]:
		e.Status = keysite.Resolved
	case len(seen) == 1 && seen[keyUnresolved]:
		e.Status, e.Reason = keysite.Unresolved, "the key passed to "+keyflow.FuncLabel(fn)+" is not known at compile time"
		return e
	default:
		e.Status = keysite.Partial
	}
	for _, t := range ts {
		e.Templates = append(e.Templates, t.String())
		e.Rules = append(e.Rules, t)
		e.Families = append(e.Families, "")
	}
	e.Reassignable, e.Open = reassignable(ts)
	if len(ts) == 1 {
		if slot, ok := ts[0].Slot(); ok {
			e.Slot = &slot
		}
	}
	return e
}

// unresolvedEntry is an unresolved catalog entry of a call through an
// interface.
func unresolvedEntry(c ifaceCall, fn *types.Func, command, sep, reason string) keysite.Site {
	return keysite.Site{Pos: c.Pos, End: c.End, Client: keyflow.FuncLabel(fn), Command: command, Separator: sep,
		Status: keysite.Unresolved, Reason: reason}
}

// decodeAll decodes an argument's fact templates.
func decodeAll(fts []keyflow.FactTemplate) []keyrules.Template {
	out := make([]keyrules.Template, len(fts))
	for i, ft := range fts {
		out[i] = ft.Template(nil)
	}
	return out
}

// literalOf returns the text of an argument that is one literal.
func literalOf(fts []keyflow.FactTemplate) (string, bool) {
	if len(fts) != 1 {
		return "", false
	}
	var b strings.Builder
	for _, p := range fts[0].Parts {
		if p.IsHole {
			return "", false
		}
		b.WriteString(p.Lit)
	}
	return b.String(), true
}
