package analyzer

import (
	"go/ast"
	"go/types"
	"slices"
	"strings"

	"golang.org/x/tools/go/analysis"

	"github.com/rediskeylint/rediskeylint/internal/clients"
	"github.com/rediskeylint/rediskeylint/internal/commands"
	"github.com/rediskeylint/rediskeylint/internal/keyflow"
	"github.com/rediskeylint/rediskeylint/internal/origins"
	"github.com/rediskeylint/rediskeylint/internal/scriptsites"
	"github.com/rediskeylint/rediskeylint/keyrules"
)

// argReader reads the keys that the arguments of a client call hold, in
// the shapes internal/clients names. What each argument's value is comes
// from the value analysis, through its functions.
type argReader struct {
	info    *types.Info
	origins *origins.Table
	// key rebuilds one key expression; keysOfSlice the elements of a
	// slice of keys, reporting false when they are not all known.
	key         func(ast.Expr) keyArg
	keysOfSlice func(ast.Expr) ([]keyArg, bool)
	// paramList returns the key standing for the elements of a slice
	// parameter that a suffix picks (paramlists.go).
	paramList func(ast.Expr, keyflow.Shape) (keyArg, bool)
	// oneList reports whether a slice expression is built one known way.
	oneList func(ast.Expr) bool
	// flatten returns the elements of a command vector built in
	// straight-line code (redis.Args{}.Add(a).Add(b), a slice literal).
	flatten func(ast.Expr) ([]ast.Expr, bool)
	// leading returns the elements a slice is known to start with, more
	// possibly following (appends in a loop).
	leading func(ast.Expr) ([]ast.Expr, bool)
	// keyAt rebuilds a key argument that may be built in another function
	// than the call at (keyflow.EvalAt).
	keyAt func(e ast.Expr, at ast.Node) keyArg
	// runScript finds the Lua script a site runs and the keys it builds.
	runScript func(*callSite)
	// scriptRunKeys returns the key arguments of a script run
	// (scriptsites.RunKeys).
	scriptRunKeys func(recv ast.Expr, args []ast.Expr, spread bool) ([]ast.Expr, string, bool)
}

// newArgReader returns the argument reader of a package's values.
func newArgReader(v *pkgValues, k *keyReader) *argReader {
	return &argReader{
		info:          v.pass.TypesInfo,
		origins:       v.origins,
		key:           k.key,
		keyAt:         k.keyAt,
		keysOfSlice:   k.keysOfSlice,
		paramList:     k.paramList,
		oneList:       func(e ast.Expr) bool { lists, _ := v.eval.ElementLists(e); return len(lists) == 1 },
		flatten:       v.eval.RedigoArgs,
		leading:       v.eval.LeadingElements,
		runScript:     k.runScript,
		scriptRunKeys: k.scripts.RunKeys,
	}
}

// site builds the site of a client call from its descriptor: each key
// argument is rebuilt in the shape the descriptor gives.
func (rd *argReader) site(call *ast.CallExpr, d *clients.Descriptor) *callSite {
	site := &callSite{call: call, desc: d, unresolved: d.Unresolved}
	switch {
	case d.Generic:
		rd.genericKeys(site)
	case d.Script != nil:
		rd.scriptKeys(site)
	default:
		for _, spec := range d.Keys {
			rd.argKeys(site, spec)
		}
	}
	if d.Lua != nil {
		rd.runScript(site)
	}
	return site
}

// argKeys rebuilds the keys one argument holds in its shape.
func (rd *argReader) argKeys(site *callSite, spec clients.ArgSpec) {
	if spec.Shape == clients.Held {
		// The key the lock object was made with: the receiver's value.
		if recv := site.desc.Recv; recv != nil {
			site.keys = append(site.keys, rd.key(recv))
		} else {
			site.unresolved = true
		}
		return
	}
	args := site.desc.Args
	if spec.Arg >= len(args) {
		return
	}
	arg := args[spec.Arg]
	switch spec.Shape {
	case clients.Single:
		site.keys = append(site.keys, rd.key(arg))
	case clients.Variadic:
		for _, a := range args[spec.Arg:] {
			site.keys = append(site.keys, rd.key(a))
		}
	case clients.Slice:
		rd.sliceKeys(site, arg)
	case clients.Pairs:
		rd.pairKeys(site, args[spec.Arg:], spec.Rest)
	case clients.PairsMap:
		rd.mapKeys(site, arg)
	case clients.StructTags:
		for _, tag := range spec.Tags {
			site.keys = append(site.keys, rd.constantKey(arg, tag))
		}
	case clients.StructFields:
		if !spec.Rest {
			rd.structFieldKeys(site, arg, spec.Fields)
			break
		}
		structs := args[spec.Arg:]
		if site.call.Ellipsis.IsValid() {
			// multi... of a slice literal: its elements are the structs.
			lit, ok := ast.Unparen(arg).(*ast.CompositeLit)
			if !ok {
				site.unresolved = true
				return
			}
			structs = lit.Elts
		}
		for _, a := range structs {
			rd.structFieldKeys(site, a, spec.Fields)
		}
	case clients.StreamsHalf:
		rd.streamKeys(site, args[spec.Arg:], spec.Rest)
	}
}

// sliceKeys reads the keys of a []string argument.
func (rd *argReader) sliceKeys(site *callSite, e ast.Expr) {
	keys, ok := rd.keysOfSlice(e)
	site.keys = append(site.keys, keys...)
	if !ok {
		site.unresolved = true
	}
}

// pairKeys reads alternating keys and values: the arguments themselves
// (spelled), or the elements of the slice literal that is the first.
func (rd *argReader) pairKeys(site *callSite, args []ast.Expr, spelled bool) {
	if !spelled {
		lit, ok := ast.Unparen(args[0]).(*ast.CompositeLit)
		if !ok {
			// A wrapper's pairs parameter: its callers' keys.
			if k, isParam := rd.paramList(args[0], keyflow.Pairs); isParam {
				site.keys = append(site.keys, k)
				return
			}
			site.unresolved = true
			return
		}
		args = lit.Elts
	}
	for i := 0; i < len(args); i += 2 {
		site.keys = append(site.keys, rd.key(args[i]))
	}
}

// mapKeys reads the keys of a map literal whose map keys are keys.
func (rd *argReader) mapKeys(site *callSite, e ast.Expr) {
	lit, ok := ast.Unparen(e).(*ast.CompositeLit)
	if !ok {
		site.unresolved = true
		return
	}
	for _, el := range lit.Elts {
		if kv, ok := el.(*ast.KeyValueExpr); ok {
			site.keys = append(site.keys, rd.key(kv.Key))
		}
	}
}

// streamKeys reads XREAD-style streams then ids: the first half of the
// list are keys.
func (rd *argReader) streamKeys(site *callSite, args []ast.Expr, spelled bool) {
	if !spelled {
		lit, ok := ast.Unparen(args[0]).(*ast.CompositeLit)
		if !ok {
			// A wrapper's streams parameter: its callers' keys.
			if k, isParam := rd.paramList(args[0], keyflow.Half); isParam {
				site.keys = append(site.keys, k)
				return
			}
			site.unresolved = true
			return
		}
		args = lit.Elts
	}
	for _, s := range args[:len(args)/2] {
		site.keys = append(site.keys, rd.key(s))
	}
}

// structFieldKeys reads the key fields of an argument struct literal such
// as &redis.XAddArgs{Stream: key} or redis.ZStore{Keys: keys}.
func (rd *argReader) structFieldKeys(site *callSite, arg ast.Expr, fields []clients.FieldSpec) {
	e := ast.Unparen(arg)
	if u, ok := e.(*ast.UnaryExpr); ok {
		e = ast.Unparen(u.X)
	}
	lit, ok := e.(*ast.CompositeLit)
	if !ok {
		return
	}
	for _, el := range lit.Elts {
		kv, ok := el.(*ast.KeyValueExpr)
		if !ok {
			continue
		}
		field, ok := kv.Key.(*ast.Ident)
		if !ok {
			continue
		}
		for _, f := range fields {
			if f.Name != field.Name {
				continue
			}
			switch f.Shape {
			case clients.Single:
				site.keys = append(site.keys, rd.key(kv.Value))
			case clients.Slice:
				rd.sliceKeys(site, kv.Value)
			case clients.StreamsHalf:
				rd.streamKeys(site, []ast.Expr{kv.Value}, false)
			}
		}
	}
}

// constantKey is a key whose whole text the client's types give (a struct
// tag name), reported at the argument e.
func (rd *argReader) constantKey(e ast.Expr, text string) keyArg {
	part := keyrules.Part{Lit: text, Origin: rd.origins.Add(origins.Origin{Expr: e})}
	return keyArg{expr: e, templates: []keyrules.Template{{Parts: []keyrules.Part{part}}}}
}

// genericKeys reads the command vector of a generic call such as
// rdb.Do(ctx, "zunionstore", dest, 2, a, b) or conn.Do("GET", key): the
// arguments from the command name on, or one spread slice holding them.
func (rd *argReader) genericKeys(site *callSite) {
	if len(site.desc.Keys) == 0 {
		return
	}
	spec := site.desc.Keys[0]
	vec := site.desc.Args[spec.Arg:]
	if !spec.Rest {
		// rdb.Do(ctx, []interface{}{"get", k}...) is rare but spelled
		// out: use the literal elements' expressions.
		if rd.oneList(vec[0]) {
			if lit, ok := ast.Unparen(vec[0]).(*ast.CompositeLit); ok {
				rd.genericCommand(site, lit.Elts, false)
				return
			}
		}
		site.unresolved = true
		return
	}
	if site.call.Ellipsis.IsValid() {
		last := len(vec) - 1
		flat, ok := rd.flatten(vec[last])
		if !ok {
			// The slice's leading elements may hold every key
			// (SADD key, then members appended in a loop).
			lead, _ := rd.leading(vec[last])
			rd.genericCommand(site, append(vec[:last:last], lead...), true)
			if site.unresolved && len(lead) == 0 && last == 1 {
				rd.onlyKeys(site, vec[last])
			}
			return
		}
		vec = append(vec[:last:last], flat...)
	}
	rd.genericCommand(site, vec, false)
}

// genericCommand fills the site of a generic call from its command
// vector: args holds the command name and its arguments; keys come from
// the command table.
func (rd *argReader) genericCommand(site *callSite, args []ast.Expr, spread bool) {
	if len(args) == 0 {
		return
	}
	name, ok := keyflow.ConstString(rd.info, args[0])
	if !ok {
		site.unresolved = true
		return
	}
	// "object encoding" style names carry the subcommand in one string.
	fields := strings.Fields(name)
	if len(fields) == 0 {
		return
	}
	d := *site.desc
	d.Command = strings.ToUpper(fields[0])
	site.desc = &d
	site.args = args[1:]
	cargs := make([]commands.Arg, 0, len(args)+len(fields))
	for _, f := range fields {
		cargs = append(cargs, commands.Arg{Value: f, Known: true})
	}
	exprs := make([]ast.Expr, len(fields), len(args)+len(fields))
	for _, a := range args[1:] {
		v, known := keyflow.ConstString(rd.info, a)
		if !known {
			if tv, ok := rd.info.Types[a]; ok && tv.Value != nil {
				v, known = tv.Value.ExactString(), true
			}
		}
		cargs = append(cargs, commands.Arg{Value: v, Known: known})
		exprs = append(exprs, a)
	}
	cmd := commands.Lookup(fields[0])
	if cmd == nil {
		return
	}
	d.Atomic = cmd.MultiKey()
	positions, ok := commands.KeyArgs(cargs)
	if !ok || spread && keysMayFollow(cargs, positions) {
		site.unresolved = true
	}
	for _, i := range positions {
		if i < len(exprs) && exprs[i] != nil {
			site.keys = append(site.keys, rd.key(exprs[i]))
		}
	}
}

// scriptKeys reads the keys of Script.Do/Send/SendHash/DoContext: the
// first keyCount script arguments, keyCount coming from the NewScript call
// that made the script.
func (rd *argReader) scriptKeys(site *callSite) {
	sel, ok := ast.Unparen(site.call.Fun).(*ast.SelectorExpr)
	if !ok {
		return
	}
	spec := site.desc.Script
	keys, why, ok := rd.scriptRunKeys(sel.X, site.desc.Args[min(spec.Args, len(site.desc.Args)):], spec.Spread)
	if !ok {
		site.unresolved, site.unresolvedWhy = true, why
	}
	for _, k := range keys {
		site.keys = append(site.keys, rd.keyAt(k, site.call))
	}
}

// keyReader rebuilds the keys that expressions hold, from the package's
// values.
type keyReader struct {
	pass    *analysis.Pass
	eval    *keyflow.Evaluator
	origins *origins.Table
	// scripts finds the Lua scripts the package runs.
	scripts *scriptsites.Reader
}

// key rebuilds one key argument.
func (k *keyReader) key(e ast.Expr) keyArg {
	v := k.eval.Eval(e)
	return keyArg{expr: e, templates: v.ToRules(), limit: v.Limit}
}

// keyAt rebuilds a key argument as the call at sees it.
func (k *keyReader) keyAt(e ast.Expr, at ast.Node) keyArg {
	v := k.eval.EvalAt(e, at.Pos())
	return keyArg{expr: e, templates: v.ToRules(), limit: v.Limit}
}

// keysOfSlice returns the keys of a []string argument (Eval keys,
// keys... spreads): one keyArg per element when the slice is known.
func (k *keyReader) keysOfSlice(e ast.Expr) ([]keyArg, bool) {
	lists, limit := k.eval.ElementLists(e)
	if lists == nil {
		// A slice parameter spread into key positions makes a wrapper
		// of the function (keys ...string).
		if t, ok := k.eval.ParamElems(e); ok {
			return []keyArg{{expr: e, templates: []keyrules.Template{t}}}, true
		}
		// So does a slice of keys read back from Redis (SCAN, KEYS):
		// every element is a key of the pattern's shape.
		if v, ok := k.eval.ReadBackElems(e); ok {
			return []keyArg{{expr: e, templates: v.ToRules(), limit: v.Limit}}, true
		}
		if limit != keyflow.NoLimit {
			// The slice is not known, and the bound that cut it says why.
			v := k.eval.Unknown(e).Limited(limit)
			return []keyArg{{expr: e, templates: v.ToRules(), limit: limit}}, false
		}
		return nil, false
	}
	// Several ways to build the slice: check each element of each; the
	// crossslot rule needs one list, so keep the longest as the shape.
	var out []keyArg
	for _, list := range lists {
		for _, el := range list {
			out = append(out, keyArg{expr: e, templates: el.ToRules(), limit: el.Limit})
		}
	}
	return out, len(lists) == 1
}

// keysMayFollow reports whether arguments after the known ones of a
// command vector (a spread slice's unknown tail) may hold keys, or change
// which of the known ones are: their key positions differ once two
// unknown arguments are added.
func keysMayFollow(known []commands.Arg, positions []int) bool {
	more, ok := commands.KeyArgs(append(known[:len(known):len(known)], commands.Arg{}, commands.Arg{}))
	return !ok || !slices.Equal(more, positions)
}

// onlyKeys reads the keys of a generic call of a command whose arguments
// are all keys (DEL, EXISTS, MGET) from the slice spread as its
// arguments, when the slice's elements are known (built by append in a
// loop, say).
func (rd *argReader) onlyKeys(site *callSite, spread ast.Expr) {
	name := []commands.Arg{{Value: site.desc.Command, Known: true}, {}, {}, {}}
	if positions, ok := commands.KeyArgs(name); !ok || !slices.Equal(positions, []int{1, 2, 3}) {
		return
	}
	keys, ok := rd.keysOfSlice(spread)
	if !ok || len(keys) == 0 {
		return
	}
	site.keys, site.unresolved = append(site.keys, keys...), false
}
