// Package ifacecalls binds the calls a package makes through an interface
// of its own to implementations that only its importers hold.
//
// A library reaches Redis through an interface of its own (`type
// RedisClient interface{ Get(ctx, key string) … }`), implemented in another
// package of the module or in its external test package (package
// lib_test), both of which import it: the library's analysis cannot see
// those implementations, and theirs cannot see the library's calls. The
// site is attributed where both are visible, in the importer: the
// declaring package exports a Fact on each of its interface methods that
// no implementation it sees makes a sink, listing its calls of the method
// (Export: position, and the value of each argument as fact templates,
// Record); a package whose own wrapper or command wrapper implements the
// interface binds each call to it (Imported: BindSink, BindCommand) and
// lists the keys in its catalog at the call's position in the declaring
// package, the implementing method as the client. The catalog joins the entries of
// several implementing packages that read alike. The naming rules judge
// the bound keys in the importer too (Problems): the declaring package
// cannot tell them to be keys, and the method that binds them is in the
// importer's files, so each problem the binding brings is reported there,
// once for all the calls that share it; a problem of the implementation's
// own text is its own sites'.
package ifacecalls

import (
	"fmt"
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"
	"slices"
	"strings"

	"golang.org/x/tools/go/analysis"

	"github.com/rediskeylint/rediskeylint/internal/cmdwrappers"
	"github.com/rediskeylint/rediskeylint/internal/commands"
	"github.com/rediskeylint/rediskeylint/internal/keyflow"
	"github.com/rediskeylint/rediskeylint/internal/keysite"
	"github.com/rediskeylint/rediskeylint/keyrules"
)

// A Fact lists the calls a package makes through one of its interface
// methods that it cannot tell to be a sink.
type Fact struct {
	Calls []Call
}

func (*Fact) AFact() {}

// ScannedFact marks the type as read by scanning (internal/factscan).
func (*Fact) ScannedFact() {}

func (f *Fact) String() string {
	return fmt.Sprintf("calls(%d)", len(f.Calls))
}

// A Call is one call through an interface method: its position, and for
// each argument its expression and the templates of its value (none when
// it is not known).
type Call struct {
	Pos, End token.Position
	Exprs    []string
	Args     [][]keyflow.FactTemplate
	// Spread is set when the last argument is spread (args...).
	Spread bool
}

// A Key is one key position of a wrapper method: the parameter (a slice
// of keys when Variadic), the command, and the key's template with the
// parameter as a hole.
type Key struct {
	Param    int
	Variadic bool
	Command  string
	Template keyflow.FactTemplate
}

// Record returns the Call of call, its arguments' values told by eval.
func Record(pass *analysis.Pass, eval *keyflow.Evaluator, call *ast.CallExpr) Call {
	c := Call{Pos: pass.Fset.Position(call.Pos()), End: pass.Fset.Position(call.End()), Spread: call.Ellipsis.IsValid()}
	for _, a := range call.Args {
		c.Exprs = append(c.Exprs, types.ExprString(a))
		if tv, ok := pass.TypesInfo.Types[a]; ok && tv.Value != nil && tv.Value.Kind() != constant.String {
			// A number: the key count of EVAL or ZUNIONSTORE.
			c.Args = append(c.Args, []keyflow.FactTemplate{{Parts: []keyflow.FactPart{{Lit: tv.Value.ExactString()}}}})
			continue
		}
		var ts []keyflow.FactTemplate
		for _, tmpl := range eval.Eval(a).ToRules() {
			if !tmpl.IsUnknown() {
				ts = append(ts, keyflow.EncodeTemplate(tmpl))
			}
		}
		c.Args = append(c.Args, ts)
	}
	return c
}

// TakesKeys reports whether a signature has a parameter that may carry a
// key: a string, a slice of strings, or variadic values.
func TakesKeys(sig *types.Signature) bool {
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

// PackageMethods returns the methods of the package's named types, in
// the order of their full names.
func PackageMethods(pkg *types.Package) []*types.Func {
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
	sortByFullName(out, func(fn *types.Func) *types.Func { return fn })
	return out
}

// sortByFullName sorts xs by the full names of their functions, naming
// each function once rather than twice in every comparison.
func sortByFullName[T any](xs []T, fn func(T) *types.Func) {
	type named struct {
		name string
		x    T
	}
	byName := make([]named, len(xs))
	for i, x := range xs {
		byName[i] = named{fn(x).FullName(), x}
	}
	slices.SortFunc(byName, func(a, b named) int { return strings.Compare(a.name, b.name) })
	for i, n := range byName {
		xs[i] = n.x
	}
}

// BindSink returns the catalog entries of a call through an interface
// method that wrapper method impl (its label), with sink keys keys,
// implements.
func BindSink(c Call, impl string, keys []Key, sep string) []keysite.Site {
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
			out = append(out, unresolved(c, impl, k.Command, sep, "the keys passed to "+impl+" are not known at compile time"))
			continue
		}
		for i, a := range args {
			e := entry(c, impl, k.Command, bindParam(tmpl, k.Param, a), sep)
			if e.Status == keysite.Unresolved && k.Param+i < len(c.Exprs) {
				e.Reason = "the key passed to " + impl + ", " + c.Exprs[k.Param+i] + ", is not known at compile time"
			}
			out = append(out, e)
		}
	}
	return out
}

// BindCommand returns the catalog entries of a call through an interface
// method that command wrapper impl (its label) implements: a generic call of the command its
// name argument spells.
func BindCommand(c Call, impl string, s cmdwrappers.Fact, sep string) []keysite.Site {
	if s.Name >= len(c.Args) {
		return nil
	}
	name, ok := literalOf(c.Args[s.Name])
	if !ok {
		return []keysite.Site{unresolved(c, impl, "", sep, "the command name passed to "+impl+" is not known at compile time")}
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
		out = append(out, entry(c, impl, command, ts, sep))
	}
	if !complete || c.Spread {
		out = append(out, unresolved(c, impl, command, sep, "the key positions depend on values not known at compile time"))
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

// known says how much of a key its templates know: resolved when no
// template has an unknown hole, unresolved when every one is only that.
func known(ts []keyrules.Template) keysite.Status {
	resolved, unknown := true, len(ts) > 0
	for _, t := range ts {
		for _, p := range t.Parts {
			if p.Hole != nil && p.Hole.Kind == keyrules.Unknown {
				resolved = false
			}
		}
		if !t.IsUnknown() {
			unknown = false
		}
	}
	switch {
	case unknown:
		return keysite.Unresolved
	case resolved:
		return keysite.Resolved
	}
	return keysite.Partial
}

// entry is the catalog entry of one key of a call through an
// interface, bound to its implementation impl.
func entry(c Call, impl string, command string, ts []keyrules.Template, sep string) keysite.Site {
	e := keysite.Site{Pos: c.Pos, End: c.End, Client: impl, Command: command, Separator: sep}
	if cmd := commands.Lookup(command); cmd != nil {
		e.DataType = cmd.DataType()
	}
	switch known(ts) {
	case keysite.Unresolved:
		e.Status, e.Reason = keysite.Unresolved, "the key passed to "+impl+" is not known at compile time"
		return e
	case keysite.Resolved:
		e.Status = keysite.Resolved
	default:
		e.Status = keysite.Partial
	}
	for _, t := range ts {
		e.Templates = append(e.Templates, t.String())
		e.Rules = append(e.Rules, t)
		e.Families = append(e.Families, "")
	}
	e.Reassignable, e.Open = keysite.Reassignable(ts)
	if len(ts) == 1 {
		if slot, ok := ts[0].Slot(); ok {
			e.Slot = &slot
		}
	}
	return e
}

// unresolved is an unresolved catalog entry of a call through an
// interface.
func unresolved(c Call, impl, command, sep, reason string) keysite.Site {
	return keysite.Site{Pos: c.Pos, End: c.End, Client: impl, Command: command, Separator: sep,
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
