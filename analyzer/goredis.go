package analyzer

import (
	"go/ast"
	"go/types"
	"strings"

	"github.com/rediskeylint/rediskeylint/internal/commands"
)

// goredisPaths maps the import paths of go-redis to a client label.
var goredisPaths = map[string]string{
	"github.com/redis/go-redis/v9": "go-redis",
	"github.com/go-redis/redis/v8": "go-redis",
	"github.com/go-redis/redis/v7": "go-redis",
	"github.com/go-redis/redis":    "go-redis",
}

// goredisReceiver reports whether a go-redis method's receiver is one that
// sends commands: the unexported cmdable and its relatives, the clients,
// pipelines, transactions, scripts and the command interfaces.
func goredisReceiver(fn *types.Func) bool {
	recv := fn.Signature().Recv()
	if recv == nil {
		return false
	}
	t := recv.Type()
	if p, ok := t.(*types.Pointer); ok {
		t = p.Elem()
	}
	n, ok := t.(*types.Named)
	if !ok {
		return false
	}
	name := n.Obj().Name()
	switch name {
	case "Client", "ClusterClient", "Ring", "Conn", "Tx", "Pipeline", "Script", "SentinelClient", "baseClient",
		"UniversalClient", "Pipeliner":
		return true
	}
	return strings.HasSuffix(strings.ToLower(name), "cmdable")
}

// goredisCall returns the site of a go-redis command method call, or nil.
func (c *checker) goredisCall(call *ast.CallExpr, fn *types.Func) *callSite {
	if !goredisReceiver(fn) {
		return nil
	}
	sig := fn.Signature()
	name := fn.Name()
	if name == "Do" {
		args, spread := variadicArgs(call, sig)
		if spread {
			if lists := c.build.elementLists(args[0], 0); len(lists) == 1 {
				// rdb.Do(ctx, []interface{}{"get", k}...) is rare but
				// spelled out: use the literal elements' expressions.
				if lit, ok := ast.Unparen(args[0]).(*ast.CompositeLit); ok {
					return c.genericCommand(call, "go-redis", lit.Elts, false)
				}
			}
			return &callSite{call: call, client: "go-redis", unresolved: true}
		}
		return c.genericCommand(call, "go-redis", args, false)
	}
	site := &callSite{call: call, client: "go-redis", command: goredisCommand(name), method: name}
	if cmd := commands.Lookup(site.command); cmd != nil {
		site.atomic = cmd.MultiKey()
	}
	switch name {
	case "Eval", "EvalSha", "EvalRO", "EvalShaRO", "FCall", "FCallRO", "FCallRo", "Run", "RunRO", "EvalRo", "EvalShaRo":
		site.atomic = true
	}
	params := sig.Params()
	for i := 0; i < params.Len() && i < len(call.Args); i++ {
		p := params.At(i)
		arg := call.Args[i]
		last := i == params.Len()-1
		switch goredisParamKind(name, p.Name()) {
		case goredisKeyArg:
			switch {
			case last && sig.Variadic() && !call.Ellipsis.IsValid():
				for _, a := range call.Args[i:] {
					site.keys = append(site.keys, c.key(a))
				}
			case last && sig.Variadic(), isStringSlice(p.Type()):
				keys, ok := c.keysOfSlice(arg)
				site.keys = append(site.keys, keys...)
				if !ok {
					site.unresolved = true
				}
			case isString(p.Type()):
				if t := c.pass.TypesInfo.TypeOf(arg); t != nil && !types.AssignableTo(t, p.Type()) {
					continue // a type error: the argument is no key
				}
				site.keys = append(site.keys, c.key(arg))
			default:
				// ZInterStore(ctx, dest, store *ZStore): a struct of keys.
				c.goredisStructKeys(site, arg)
			}
		case goredisKeyValuePairs:
			c.goredisPairs(site, call, sig)
		case goredisStreamsThenIDs:
			c.goredisStreams(site, call.Args[i:], last && sig.Variadic() && !call.Ellipsis.IsValid())
		case goredisNoKey:
			c.goredisStructKeys(site, arg)
		default:
			// Rare module commands (JSON.MSET, TS.MADD, CMS.MERGE) whose
			// keys sit inside nested values.
			site.unresolved = true
		}
	}
	return site
}

// goredisStreams reads XREAD-style streams then ids: the first half of the
// list are keys.
func (c *checker) goredisStreams(site *callSite, args []ast.Expr, spelled bool) {
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

// goredisPairs reads MSet/MSetNX values: alternating keys and values, a
// map, or a []string of pairs.
func (c *checker) goredisPairs(site *callSite, call *ast.CallExpr, sig *types.Signature) {
	args, spread := variadicArgs(call, sig)
	if len(args) == 1 || spread {
		lit, ok := ast.Unparen(args[0]).(*ast.CompositeLit)
		if !ok {
			site.unresolved = true
			return
		}
		if _, isMap := c.pass.TypesInfo.TypeOf(lit).Underlying().(*types.Map); isMap {
			for _, el := range lit.Elts {
				if kv, ok := el.(*ast.KeyValueExpr); ok {
					site.keys = append(site.keys, c.key(kv.Key))
				}
			}
			return
		}
		args = lit.Elts
	}
	for i := 0; i < len(args); i += 2 {
		site.keys = append(site.keys, c.key(args[i]))
	}
}

// goredisStructKeys reads the key fields of an argument struct literal such
// as &redis.XAddArgs{Stream: key} or redis.ZStore{Keys: keys}.
func (c *checker) goredisStructKeys(site *callSite, arg ast.Expr) {
	e := ast.Unparen(arg)
	if u, ok := e.(*ast.UnaryExpr); ok {
		e = ast.Unparen(u.X)
	}
	lit, ok := e.(*ast.CompositeLit)
	if !ok {
		return
	}
	t := c.pass.TypesInfo.TypeOf(lit)
	n, ok := t.(*types.Named)
	if !ok || n.Obj().Pkg() == nil || goredisPaths[n.Obj().Pkg().Path()] == "" {
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
		switch goredisFieldKind(n.Obj().Name(), field.Name) {
		case goredisKeyArg:
			if isString(c.pass.TypesInfo.TypeOf(kv.Value)) {
				site.keys = append(site.keys, c.key(kv.Value))
				continue
			}
			keys, ok := c.keysOfSlice(kv.Value)
			site.keys = append(site.keys, keys...)
			if !ok {
				site.unresolved = true
			}
		case goredisStreamsThenIDs:
			c.goredisStreams(site, []ast.Expr{kv.Value}, false)
		}
	}
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

func isStringSlice(t types.Type) bool {
	s, ok := t.Underlying().(*types.Slice)
	return ok && isString(s.Elem())
}
