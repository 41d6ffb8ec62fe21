package analyzer

import (
	"go/ast"
	"go/constant"
	"go/types"
	"strings"

	"golang.org/x/tools/go/types/typeutil"

	"github.com/rediskeylint/rediskeylint/internal/commands"
	"github.com/rediskeylint/rediskeylint/keyrules"
)

// A callSite is one call that sends a Redis command: a client method, a
// generic Do, a builder chain, or a wrapper of the program's own.
type callSite struct {
	call *ast.CallExpr
	// client names the library ("go-redis", "redigo", "rueidis") or the
	// wrapper ("cache.Get").
	client string
	// command is the Redis command in upper case; "" when not known.
	command string
	// method is the client method called, as in "XGroupCreateMkStream".
	method string
	// args are the command's arguments after its name, when the call
	// spells them out (generic calls); used for argument-dependent rules.
	args []ast.Expr
	// keys are the key arguments, in command order.
	keys []keyArg
	// unresolved is set when the key positions themselves could not be
	// told (an unknown numkeys, a spread of an unknown slice).
	unresolved bool
	// atomic is set when Redis runs all keys of the call at once, so
	// they must share a slot in a cluster (a multi-key command, a script).
	atomic bool
	// enclosing is the function declaration the call stands in, if any.
	enclosing *types.Func
	// chainStart is the command step of a rueidis builder chain; the key
	// steps of one chain share it.
	chainStart *ast.CallExpr
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

// genericCommand builds the site of a generic call such as
// rdb.Do(ctx, "zunionstore", dest, 2, a, b) or conn.Do("GET", key): args
// holds the command name and its arguments; keys come from the command
// table.
func (c *checker) genericCommand(call *ast.CallExpr, client string, args []ast.Expr, spread bool) *callSite {
	site := &callSite{call: call, client: client}
	if len(args) == 0 {
		return site
	}
	name, ok := constString(c.pass.TypesInfo, args[0])
	if !ok {
		site.unresolved = true
		return site
	}
	// "object encoding" style names carry the subcommand in one string.
	fields := strings.Fields(name)
	if len(fields) == 0 {
		return site
	}
	site.command = strings.ToUpper(fields[0])
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
		return site
	}
	site.atomic = cmd.MultiKey()
	positions, ok := commands.KeyArgs(cargs)
	if spread || !ok {
		site.unresolved = true
	}
	for _, i := range positions {
		if i < len(exprs) && exprs[i] != nil {
			site.keys = append(site.keys, c.key(exprs[i]))
		}
	}
	return site
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
