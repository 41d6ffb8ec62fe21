// Package scriptsites finds the Lua scripts that Go code hands to a Redis
// client and the keys they build. A script's source is a string the
// package fixes at compile time (literals, constants, + of them), given at
// the run (EVAL) or at the maker call that made the script
// (redis.NewScript(src)): found through a package variable, a local or a
// struct field of this package, or through the Fact of a package variable
// of another; or a file of the package's directory that it embeds
// (embedded.go). A function that FCALL runs is read from the library a
// FUNCTION LOAD of this package, or of a package it imports, loads
// (functions.go). internal/luakeys tells what the source does with keys; for a
// run, each key the script builds other than an element of KEYS becomes
// key templates, KEYS[i] and ARGV[j] bound to the templates of the Go
// values the run passes there. A function of the package that runs the
// script it is handed, with the KEYS and ARGV it is handed (runners.go),
// makes each of its calls a run of the script the call names. Which
// arguments of a redigo run are keys (RunKeys) comes from the key count
// NewScript was given and the argument list: built in place, kept in a
// field by the constructor that built it (fieldargs.go), or built in a
// loop the count matches (loops.go). An element of a reply the script
// reads is a string hole, or, when it is a member of a key into which the
// package's scripts write keys they are given, those keys (members.go).
// What cannot be followed carries a reason instead (Script.Unknown,
// RunKeys's why).
package scriptsites

import (
	"fmt"
	"go/ast"
	"go/types"
	"strconv"
	"strings"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ast/inspector"

	"github.com/rediskeylint/rediskeylint/internal/clients"
	"github.com/rediskeylint/rediskeylint/internal/keyflow"
	"github.com/rediskeylint/rediskeylint/internal/luakeys"
	"github.com/rediskeylint/rediskeylint/keyrules"
)

// Origins is the table of where template text comes from, which
// keyrules.Part.Origin indexes; the analyzer owns it (keyflow.Sources).
type Origins interface {
	// Expr records text that expression e renders.
	Expr(e ast.Expr) int
	// Literal records text spelled in lit's value from byte offset on.
	Literal(lit *ast.BasicLit, offset int) int
	// Shift records the text starting by bytes into that of origin i.
	Shift(i, by int) int
	// Source returns the string literal of this package that spells the
	// text of origin i, else the expression it came from.
	Source(i int) (lit *ast.BasicLit, expr ast.Expr)
}

// A Reader finds the scripts of one package.
type Reader struct {
	pass    *analysis.Pass
	ins     *inspector.Inspector // the package's syntax
	eval    *keyflow.Evaluator
	origins Origins
	// calls are the package's calls of client libraries
	// (clients.LibraryCalls): its script makers and library loads.
	calls []*ast.CallExpr
	// cache holds the analyses of the package's Lua sources.
	cache map[input]result
	// runners are the package's functions that run the script they are
	// handed (runners.go), nil for the others; bodies the bodies of the
	// package's function declarations. Both are made when first needed.
	runners map[*types.Func]*runner
	bodies  map[*types.Func]inspector.Cursor
	// libraries are the libraries of functions the package loads, once
	// found (functions.go).
	libraries []*Script
	// stored are the keys the package's scripts write as members, by the
	// shape of the key they write them into, once found (members.go).
	stored map[string][]keyrules.Template
}

// NewReader returns the script reader of the package of pass, whose syntax
// ins visits and whose calls of client libraries are calls, whose values
// eval tells and whose template origins are recorded in origins.
func NewReader(pass *analysis.Pass, ins *inspector.Inspector, calls []*ast.CallExpr, eval *keyflow.Evaluator, origins Origins) *Reader {
	return &Reader{pass: pass, ins: ins, calls: calls, eval: eval, origins: origins, cache: map[input]result{}}
}

// A Script is a Lua script that the Go code hands to a client: its source
// as far as it is known, where it is spelled, and what it does with keys.
type Script struct {
	// At is the expression of this package that holds the source; nil
	// when the script was made in another package (a fact) or its source
	// is not known.
	At ast.Expr
	// Src is the source; Spans map its bytes to the Go literals that
	// spell them, when literals of this package do.
	Src   string
	Spans []Span
	// Lua is what the script does with keys; Unknown says why it is not
	// known ("" when it is).
	Lua     luakeys.Script
	Unknown string
	// Function is the name of the function of a library (FUNCTION LOAD)
	// that the script is; "" for a script.
	Function string
}

// A Span is a run of the source spelled by one Go string literal.
type Span struct {
	Start, End int // in the source
	Origin     int // the origin of the literal text at Start
}

// Fact records, on a package variable that a script maker's call
// initialises (var S = redis.NewScript(1, src)), what the script does with
// keys, for the runs of it in other packages.
type Fact struct {
	Script  luakeys.Script
	Unknown string
}

func (*Fact) AFact() {}

func (f *Fact) String() string {
	if f.Unknown != "" {
		return "script(" + f.Unknown + ")"
	}
	keys := "?"
	if f.Script.NumKeys >= 0 {
		keys = strconv.Itoa(f.Script.NumKeys)
	}
	return fmt.Sprintf("script(KEYS %s, calls %d)", keys, len(f.Script.Calls))
}

// KeyCount returns the key count that the call which made the script
// expression e gave it (redigo's NewScript(n, src)), as clients tells it.
func (r *Reader) KeyCount(e ast.Expr) (int, bool) {
	maker := r.madeBy(e)
	if maker == nil {
		if f, ok := r.importedScript(e); ok && f.Script.NumKeys >= 0 {
			return f.Script.NumKeys, true
		}
		return 0, false
	}
	return clients.ScriptKeyCount(r.pass.TypesInfo, maker)
}

// madeBy returns the call that made the value of e: the call in place, or
// the one call assigned to the package variable or local that e names; nil
// when there is not exactly one.
func (r *Reader) madeBy(e ast.Expr) *ast.CallExpr {
	var value ast.Expr
	switch x := ast.Unparen(e).(type) {
	case *ast.CallExpr:
		return x
	case *ast.Ident:
		value = r.onlyValue(x)
	case *ast.SelectorExpr:
		if f, ok := r.pass.TypesInfo.Uses[x.Sel].(*types.Var); ok && f.IsField() {
			return r.fieldMaker(f)
		}
		value = r.onlyValue(x.Sel)
	}
	call, _ := ast.Unparen(value).(*ast.CallExpr)
	return call
}

// fieldMaker returns the script maker call that every value the package
// gives field f is (w.script = redis.NewScript(n, src) in a constructor,
// or a composite literal's element), or nil when there is not exactly one.
func (r *Reader) fieldMaker(f *types.Var) *ast.CallExpr {
	if f.Pkg() != r.pass.Pkg {
		return nil
	}
	w, ok := r.fieldWrites(f)
	if !ok || len(w.values) != 1 {
		return nil
	}
	call, _ := ast.Unparen(w.values[0]).(*ast.CallExpr)
	if call == nil || clients.MatchScriptMaker(r.pass.TypesInfo, call) == nil {
		return nil
	}
	return call
}

// onlyValue returns the one value the variable id names holds: a package
// variable's initialiser, or the one assignment of a local reaching id.
func (r *Reader) onlyValue(id *ast.Ident) ast.Expr {
	v, ok := r.pass.TypesInfo.Uses[id].(*types.Var)
	if !ok {
		return nil
	}
	if v.Parent() == r.pass.Pkg.Scope() {
		return r.eval.PackageInit(v)
	}
	if defs, complete := r.eval.Locals().Reaching(v, id); complete && len(defs) == 1 {
		return defs[0].Value
	}
	return nil
}

// importedScript returns the fact of the package variable of another
// package that e names, made by a script maker there.
func (r *Reader) importedScript(e ast.Expr) (*Fact, bool) {
	id := keyflow.NamedIdent(ast.Unparen(e))
	if id == nil {
		return nil, false
	}
	v, ok := r.pass.TypesInfo.Uses[id].(*types.Var)
	if !ok || v.Pkg() == nil || v.Pkg() == r.pass.Pkg {
		return nil, false
	}
	f := new(Fact)
	return f, r.pass.ImportObjectFact(v, f)
}

// madeScript returns the script a maker call makes (NewScript(src)), with
// the key count the maker gives, or -1.
func (r *Reader) madeScript(maker *ast.CallExpr, m *clients.ScriptMaker) *Script {
	numKeys := -1
	if m.KeyCount >= 0 {
		if n, ok := clients.ScriptKeyCount(r.pass.TypesInfo, maker); ok {
			numKeys = n
		}
	}
	return r.scriptFrom(maker.Args[m.Source], numKeys)
}

// scriptFrom returns the script whose source expression e holds, analysed
// for numKeys keys (-1: not known).
func (r *Reader) scriptFrom(e ast.Expr, numKeys int) *Script {
	gs := r.sourceAt(e)
	if gs.Unknown != "" {
		return gs
	}
	res := r.analyse(input{src: gs.Src, numKeys: numKeys})
	gs.Lua = res.script
	if res.err != nil {
		gs.Unknown = "the Lua script " + strings.TrimPrefix(res.err.Error(), "lua script ")
	}
	return gs
}

// sourceAt returns the script whose source expression e holds, not yet
// analysed: its text and the spans of it that literals spell, or why it is
// not known.
func (r *Reader) sourceAt(e ast.Expr) *Script {
	gs := &Script{At: e}
	if src, spans, ok := r.scriptText(e); ok {
		gs.Src, gs.Spans = src, spans
		return gs
	}
	switch src, file, found, err := r.embeddedSource(e); {
	case found && err == nil:
		gs.Src = src
	case found:
		gs.Unknown = "the script's source " + types.ExprString(e) + " is embedded from " + file + ", which " + err.Error()
	default:
		gs.Unknown = "the script's source " + types.ExprString(e) + " is not known at compile time"
	}
	return gs
}

// analyse returns the analysis of a script's source, once per input.
func (r *Reader) analyse(in input) result {
	res, done := r.cache[in]
	if done {
		return res
	}
	if in.function != "" {
		res.script, res.err = luakeys.AnalyzeFunction(in.src, in.function, in.numKeys)
	} else {
		res.script, res.err = luakeys.Analyze(in.src, in.numKeys)
	}
	r.cache[in] = res
	return res
}

// input is what one analysis of a script reads.
type input struct {
	src     string
	numKeys int
	// function is the function of a library (FUNCTION LOAD) that is
	// analysed, "" for a script.
	function string
}

// result is one analysis of a script's source.
type result struct {
	script luakeys.Script
	err    error
}

// scriptText returns the source a script expression holds and the spans
// of it that literals of this package spell.
func (r *Reader) scriptText(e ast.Expr) (string, []Span, bool) {
	if src, ok := keyflow.ConstString(r.pass.TypesInfo, e); ok {
		return src, r.literalSpans(e, 0), true
	}
	ts := r.eval.Eval(e).ToRules()
	if len(ts) != 1 || ts[0].IsUnknown() {
		return "", nil, false
	}
	var b strings.Builder
	var spans []Span
	for _, p := range ts[0].Parts {
		if p.Hole != nil {
			return "", nil, false
		}
		switch lit, expr := r.origins.Source(p.Origin); {
		case lit != nil:
			spans = append(spans, Span{Start: b.Len(), End: b.Len() + len(p.Lit), Origin: p.Origin})
		case expr != nil:
			spans = append(spans, r.literalSpans(expr, b.Len())...)
		}
		b.WriteString(p.Lit)
	}
	return b.String(), spans, true
}

// literalSpans returns the spans of a constant string expression's value,
// which starts at byte at of the source, that string literals of this
// package spell: through + and the package's constants.
func (r *Reader) literalSpans(e ast.Expr, at int) []Span {
	e = ast.Unparen(e)
	text, ok := keyflow.ConstString(r.pass.TypesInfo, e)
	if !ok {
		return nil
	}
	switch x := e.(type) {
	case *ast.BasicLit:
		return []Span{{Start: at, End: at + len(text), Origin: r.origins.Literal(x, 0)}}
	case *ast.BinaryExpr:
		left, _ := keyflow.ConstString(r.pass.TypesInfo, x.X)
		return append(r.literalSpans(x.X, at), r.literalSpans(x.Y, at+len(left))...)
	case *ast.Ident, *ast.SelectorExpr:
		// A constant of this package: keyflow rebuilds it from its
		// declaration.
		ts := r.eval.Eval(x).ToRules()
		if len(ts) != 1 || len(ts[0].Parts) != 1 {
			return nil
		}
		p := ts[0].Parts[0]
		switch lit, expr := r.origins.Source(p.Origin); {
		case lit != nil:
			return []Span{{Start: at, End: at + len(text), Origin: p.Origin}}
		case expr != nil && expr != x:
			return r.literalSpans(expr, at)
		}
	}
	return nil
}

// textOrigin returns the origin of a Lua string literal's text in the Go
// literal that spells the script, when the text occurs once in the source
// right after a quote; otherwise the origin of at.
func (r *Reader) textOrigin(gs *Script, text string, at ast.Expr) int {
	found := -1
	for i := 0; i+len(text) <= len(gs.Src); {
		j := strings.Index(gs.Src[i:], text)
		if j < 0 {
			break
		}
		j += i
		if j > 0 && (gs.Src[j-1] == '\'' || gs.Src[j-1] == '"') {
			if found >= 0 {
				found = -2 // twice: which one is meant is not known
				break
			}
			found = j
		}
		i = j + 1
	}
	if found >= 0 {
		for _, s := range gs.Spans {
			if found >= s.Start && found+len(text) <= s.End {
				return r.origins.Shift(s.Origin, found-s.Start)
			}
		}
	}
	return r.origins.Expr(at)
}

// A Run is the script a client call runs, with the keys it builds as
// templates of the call.
type Run struct {
	*Script
	// Keys are the keys the script touches that are not exactly one
	// element of KEYS (those are the call's own keys).
	Keys []Key
	// Incomplete are the script's calls whose keys are not all known.
	Incomplete []luakeys.Call
	// NumKeys is the number of keys the run passes in KEYS, -1 when not
	// known.
	NumKeys int
	// keys are the templates of the values the run passes in KEYS.
	keys [][]keyrules.Template
}

// A Key is a key a script builds.
type Key struct {
	// Lua is the key as the script builds it; Command and Line are those
	// of the redis.call that touches it.
	Lua     luakeys.Key
	Command string
	Line    int
	// Call and Index place the key in the script: the index of the call
	// in Script.Lua.Calls and of the key in that call's Keys.
	Call, Index int
	// Templates are the key's templates, KEYS[i] and ARGV[j] replaced by
	// the templates of the Go values the run passes there.
	Templates []keyrules.Template
}

// scriptValues are the templates of the Go values a run passes in KEYS
// and ARGV, nil where not known.
type scriptValues struct {
	keys, argv [][]keyrules.Template
	// numKeys is the number of keys passed, -1 when not known.
	numKeys int
}

// Run returns the scripts that call, which d describes, may run, each
// with the keys it builds: one, or one per script a local may hold when a
// branch chooses it; none when the call runs no script.
func (r *Reader) Run(call *ast.CallExpr, d *clients.Descriptor) []*Run {
	l := d.Lua
	if l == nil {
		return nil
	}
	args := d.Args
	vals := r.scriptValues(call, d)
	var gs *Script
	switch {
	case l.Function >= 0:
		gs = r.functionScript(args[l.Function], vals.numKeys)
	case l.Digest:
		gs = &Script{Unknown: "the script is run by its SHA1 digest, so its source is not in the call"}
	case l.Source >= 0:
		gs = r.scriptFrom(args[l.Source], vals.numKeys)
	case l.Receiver:
		sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr)
		if !ok {
			gs = &Script{Unknown: "the script's maker is not known"}
			break
		}
		var runs []*Run
		for _, gs := range r.scriptsOf(sel.X, vals.numKeys) {
			runs = append(runs, r.run(call, gs, vals))
		}
		return runs
	default:
		return nil
	}
	return []*Run{r.run(call, gs, vals)}
}

// scriptsOf returns the scripts that e, the script object a run uses, may
// name: the one scriptOf tells, or, when that is not known and e is a
// local assigned a known script on each path (if force { s = a } else
// { s = b }), each of those.
func (r *Reader) scriptsOf(e ast.Expr, numKeys int) []*Script {
	one := r.scriptOf(e, numKeys)
	id, ok := ast.Unparen(e).(*ast.Ident)
	v, isVar := r.pass.TypesInfo.Uses[id].(*types.Var)
	if one.Unknown == "" || !ok || !isVar || v.Parent() == r.pass.Pkg.Scope() {
		return []*Script{one}
	}
	defs, complete := r.eval.Locals().Reaching(v, id)
	if !complete || len(defs) < 2 {
		return []*Script{one}
	}
	var out []*Script
	for _, d := range defs {
		if d.Value == nil {
			return []*Script{one}
		}
		gs := r.scriptOf(d.Value, numKeys)
		if gs.Unknown != "" {
			return []*Script{one}
		}
		out = append(out, gs)
	}
	return out
}

// runHanded returns the scripts that call, a call of a runner of the
// package (runners.go), may run, each with the keys it builds: script is the call's
// argument that holds the script object, and d.Lua places KEYS and ARGV
// among d.Args.
func (r *Reader) runHanded(call *ast.CallExpr, script ast.Expr, d *clients.Descriptor) []*Run {
	vals := r.scriptValues(call, d)
	var runs []*Run
	for _, gs := range r.scriptsOf(script, vals.numKeys) {
		runs = append(runs, r.run(call, gs, vals))
	}
	return runs
}

// run returns the run of script gs with the values vals passes, at call.
func (r *Reader) run(call *ast.CallExpr, gs *Script, vals scriptValues) *Run {
	run := &Run{Script: gs, NumKeys: vals.numKeys, keys: vals.keys}
	if gs.Unknown != "" {
		return run
	}
	for ci, lc := range gs.Lua.Calls {
		if lc.Status != luakeys.Complete {
			run.Incomplete = append(run.Incomplete, lc)
		}
		for ki, key := range lc.Keys {
			if key.Origin == luakeys.Given {
				continue // an element of KEYS: a key of the call itself
			}
			run.Keys = append(run.Keys, Key{Lua: key, Command: strings.ToUpper(lc.Command), Line: lc.Line, Call: ci, Index: ki,
				Templates: r.luaTemplates(key, gs, vals, call)})
		}
	}
	return run
}

// scriptOf returns the script that e, the script object a run uses,
// names: made by a maker call this package sees, or by one of another
// package (its fact).
func (r *Reader) scriptOf(e ast.Expr, numKeys int) *Script {
	if maker := r.madeBy(e); maker != nil {
		if m := clients.MatchScriptMaker(r.pass.TypesInfo, maker); m != nil {
			if m.KeyCount < 0 {
				// Each run gives its own keys: analyse for this run's.
				return r.scriptFrom(maker.Args[m.Source], numKeys)
			}
			return r.madeScript(maker, m)
		}
	}
	if f, ok := r.importedScript(e); ok {
		return &Script{Lua: f.Script, Unknown: f.Unknown}
	}
	return &Script{Unknown: "script " + types.ExprString(e) + " is not made by a NewScript call the analysis can see"}
}

// scriptValues returns the templates of what a run passes in KEYS and ARGV.
func (r *Reader) scriptValues(call *ast.CallExpr, d *clients.Descriptor) scriptValues {
	l, args := d.Lua, d.Args
	v := scriptValues{numKeys: -1}
	if l.Keys >= 0 && l.Keys < len(args) {
		if lists, _ := r.eval.ElementLists(args[l.Keys]); len(lists) == 1 {
			v.keys = elementTemplates(lists[0])
			v.numKeys = len(lists[0])
		}
	}
	switch {
	case l.Argv >= 0 && l.Argv < len(args) && (l.ArgvSlice || call.Ellipsis.IsValid()):
		if lists, _ := r.eval.ElementLists(args[l.Argv]); len(lists) == 1 {
			v.argv = elementTemplates(lists[0])
		}
	case l.Argv >= 0:
		for _, a := range args[min(l.Argv, len(args)):] {
			v.argv = append(v.argv, r.argTemplates(a))
		}
	case d.Script != nil:
		v = r.redigoScriptValues(call, d)
	}
	return v
}

// elementTemplates returns the templates of each element of a list.
func elementTemplates(list keyflow.ElementList) [][]keyrules.Template {
	out := make([][]keyrules.Template, len(list))
	for i, v := range list {
		out[i] = v.ToRules()
	}
	return out
}

// redigoScriptValues splits redigo's keysAndArgs at the key count that
// NewScript gave.
func (r *Reader) redigoScriptValues(call *ast.CallExpr, d *clients.Descriptor) scriptValues {
	v := scriptValues{numKeys: -1}
	sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr)
	if !ok {
		return v
	}
	count, ok := r.KeyCount(sel.X)
	if !ok || count < 0 {
		return v
	}
	spec := d.Script
	args := d.Args[min(spec.Args, len(d.Args)):]
	if spec.Spread && len(args) > 0 {
		flat, ok := r.eval.RedigoArgs(args[len(args)-1])
		if !ok {
			return v
		}
		args = append(args[:len(args)-1:len(args)-1], flat...)
	}
	v.numKeys = count
	for i, a := range args {
		if i < count {
			v.keys = append(v.keys, r.argTemplates(a))
		} else {
			v.argv = append(v.argv, r.argTemplates(a))
		}
	}
	return v
}

// argTemplates returns the templates of a value passed to a script, which
// the client renders as text: a number or bool of unknown value is a hole
// of its kind.
func (r *Reader) argTemplates(a ast.Expr) []keyrules.Template {
	ts := r.eval.Eval(a).ToRules()
	if len(ts) > 1 || len(ts) == 1 && !ts[0].IsUnknown() {
		return ts
	}
	b, ok := r.pass.TypesInfo.TypeOf(a).Underlying().(*types.Basic)
	if !ok {
		return ts
	}
	var kind keyrules.HoleKind
	switch info := b.Info(); {
	case info&types.IsUnsigned != 0:
		kind = keyrules.Uint
	case info&types.IsInteger != 0:
		kind = keyrules.Int
	case info&types.IsFloat != 0:
		kind = keyrules.Float
	case info&types.IsBoolean != 0:
		kind = keyrules.Bool
	default:
		return ts
	}
	return []keyrules.Template{holeTemplate(kind, "", r.origins.Expr(a))}
}

// maxScriptTemplates bounds the templates of one key a script builds, as
// keyflow bounds a key's.
const maxScriptTemplates = 16

// luaTemplates returns the templates of a key a script builds, KEYS[i] and
// ARGV[j] replaced by the templates of the Go values passed there; text of
// the script is placed in the Go literal that spells it, or at at.
func (r *Reader) luaTemplates(key luakeys.Key, gs *Script, vals scriptValues, at ast.Expr) []keyrules.Template {
	out := []keyrules.Template{{}}
	for _, p := range key.Parts {
		var alts []keyrules.Template
		switch p.Kind {
		case luakeys.Text:
			alts = []keyrules.Template{{Parts: []keyrules.Part{{Lit: p.Text, Origin: r.textOrigin(gs, p.Text, at)}}}}
		case luakeys.KeysElem:
			alts = element(vals.keys, p.Index)
		case luakeys.ArgvElem:
			alts = element(vals.argv, p.Index)
		case luakeys.Number:
			alts = []keyrules.Template{holeTemplate(keyrules.Int, "", r.origins.Expr(at))}
		case luakeys.Hole:
			if p.Reason != luakeys.Element {
				break
			}
			// Text the script reads back: a key read back whole is one
			// of the keys the package's scripts keep in the key it
			// reads; else a string, as a Go value read from Redis is.
			if p.Index > 0 && key.Origin == luakeys.ReadBack {
				alts = r.members(element(vals.keys, p.Index))
			}
			if len(alts) == 0 {
				alts = []keyrules.Template{holeTemplate(keyrules.Unknown, "", r.origins.Expr(at))}
			}
		}
		if alts == nil {
			alts = []keyrules.Template{holeTemplate(keyrules.Unknown, strings.Trim(p.String(), "<>"), r.origins.Expr(at))}
		}
		if len(out)*len(alts) > maxScriptTemplates {
			return []keyrules.Template{holeTemplate(keyrules.Unknown, key.Template(), r.origins.Expr(at))}
		}
		var next []keyrules.Template
		for _, t := range out {
			for _, a := range alts {
				parts := append(append([]keyrules.Part(nil), t.Parts...), a.Parts...)
				next = append(next, keyrules.Template{Parts: parts})
			}
		}
		out = next
	}
	return out
}

// element returns the templates of the 1-based element i of list, nil when
// it is not known (i is 0 for any element: their union).
func element(list [][]keyrules.Template, i int) []keyrules.Template {
	if i == 0 {
		var all []keyrules.Template
		for _, ts := range list {
			all = append(all, ts...)
		}
		return all
	}
	if i > len(list) {
		return nil
	}
	return list[i-1]
}

// holeTemplate is a template of one hole of kind k named name.
func holeTemplate(k keyrules.HoleKind, name string, origin int) keyrules.Template {
	h := keyrules.NewHole(k)
	h.Name = name
	return keyrules.Template{Parts: []keyrules.Part{{Hole: h, Origin: origin}}}
}

// Made returns the scripts that script makers of this package make
// (NewScript(src) and kin), by maker call.
func (r *Reader) Made() map[*ast.CallExpr]*Script {
	out := map[*ast.CallExpr]*Script{}
	for _, call := range r.calls {
		if m := clients.MatchScriptMaker(r.pass.TypesInfo, call); m != nil {
			out[call] = r.madeScript(call, m)
		}
	}
	return out
}

// Export exports the Fact of each package variable that a maker call of
// made initialises, and the LibraryFact of the package.
func (r *Reader) Export(made map[*ast.CallExpr]*Script) {
	r.exportLibraries()
	for _, name := range r.pass.Pkg.Scope().Names() {
		v, ok := r.pass.Pkg.Scope().Lookup(name).(*types.Var)
		if !ok {
			continue
		}
		call, _ := ast.Unparen(r.eval.PackageInit(v)).(*ast.CallExpr)
		if gs := made[call]; gs != nil {
			r.pass.ExportObjectFact(v, &Fact{Script: gs.Lua, Unknown: gs.Unknown})
		}
	}
}
