package analyzer

import (
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"
)

// redigoPaths are the import paths of redigo's redis package.
var redigoPaths = map[string]bool{
	"github.com/gomodule/redigo/redis": true,
	"github.com/garyburd/redigo/redis": true,
}

// redigoCall returns the site of a redigo call that sends a command:
// Conn.Do/Send, DoContext, DoWithTimeout (methods and package functions),
// and Script.Do/Send/SendHash/DoContext. It returns nil for other calls.
func (c *checker) redigoCall(call *ast.CallExpr, fn *types.Func) *callSite {
	sig := fn.Signature()
	recv := sig.Recv()
	if recv != nil && isNamed(recv.Type(), "Script") {
		return c.redigoScript(call, fn)
	}
	switch fn.Name() {
	case "Do", "Send", "DoContext", "DoWithTimeout":
	default:
		return nil
	}
	// The command name is the string parameter just before the variadic
	// arguments: Do(commandName, args...), DoContext(c, ctx, cmd, args...).
	params := sig.Params()
	if !sig.Variadic() || params.Len() < 2 || !isString(params.At(params.Len()-2).Type()) {
		return nil
	}
	n := params.Len() - 2
	if n >= len(call.Args) {
		return nil
	}
	args := []ast.Expr{call.Args[n]}
	rest, spread := call.Args[n+1:], call.Ellipsis.IsValid()
	if spread {
		flat, ok := c.redigoArgs(rest[len(rest)-1], 0)
		if !ok {
			site := c.genericCommand(call, "redigo", append(args, rest[:len(rest)-1]...), true)
			return site
		}
		rest = append(rest[:len(rest)-1:len(rest)-1], flat...)
	}
	return c.genericCommand(call, "redigo", append(args, rest...), false)
}

// redigoArgs flattens a redis.Args value built in straight-line code:
// redis.Args{}.Add(a, b).Add(c), a []interface{} literal, or a local
// variable holding one. AddFlat of a string or number adds one argument;
// of anything else, an unknown number, and then it reports false.
func (c *checker) redigoArgs(e ast.Expr, depth int) ([]ast.Expr, bool) {
	e = ast.Unparen(e)
	if depth > maxDepth {
		return nil, false
	}
	info := c.pass.TypesInfo
	switch e := e.(type) {
	case *ast.CompositeLit:
		return e.Elts, true
	case *ast.CallExpr:
		sel, ok := ast.Unparen(e.Fun).(*ast.SelectorExpr)
		if !ok {
			return nil, false
		}
		fn := calleeFunc(info, e)
		if fn == nil || !redigoPaths[pkgPath(fn)] {
			return nil, false
		}
		base, ok := c.redigoArgs(sel.X, depth+1)
		if !ok {
			return nil, false
		}
		switch fn.Name() {
		case "Add":
			if e.Ellipsis.IsValid() {
				more, ok := c.redigoArgs(e.Args[0], depth+1)
				if !ok {
					return nil, false
				}
				return append(base[:len(base):len(base)], more...), true
			}
			return append(base[:len(base):len(base)], e.Args...), true
		case "AddFlat":
			if len(e.Args) == 1 && isScalar(info.TypeOf(e.Args[0])) {
				return append(base[:len(base):len(base)], e.Args[0]), true
			}
		}
		return nil, false
	case *ast.Ident:
		v, ok := info.Uses[e].(*types.Var)
		if !ok || c.build.locals == nil {
			return nil, false
		}
		defs, complete := c.build.locals.reaching(v, e)
		if !complete || len(defs) != 1 || defs[0].value == nil || defs[0].op != token.ASSIGN {
			return nil, false
		}
		return c.redigoArgs(defs[0].value, depth+1)
	}
	return nil, false
}

// redigoScript returns the site of Script.Do/Send/SendHash/DoContext: the
// first keyCount arguments are keys, keyCount coming from the NewScript
// call that made the script.
func (c *checker) redigoScript(call *ast.CallExpr, fn *types.Func) *callSite {
	switch fn.Name() {
	case "Do", "Send", "SendHash", "DoContext":
	default:
		return nil
	}
	site := &callSite{call: call, client: "redigo", command: "EVALSHA", atomic: true}
	if fn.Name() == "Send" {
		site.command = "EVAL"
	}
	sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr)
	if !ok {
		return site
	}
	count, ok := c.redigoKeyCount(sel.X)
	sig := fn.Signature()
	args, spread := variadicArgs(call, sig)
	if !ok || spread && len(args) == 1 {
		if spread {
			if flat, ok2 := c.redigoArgs(args[0], 0); ok2 {
				args, spread = flat, false
			}
		}
	}
	if !ok || spread {
		site.unresolved = true
		return site
	}
	if count < 0 {
		// A negative keyCount means the first argument is the count.
		if len(args) == 0 {
			return site
		}
		tv, known := c.pass.TypesInfo.Types[args[0]]
		n, isInt := 0, false
		if known && tv.Value != nil {
			n, isInt = constantInt(tv.Value)
		}
		if !isInt {
			site.unresolved = true
			return site
		}
		count, args = n, args[1:]
	}
	for i := 0; i < count && i < len(args); i++ {
		site.keys = append(site.keys, c.key(args[i]))
	}
	return site
}

// redigoKeyCount finds the keyCount of the NewScript call that made the
// script expression e: a call in place, a package variable or a local.
func (c *checker) redigoKeyCount(e ast.Expr) (int, bool) {
	info := c.pass.TypesInfo
	e = ast.Unparen(e)
	var init ast.Expr
	switch x := e.(type) {
	case *ast.CallExpr:
		init = x
	case *ast.Ident, *ast.SelectorExpr:
		var id *ast.Ident
		if s, ok := x.(*ast.SelectorExpr); ok {
			id = s.Sel
		} else {
			id = x.(*ast.Ident)
		}
		v, ok := info.Uses[id].(*types.Var)
		if !ok {
			return 0, false
		}
		if v.Parent() == c.pass.Pkg.Scope() {
			init = c.globals.init(v)
		} else if defs, complete := c.build.locals.reaching(v, id); complete && len(defs) == 1 {
			init = defs[0].value
		}
	}
	call, ok := ast.Unparen(init).(*ast.CallExpr)
	if !ok {
		return 0, false
	}
	fn := calleeFunc(info, call)
	if fn == nil || !redigoPaths[pkgPath(fn)] || fn.Name() != "NewScript" || len(call.Args) != 2 {
		return 0, false
	}
	tv, ok := info.Types[call.Args[0]]
	if !ok || tv.Value == nil {
		return 0, false
	}
	if n, ok := constantInt(tv.Value); ok {
		return n, true
	}
	if tv.Value.Kind() == constant.Int && constant.Sign(tv.Value) < 0 {
		return -1, true
	}
	return 0, false
}

// isNamed reports whether t (or *t) is a named type called name.
func isNamed(t types.Type, name string) bool {
	if p, ok := t.(*types.Pointer); ok {
		t = p.Elem()
	}
	n, ok := t.(*types.Named)
	return ok && n.Obj().Name() == name
}

// isScalar reports whether values of t render as one Redis argument.
func isScalar(t types.Type) bool {
	if t == nil {
		return false
	}
	b, ok := t.Underlying().(*types.Basic)
	return ok && b.Info()&(types.IsString|types.IsNumeric|types.IsBoolean) != 0
}
