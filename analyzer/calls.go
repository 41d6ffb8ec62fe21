package analyzer

import (
	"go/ast"
	"go/constant"
	"go/types"
	"strings"

	"golang.org/x/tools/go/types/typeutil"

	"github.com/rediskeylint/rediskeylint/internal/clients"
	"github.com/rediskeylint/rediskeylint/internal/commands"
	"github.com/rediskeylint/rediskeylint/keyrules"
)

// A callSite is one call that sends a Redis command: a client method, a
// generic Do, a builder chain, or a wrapper of the program's own.
type callSite struct {
	call *ast.CallExpr
	// desc says what the call sends: the client, the command, the key
	// arguments. A generic call's desc names the command its arguments
	// spell; a wrapper's names the command the wrapper sends.
	desc *clients.Descriptor
	// wrapper is the program's function called, for a call of a wrapper.
	wrapper *types.Func
	// args are the command's arguments after its name, when the call
	// spells them out (generic calls); used for argument-dependent rules.
	args []ast.Expr
	// keys are the key arguments, in command order.
	keys []keyArg
	// unresolved is set when the key positions themselves could not be
	// told (an unknown numkeys, a spread of an unknown slice).
	unresolved bool
	// enclosing is the function declaration the call stands in, if any.
	enclosing *types.Func
}

// clientLabel names what sends a site's command for the catalog: the
// library ("go-redis") or the wrapper ("cache.Get").
func (s *callSite) clientLabel() string {
	if s.wrapper != nil {
		return funcLabel(s.wrapper)
	}
	return s.desc.Client.String()
}

// A keyArg is one key of a call.
type keyArg struct {
	// expr is the Go expression of the key (for positions).
	expr ast.Expr
	// templates are the key's rebuilt templates.
	templates []keyrules.Template
	// via names the wrapper whose parameter this key flows through, when
	// the key was composed with a wrapper's prefix.
	via string
}

// constString returns the value of a constant string expression.
func constString(info *types.Info, e ast.Expr) (string, bool) {
	tv, ok := info.Types[e]
	if !ok || tv.Value == nil || tv.Value.Kind() != constant.String {
		return "", false
	}
	return constant.StringVal(tv.Value), true
}

// calleeFunc returns the function or method a call statically names, or nil.
func calleeFunc(info *types.Info, call *ast.CallExpr) *types.Func {
	fn, _ := typeutil.Callee(info, call).(*types.Func)
	return fn
}

// pkgPath returns the path of fn's package, or "".
func pkgPath(fn *types.Func) string {
	if fn == nil || fn.Pkg() == nil {
		return ""
	}
	return fn.Pkg().Path()
}

// sendsNothing reports whether a client call sends no command to check:
// it names none, holds no key and leaves nothing unresolved (rueidis's
// DoMulti, whose commands are calls of their own).
func sendsNothing(d *clients.Descriptor) bool {
	return d.Command == "" && !d.Generic && len(d.Keys) == 0 && !d.Unresolved
}

// clientSite builds the site of a client call from its descriptor: each
// key argument is rebuilt in the shape the descriptor gives.
func (c *checker) clientSite(call *ast.CallExpr, d *clients.Descriptor) *callSite {
	site := &callSite{call: call, desc: d, unresolved: d.Unresolved}
	switch {
	case d.Generic:
		c.genericKeys(site)
	case d.Script != nil:
		c.scriptKeys(site)
	default:
		for _, spec := range d.Keys {
			c.argKeys(site, spec)
		}
	}
	return site
}

// argKeys rebuilds the keys one argument holds in its shape.
func (c *checker) argKeys(site *callSite, spec clients.ArgSpec) {
	args := site.desc.Args
	if spec.Arg >= len(args) {
		return
	}
	arg := args[spec.Arg]
	switch spec.Shape {
	case clients.Single:
		site.keys = append(site.keys, c.key(arg))
	case clients.Variadic:
		for _, a := range args[spec.Arg:] {
			site.keys = append(site.keys, c.key(a))
		}
	case clients.Slice:
		c.sliceKeys(site, arg)
	case clients.Pairs:
		c.pairKeys(site, args[spec.Arg:], spec.Rest)
	case clients.PairsMap:
		c.mapKeys(site, arg)
	case clients.StructTags:
		for _, tag := range spec.Tags {
			site.keys = append(site.keys, c.constantKey(arg, tag))
		}
	case clients.StructFields:
		c.structFieldKeys(site, arg, spec.Fields)
	case clients.StreamsHalf:
		c.streamKeys(site, args[spec.Arg:], spec.Rest)
	}
}

// sliceKeys reads the keys of a []string argument.
func (c *checker) sliceKeys(site *callSite, e ast.Expr) {
	keys, ok := c.keysOfSlice(e)
	site.keys = append(site.keys, keys...)
	if !ok {
		site.unresolved = true
	}
}

// pairKeys reads alternating keys and values: the arguments themselves
// (spelled), or the elements of the slice literal that is the first.
func (c *checker) pairKeys(site *callSite, args []ast.Expr, spelled bool) {
	if !spelled {
		lit, ok := ast.Unparen(args[0]).(*ast.CompositeLit)
		if !ok {
			site.unresolved = true
			return
		}
		args = lit.Elts
	}
	for i := 0; i < len(args); i += 2 {
		site.keys = append(site.keys, c.key(args[i]))
	}
}

// mapKeys reads the keys of a map literal whose map keys are keys.
func (c *checker) mapKeys(site *callSite, e ast.Expr) {
	lit, ok := ast.Unparen(e).(*ast.CompositeLit)
	if !ok {
		site.unresolved = true
		return
	}
	for _, el := range lit.Elts {
		if kv, ok := el.(*ast.KeyValueExpr); ok {
			site.keys = append(site.keys, c.key(kv.Key))
		}
	}
}

// streamKeys reads XREAD-style streams then ids: the first half of the
// list are keys.
func (c *checker) streamKeys(site *callSite, args []ast.Expr, spelled bool) {
	if !spelled {
		lit, ok := ast.Unparen(args[0]).(*ast.CompositeLit)
		if !ok {
			site.unresolved = true
			return
		}
		args = lit.Elts
	}
	for _, s := range args[:len(args)/2] {
		site.keys = append(site.keys, c.key(s))
	}
}

// structFieldKeys reads the key fields of an argument struct literal such
// as &redis.XAddArgs{Stream: key} or redis.ZStore{Keys: keys}.
func (c *checker) structFieldKeys(site *callSite, arg ast.Expr, fields []clients.FieldSpec) {
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
				site.keys = append(site.keys, c.key(kv.Value))
			case clients.Slice:
				c.sliceKeys(site, kv.Value)
			case clients.StreamsHalf:
				c.streamKeys(site, []ast.Expr{kv.Value}, false)
			}
		}
	}
}

// constantKey is a key whose whole text the client's types give (a struct
// tag name), reported at the argument e.
func (c *checker) constantKey(e ast.Expr, text string) keyArg {
	part := keyrules.Part{Lit: text, Origin: c.origins.add(origin{expr: e})}
	return keyArg{expr: e, templates: []keyrules.Template{{Parts: []keyrules.Part{part}}}}
}

// genericKeys reads the command vector of a generic call such as
// rdb.Do(ctx, "zunionstore", dest, 2, a, b) or conn.Do("GET", key): the
// arguments from the command name on, or one spread slice holding them.
func (c *checker) genericKeys(site *callSite) {
	if len(site.desc.Keys) == 0 {
		return
	}
	spec := site.desc.Keys[0]
	vec := site.desc.Args[spec.Arg:]
	if !spec.Rest {
		// rdb.Do(ctx, []interface{}{"get", k}...) is rare but spelled
		// out: use the literal elements' expressions.
		if lists := c.build.elementLists(vec[0], 0); len(lists) == 1 {
			if lit, ok := ast.Unparen(vec[0]).(*ast.CompositeLit); ok {
				c.genericCommand(site, lit.Elts, false)
				return
			}
		}
		site.unresolved = true
		return
	}
	if site.call.Ellipsis.IsValid() {
		last := len(vec) - 1
		flat, ok := c.redigoArgs(vec[last], 0)
		if !ok {
			c.genericCommand(site, vec[:last], true)
			return
		}
		vec = append(vec[:last:last], flat...)
	}
	c.genericCommand(site, vec, false)
}

// genericCommand fills the site of a generic call from its command
// vector: args holds the command name and its arguments; keys come from
// the command table.
func (c *checker) genericCommand(site *callSite, args []ast.Expr, spread bool) {
	if len(args) == 0 {
		return
	}
	name, ok := constString(c.pass.TypesInfo, args[0])
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
		v, known := constString(c.pass.TypesInfo, a)
		if !known {
			if tv, ok := c.pass.TypesInfo.Types[a]; ok && tv.Value != nil {
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
	if spread || !ok {
		site.unresolved = true
	}
	for _, i := range positions {
		if i < len(exprs) && exprs[i] != nil {
			site.keys = append(site.keys, c.key(exprs[i]))
		}
	}
}

// key rebuilds one key argument.
func (c *checker) key(e ast.Expr) keyArg {
	return keyArg{expr: e, templates: c.build.templates(e, 0)}
}

// keysOfSlice returns the keys of a []string argument (Eval keys,
// keys... spreads): one keyArg per element when the slice is known.
func (c *checker) keysOfSlice(e ast.Expr) ([]keyArg, bool) {
	lists := c.build.elementLists(e, 0)
	if lists == nil {
		// A slice parameter spread into key positions makes a wrapper
		// of the function (keys ...string).
		if t, ok := c.build.paramElems(e); ok {
			return []keyArg{{expr: e, templates: []keyrules.Template{t}}}, true
		}
		return nil, false
	}
	// Several ways to build the slice: check each element of each; the
	// crossslot rule needs one list, so keep the longest as the shape.
	var out []keyArg
	for _, list := range lists {
		for _, el := range list {
			out = append(out, keyArg{expr: e, templates: el})
		}
	}
	return out, len(lists) == 1
}

// variadicArgs returns the arguments that fill a variadic signature's last
// parameter, and whether they are one spread slice.
func variadicArgs(call *ast.CallExpr, sig *types.Signature) ([]ast.Expr, bool) {
	n := sig.Params().Len() - 1
	if !sig.Variadic() || n < 0 || n > len(call.Args) {
		return nil, false
	}
	return call.Args[n:], call.Ellipsis.IsValid()
}
