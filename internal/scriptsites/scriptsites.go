package analyzer

import (
	"fmt"
	"go/ast"
	"go/token"
	"go/types"
	"strconv"
	"strings"

	"github.com/rediskeylint/rediskeylint/internal/clients"
	"github.com/rediskeylint/rediskeylint/internal/keyflow"
	"github.com/rediskeylint/rediskeylint/internal/luakeys"
	"github.com/rediskeylint/rediskeylint/keyrules"
)

// A goScript is a Lua script that the Go code hands to a client: its
// source as far as it is known, where it is spelled, and what it does with
// keys (internal/luakeys).
type goScript struct {
	// at is the expression of this package that holds the source; nil
	// when the script was made in another package (a fact) or its source
	// is not known.
	at ast.Expr
	// src is the source; spans map its bytes to the Go literals that
	// spell them, when literals of this package do.
	src   string
	spans []srcSpan
	// script is what the script does with keys; unknown says why it is
	// not known ("" when it is).
	script  luakeys.Script
	unknown string
}

// A srcSpan is a run of the source spelled by one Go string literal.
type srcSpan struct {
	start, end int // in the source
	origin     int // the origin of the literal text at start
}

// scriptFact records, on a package variable that a script maker's call
// initialises (var S = redis.NewScript(1, src)), what the script does with
// keys, for the runs of it in other packages.
type scriptFact struct {
	Script  luakeys.Script
	Unknown string
}

func (*scriptFact) AFact() {}

func (f *scriptFact) String() string {
	if f.Unknown != "" {
		return "script(" + f.Unknown + ")"
	}
	keys := "?"
	if f.Script.NumKeys >= 0 {
		keys = strconv.Itoa(f.Script.NumKeys)
	}
	return fmt.Sprintf("script(KEYS %s, calls %d)", keys, len(f.Script.Calls))
}

// scriptKeyCount returns the key count that the call which made the script
// expression e gave it (redigo's NewScript(n, src)), as clients tells it.
func (k *keyReader) scriptKeyCount(e ast.Expr) (int, bool) {
	maker := k.madeBy(e)
	if maker == nil {
		if f, ok := k.importedScript(e); ok && f.Script.NumKeys >= 0 {
			return f.Script.NumKeys, true
		}
		return 0, false
	}
	return clients.ScriptKeyCount(k.pass.TypesInfo, maker)
}

// madeBy returns the call that made the value of e: the call in place, or
// the one call assigned to the package variable or local that e names; nil
// when there is not exactly one.
func (k *keyReader) madeBy(e ast.Expr) *ast.CallExpr {
	var value ast.Expr
	switch x := ast.Unparen(e).(type) {
	case *ast.CallExpr:
		return x
	case *ast.Ident:
		value = k.onlyValue(x)
	case *ast.SelectorExpr:
		if f, ok := k.pass.TypesInfo.Uses[x.Sel].(*types.Var); ok && f.IsField() {
			return k.fieldMaker(f)
		}
		value = k.onlyValue(x.Sel)
	}
	call, _ := ast.Unparen(value).(*ast.CallExpr)
	return call
}

// fieldMaker returns the script maker call that every value the package
// gives field f is (w.script = redis.NewScript(n, src) in a constructor,
// or a composite literal's element), or nil when there is not exactly one.
func (k *keyReader) fieldMaker(f *types.Var) *ast.CallExpr {
	if f.Pkg() != k.pass.Pkg {
		return nil
	}
	var found *ast.CallExpr
	ok := true
	assigned := func(value ast.Expr) {
		call, _ := ast.Unparen(value).(*ast.CallExpr)
		switch {
		case call == nil || clients.MatchScriptMaker(k.pass.TypesInfo, call) == nil:
			ok = false
		case found == nil:
			found = call
		case found != call:
			ok = false
		}
	}
	isField := func(e ast.Expr) bool {
		switch e := ast.Unparen(e).(type) {
		case *ast.SelectorExpr:
			return k.pass.TypesInfo.Uses[e.Sel] == f
		case *ast.Ident:
			return k.pass.TypesInfo.Uses[e] == f // a composite literal's key
		}
		return false
	}
	for _, file := range k.pass.Files {
		ast.Inspect(file, func(n ast.Node) bool {
			switch n := n.(type) {
			case *ast.AssignStmt:
				for i, lhs := range n.Lhs {
					if isField(lhs) {
						if len(n.Rhs) != len(n.Lhs) {
							ok = false
							continue
						}
						assigned(n.Rhs[i])
					}
				}
			case *ast.KeyValueExpr:
				if isField(n.Key) {
					assigned(n.Value)
				}
			case *ast.UnaryExpr:
				if n.Op == token.AND && isField(n.X) {
					ok = false // its address escapes: anything may be stored
				}
			}
			return ok
		})
	}
	if !ok {
		return nil
	}
	return found
}

// onlyValue returns the one value the variable id names holds: a package
// variable's initialiser, or the one assignment of a local reaching id.
func (k *keyReader) onlyValue(id *ast.Ident) ast.Expr {
	v, ok := k.pass.TypesInfo.Uses[id].(*types.Var)
	if !ok {
		return nil
	}
	if v.Parent() == k.pass.Pkg.Scope() {
		return k.eval.PackageInit(v)
	}
	if defs, complete := k.eval.Locals().Reaching(v, id); complete && len(defs) == 1 {
		return defs[0].Value
	}
	return nil
}

// importedScript returns the fact of the package variable of another
// package that e names, made by a script maker there.
func (k *keyReader) importedScript(e ast.Expr) (*scriptFact, bool) {
	id := keyflow.NamedIdent(ast.Unparen(e))
	if id == nil {
		return nil, false
	}
	v, ok := k.pass.TypesInfo.Uses[id].(*types.Var)
	if !ok || v.Pkg() == nil || v.Pkg() == k.pass.Pkg {
		return nil, false
	}
	f := new(scriptFact)
	return f, k.pass.ImportObjectFact(v, f)
}

// madeScript returns the script a maker call makes (NewScript(src)), with
// the key count the maker gives, or -1.
func (k *keyReader) madeScript(maker *ast.CallExpr, m *clients.ScriptMaker) *goScript {
	numKeys := -1
	if m.KeyCount >= 0 {
		if n, ok := clients.ScriptKeyCount(k.pass.TypesInfo, maker); ok {
			numKeys = n
		}
	}
	return k.scriptFrom(maker.Args[m.Source], numKeys)
}

// scriptFrom returns the script whose source expression e holds, analysed
// for numKeys keys (-1: not known).
func (k *keyReader) scriptFrom(e ast.Expr, numKeys int) *goScript {
	gs := &goScript{at: e}
	src, spans, ok := k.scriptText(e)
	if !ok {
		gs.unknown = "the script's source " + types.ExprString(e) + " is not known at compile time"
		if pattern := k.embedded(e); pattern != "" {
			gs.unknown = "the script's source " + types.ExprString(e) + " is embedded from " + pattern + ", which the analysis does not read"
		}
		return gs
	}
	gs.src, gs.spans = src, spans
	in := luaInput{src, numKeys}
	if k.luaCache == nil {
		k.luaCache = map[luaInput]luaResult{}
	}
	res, done := k.luaCache[in]
	if !done {
		res.script, res.err = luakeys.Analyze(src, numKeys)
		k.luaCache[in] = res
	}
	gs.script = res.script
	if res.err != nil {
		gs.unknown = "the Lua script " + strings.TrimPrefix(res.err.Error(), "lua script ")
	}
	return gs
}

// embedded returns the pattern of the //go:embed directive of the package
// variable e names, or "".
func (k *keyReader) embedded(e ast.Expr) string {
	id := keyflow.NamedIdent(ast.Unparen(e))
	if id == nil {
		return ""
	}
	v, ok := k.pass.TypesInfo.Uses[id].(*types.Var)
	if !ok || v.Pkg() != k.pass.Pkg || v.Parent() != k.pass.Pkg.Scope() {
		return ""
	}
	for _, f := range k.pass.Files {
		if f.Pos() > v.Pos() || v.Pos() > f.End() {
			continue
		}
		for _, d := range f.Decls {
			gd, ok := d.(*ast.GenDecl)
			if !ok || gd.Pos() > v.Pos() || v.Pos() > gd.End() {
				continue
			}
			for _, spec := range gd.Specs {
				vs, ok := spec.(*ast.ValueSpec)
				if !ok || vs.Pos() > v.Pos() || v.Pos() > vs.End() {
					continue
				}
				for _, doc := range []*ast.CommentGroup{vs.Doc, gd.Doc} {
					if doc == nil {
						continue
					}
					for _, c := range doc.List {
						if pattern, ok := strings.CutPrefix(c.Text, "//go:embed "); ok {
							return strings.TrimSpace(pattern)
						}
					}
				}
			}
		}
	}
	return ""
}

// luaInput is what one analysis of a script reads.
type luaInput struct {
	src     string
	numKeys int
}

// luaResult is one analysis of a script's source.
type luaResult struct {
	script luakeys.Script
	err    error
}

// scriptText returns the source a script expression holds and the spans
// of it that literals of this package spell.
func (k *keyReader) scriptText(e ast.Expr) (string, []srcSpan, bool) {
	if src, ok := keyflow.ConstString(k.pass.TypesInfo, e); ok {
		return src, k.literalSpans(e, 0), true
	}
	ts := k.eval.Eval(e).ToRules()
	if len(ts) != 1 || ts[0].IsUnknown() {
		return "", nil, false
	}
	var b strings.Builder
	var spans []srcSpan
	for _, p := range ts[0].Parts {
		if p.Hole != nil {
			return "", nil, false
		}
		switch o := k.origins.get(p.Origin); {
		case o.lit != nil:
			spans = append(spans, srcSpan{start: b.Len(), end: b.Len() + len(p.Lit), origin: p.Origin})
		case o.expr != nil:
			spans = append(spans, k.literalSpans(o.expr, b.Len())...)
		}
		b.WriteString(p.Lit)
	}
	return b.String(), spans, true
}

// literalSpans returns the spans of a constant string expression's value,
// which starts at byte at of the source, that string literals of this
// package spell: through + and the package's constants.
func (k *keyReader) literalSpans(e ast.Expr, at int) []srcSpan {
	e = ast.Unparen(e)
	text, ok := keyflow.ConstString(k.pass.TypesInfo, e)
	if !ok {
		return nil
	}
	switch x := e.(type) {
	case *ast.BasicLit:
		return []srcSpan{{start: at, end: at + len(text), origin: k.origins.Literal(x, 0)}}
	case *ast.BinaryExpr:
		left, _ := keyflow.ConstString(k.pass.TypesInfo, x.X)
		return append(k.literalSpans(x.X, at), k.literalSpans(x.Y, at+len(left))...)
	case *ast.Ident, *ast.SelectorExpr:
		// A constant of this package: keyflow rebuilds it from its
		// declaration.
		ts := k.eval.Eval(x).ToRules()
		if len(ts) != 1 || len(ts[0].Parts) != 1 {
			return nil
		}
		p := ts[0].Parts[0]
		switch o := k.origins.get(p.Origin); {
		case o.lit != nil:
			return []srcSpan{{start: at, end: at + len(text), origin: p.Origin}}
		case o.expr != nil && o.expr != x:
			return k.literalSpans(o.expr, at)
		}
	}
	return nil
}

// textOrigin returns the origin of a Lua string literal's text in the Go
// literal that spells the script, when the text occurs once in the source
// right after a quote; otherwise the origin of at.
func (k *keyReader) textOrigin(gs *goScript, text string, at ast.Expr) int {
	found := -1
	for i := 0; i+len(text) <= len(gs.src); {
		j := strings.Index(gs.src[i:], text)
		if j < 0 {
			break
		}
		j += i
		if j > 0 && (gs.src[j-1] == '\'' || gs.src[j-1] == '"') {
			if found >= 0 {
				found = -2 // twice: which one is meant is not known
				break
			}
			found = j
		}
		i = j + 1
	}
	if found >= 0 {
		for _, s := range gs.spans {
			if found >= s.start && found+len(text) <= s.end {
				return k.origins.Shift(s.origin, found-s.start)
			}
		}
	}
	return k.origins.Expr(at)
}

// A siteScript is the script a call runs, with the keys it builds as
// templates of the call.
type siteScript struct {
	*goScript
	// keys are the keys the script touches that are not exactly one
	// element of KEYS (those are the site's keys), with KEYS[i] and
	// ARGV[j] replaced by the templates of the Go values passed there.
	keys []scriptKey
	// incomplete are the script's calls whose keys are not all known.
	incomplete []luakeys.Call
}

// A scriptKey is a key a script builds.
type scriptKey struct {
	keyArg
	// lua is the key as the script builds it; command and line are those
	// of the redis.call that touches it.
	lua     luakeys.Key
	command string
	line    int
}

// scriptValues are the templates of the Go values a run passes in KEYS
// and ARGV, nil where not known.
type scriptValues struct {
	keys, argv [][]keyrules.Template
	// numKeys is the number of keys passed, -1 when not known.
	numKeys int
}

// runScript finds the script a client call runs and the keys it builds,
// for the site of the call.
func (k *keyReader) runScript(site *callSite) {
	l := site.desc.Lua
	if l == nil {
		return
	}
	args := site.desc.Args
	vals := k.scriptValues(site)
	var gs *goScript
	switch {
	case l.Function >= 0:
		name := types.ExprString(args[l.Function])
		if s, ok := keyflow.ConstString(k.pass.TypesInfo, args[l.Function]); ok {
			name = fmt.Sprintf("%q", s)
		}
		gs = &goScript{unknown: "the body of function " + name + " is not in the Go code (FUNCTION LOAD)"}
	case l.Digest:
		gs = &goScript{unknown: "the script is run by its SHA1 digest, so its source is not in the call"}
	case l.Source >= 0:
		gs = k.scriptFrom(args[l.Source], vals.numKeys)
	case l.Receiver:
		gs = k.receiverScript(site, vals.numKeys)
	default:
		return
	}
	ss := &siteScript{goScript: gs}
	site.script = ss
	if gs.unknown != "" {
		return
	}
	for _, call := range gs.script.Calls {
		if call.Status != luakeys.Complete {
			ss.incomplete = append(ss.incomplete, call)
		}
		for _, key := range call.Keys {
			if key.Origin == luakeys.Given {
				continue // an element of KEYS: a key of the site itself
			}
			sk := scriptKey{lua: key, command: strings.ToUpper(call.Command), line: call.Line}
			sk.expr = site.call
			sk.templates = k.luaTemplates(key, gs, vals, site.call)
			ss.keys = append(ss.keys, sk)
		}
	}
}

// receiverScript returns the script that the receiver of a run names:
// made by a maker call this package sees, or by one of another package
// (its fact).
func (k *keyReader) receiverScript(site *callSite, numKeys int) *goScript {
	sel, ok := ast.Unparen(site.call.Fun).(*ast.SelectorExpr)
	if !ok {
		return &goScript{unknown: "the script's maker is not known"}
	}
	if maker := k.madeBy(sel.X); maker != nil {
		if m := clients.MatchScriptMaker(k.pass.TypesInfo, maker); m != nil {
			if m.KeyCount < 0 {
				// Each run gives its own keys: analyse for this run's.
				return k.scriptFrom(maker.Args[m.Source], numKeys)
			}
			return k.madeScript(maker, m)
		}
	}
	if f, ok := k.importedScript(sel.X); ok {
		return &goScript{script: f.Script, unknown: f.Unknown}
	}
	return &goScript{unknown: "script " + types.ExprString(sel.X) + " is not made by a NewScript call the analysis can see"}
}

// scriptValues returns the templates of what a run passes in KEYS and ARGV.
func (k *keyReader) scriptValues(site *callSite) scriptValues {
	l, args := site.desc.Lua, site.desc.Args
	v := scriptValues{numKeys: -1}
	if l.Keys >= 0 && l.Keys < len(args) {
		if lists := k.eval.ElementLists(args[l.Keys]); len(lists) == 1 {
			v.keys = elementTemplates(lists[0])
			v.numKeys = len(lists[0])
		}
	}
	switch {
	case l.Argv >= 0 && l.Argv < len(args) && (l.ArgvSlice || site.call.Ellipsis.IsValid()):
		if lists := k.eval.ElementLists(args[l.Argv]); len(lists) == 1 {
			v.argv = elementTemplates(lists[0])
		}
	case l.Argv >= 0:
		for _, a := range args[min(l.Argv, len(args)):] {
			v.argv = append(v.argv, k.argTemplates(a))
		}
	case site.desc.Script != nil:
		v = k.redigoScriptValues(site)
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
func (k *keyReader) redigoScriptValues(site *callSite) scriptValues {
	v := scriptValues{numKeys: -1}
	sel, ok := ast.Unparen(site.call.Fun).(*ast.SelectorExpr)
	if !ok {
		return v
	}
	count, ok := k.scriptKeyCount(sel.X)
	if !ok || count < 0 {
		return v
	}
	spec := site.desc.Script
	args := site.desc.Args[min(spec.Args, len(site.desc.Args)):]
	if spec.Spread && len(args) > 0 {
		flat, ok := k.eval.RedigoArgs(args[len(args)-1])
		if !ok {
			return v
		}
		args = append(args[:len(args)-1:len(args)-1], flat...)
	}
	v.numKeys = count
	for i, a := range args {
		if i < count {
			v.keys = append(v.keys, k.argTemplates(a))
		} else {
			v.argv = append(v.argv, k.argTemplates(a))
		}
	}
	return v
}

// argTemplates returns the templates of a value passed to a script, which
// the client renders as text: a number or bool of unknown value is a hole
// of its kind.
func (k *keyReader) argTemplates(a ast.Expr) []keyrules.Template {
	ts := k.eval.Eval(a).ToRules()
	if len(ts) > 1 || len(ts) == 1 && !ts[0].IsUnknown() {
		return ts
	}
	b, ok := k.pass.TypesInfo.TypeOf(a).Underlying().(*types.Basic)
	if !ok {
		return ts
	}
	kind := keyrules.Unknown
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
	return []keyrules.Template{holeTemplate(kind, "", k.origins.Expr(a))}
}

// maxScriptTemplates bounds the templates of one key a script builds, as
// keyflow bounds a key's.
const maxScriptTemplates = 16

// luaTemplates returns the templates of a key a script builds, KEYS[i] and
// ARGV[j] replaced by the templates of the Go values passed there; text of
// the script is placed in the Go literal that spells it, or at at.
func (k *keyReader) luaTemplates(key luakeys.Key, gs *goScript, vals scriptValues, at ast.Expr) []keyrules.Template {
	out := []keyrules.Template{{}}
	for _, p := range key.Parts {
		var alts []keyrules.Template
		switch p.Kind {
		case luakeys.Text:
			alts = []keyrules.Template{{Parts: []keyrules.Part{{Lit: p.Text, Origin: k.textOrigin(gs, p.Text, at)}}}}
		case luakeys.KeysElem:
			alts = element(vals.keys, p.Index)
		case luakeys.ArgvElem:
			alts = element(vals.argv, p.Index)
		case luakeys.Number:
			alts = []keyrules.Template{holeTemplate(keyrules.Int, "", k.origins.Expr(at))}
		}
		if alts == nil {
			alts = []keyrules.Template{holeTemplate(keyrules.Unknown, strings.Trim(p.String(), "<>"), k.origins.Expr(at))}
		}
		if len(out)*len(alts) > maxScriptTemplates {
			return []keyrules.Template{holeTemplate(keyrules.Unknown, key.Template(), k.origins.Expr(at))}
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

// packageScripts returns the scripts that script makers of this package
// make (NewScript(src) and kin), by maker call, and exports the fact of
// each package variable a maker initialises.
func (k *keyReader) packageScripts() map[*ast.CallExpr]*goScript {
	out := map[*ast.CallExpr]*goScript{}
	for _, f := range k.pass.Files {
		ast.Inspect(f, func(n ast.Node) bool {
			call, ok := n.(*ast.CallExpr)
			if !ok {
				return true
			}
			if m := clients.MatchScriptMaker(k.pass.TypesInfo, call); m != nil {
				out[call] = k.madeScript(call, m)
			}
			return true
		})
	}
	return out
}

// exportScripts exports the fact of each package variable that a maker
// call initialises.
func (k *keyReader) exportScripts(made map[*ast.CallExpr]*goScript) {
	for _, name := range k.pass.Pkg.Scope().Names() {
		v, ok := k.pass.Pkg.Scope().Lookup(name).(*types.Var)
		if !ok {
			continue
		}
		call, _ := ast.Unparen(k.eval.PackageInit(v)).(*ast.CallExpr)
		if gs := made[call]; gs != nil {
			k.pass.ExportObjectFact(v, &scriptFact{Script: gs.script, Unknown: gs.unknown})
		}
	}
}

// classifyScriptKeys sets how much of each key a site's script builds is
// known, and why not when nothing is.
func classifyScriptKeys(site *callSite) {
	if site.script == nil {
		return
	}
	for i := range site.script.keys {
		k := &site.script.keys[i]
		seen := map[keyStatus]bool{}
		for _, t := range k.templates {
			seen[status(t)] = true
		}
		switch {
		case len(seen) == 1 && seen[keyResolved]:
			k.status = keyResolved
		case len(seen) == 1 && seen[keyUnresolved]:
			k.status = keyUnresolved
			k.reason = fmt.Sprintf("the script builds the key from %s (line %d)", k.lua.Template(), k.line)
		default:
			k.status = keyPartial
		}
	}
}
