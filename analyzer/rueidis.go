package analyzer

import (
	"go/ast"
	"go/types"
	"strings"

	"github.com/rediskeylint/rediskeylint/internal/commands"
)

// rueidisCmds is the package of rueidis's generated command builders.
const rueidisCmds = "github.com/redis/rueidis/internal/cmds"

// rueidisKeySteps are the builder steps whose arguments are keys.
var rueidisKeySteps = map[string]bool{
	"Key": true, "Keys": true, "Destination": true, "Destkey": true, "Source": true,
	"Newkey": true, "Key1": true, "Key2": true,
}

// rueidisCall returns the site of one key step of a rueidis builder chain
// (client.B().Get().Key(k)), or of a command step that names a command
// (B().Keys(), B().Flushall()) for the command rule; nil otherwise.
// A chain with several key steps gives one site per step, each naming
// the chain's command.
func (c *checker) rueidisCall(call *ast.CallExpr, fn *types.Func) *callSite {
	recv := fn.Signature().Recv()
	if recv == nil {
		return nil
	}
	if isNamed(recv.Type(), "Builder") {
		if fn.Name() == "Arbitrary" {
			return nil // its keys come with its Keys step
		}
		// A command step: B().Get(), B().Keys(), B().Flushall().
		return &callSite{call: call, client: "rueidis", command: strings.ToUpper(fn.Name())}
	}
	name := fn.Name()
	isKeyValue := name == "KeyValue" && len(call.Args) == 2
	if !rueidisKeySteps[name] && !isKeyValue {
		return nil
	}
	command, first := c.rueidisCommand(call)
	site := &callSite{call: call, client: "rueidis", command: command, chainStart: first}
	if cmd := commands.Lookup(command); cmd != nil {
		site.atomic = cmd.MultiKey()
	}
	switch {
	case isKeyValue:
		site.keys = append(site.keys, c.key(call.Args[0]))
	case call.Ellipsis.IsValid():
		keys, ok := c.keysOfSlice(call.Args[len(call.Args)-1])
		site.keys = append(site.keys, keys...)
		site.unresolved = !ok
	default:
		for _, a := range call.Args {
			site.keys = append(site.keys, c.key(a))
		}
	}
	return site
}

// rueidisCommand walks a builder chain back to its command step and
// returns the command name, and the call of that step (which identifies
// the chain).
func (c *checker) rueidisCommand(call *ast.CallExpr) (string, *ast.CallExpr) {
	for e := ast.Expr(call); ; {
		x, ok := ast.Unparen(e).(*ast.CallExpr)
		if !ok {
			return "", nil
		}
		sel, ok := ast.Unparen(x.Fun).(*ast.SelectorExpr)
		if !ok {
			return "", nil
		}
		if fn := calleeFunc(c.pass.TypesInfo, x); fn != nil && fn.Signature().Recv() != nil &&
			isNamed(fn.Signature().Recv().Type(), "Builder") {
			if fn.Name() == "Arbitrary" {
				if len(x.Args) > 0 {
					if s, ok := constString(c.pass.TypesInfo, x.Args[0]); ok {
						if f := strings.Fields(s); len(f) > 0 {
							return strings.ToUpper(f[0]), x
						}
					}
				}
				return "", x
			}
			return strings.ToUpper(fn.Name()), x
		}
		e = sel.X
	}
}

// rueidisExpiring returns the calls of the builder chains that go on with
// an expiry step (Set().Key(k).Value(v).ExSeconds(60)), so that their key
// steps count as giving the key a TTL.
func (c *checker) rueidisExpiring() map[*ast.CallExpr]bool {
	out := make(map[*ast.CallExpr]bool)
	for _, f := range c.pass.Files {
		ast.Inspect(f, func(n ast.Node) bool {
			call, ok := n.(*ast.CallExpr)
			if !ok {
				return true
			}
			fn := calleeFunc(c.pass.TypesInfo, call)
			if fn == nil || pkgPath(fn) != rueidisCmds || !isExpiryStep(fn.Name()) {
				return true
			}
			if recv := fn.Signature().Recv(); recv == nil || isNamed(recv.Type(), "Builder") {
				return true
			}
			for e := ast.Expr(call); ; {
				x, ok := ast.Unparen(e).(*ast.CallExpr)
				if !ok {
					break
				}
				out[x] = true
				sel, ok := ast.Unparen(x.Fun).(*ast.SelectorExpr)
				if !ok {
					break
				}
				e = sel.X
			}
			return true
		})
	}
	return out
}

// isExpiryStep reports whether a builder step sets an expiry: Ex, Px,
// ExSeconds, PxMilliseconds, Exat, Pxat, Keepttl and their variants.
func isExpiryStep(name string) bool {
	return strings.HasPrefix(name, "Ex") || strings.HasPrefix(name, "Px") || name == "Keepttl"
}
