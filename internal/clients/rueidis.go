package clients

import (
	"go/ast"
	"go/types"
	"strings"

	"golang.org/x/tools/go/types/typeutil"

	"github.com/rediskeylint/rediskeylint/internal/commands"
)

// rueidisCmds is the package of rueidis's generated command builders.
const rueidisCmds = "github.com/redis/rueidis/internal/cmds"

// rueidisKeySteps are the builder steps whose arguments are keys.
var rueidisKeySteps = map[string]bool{
	"Key": true, "Keys": true, "Destination": true, "Destkey": true, "Source": true,
	"Newkey": true, "Key1": true, "Key2": true,
}

// matchBuilderStep matches one key step of a rueidis builder chain
// (client.B().Get().Key(k)), naming the chain's command, or a command step
// (B().Keys(), B().Flushall()), which names a command and holds no key.
// A chain with several key steps gives one descriptor per step.
func matchBuilderStep(c *call) *Descriptor {
	recv := c.sig.Recv()
	if recv == nil {
		return nil
	}
	name := c.fn.Name()
	if isNamed(recv.Type(), "Builder") {
		if name == "Arbitrary" {
			return nil // its keys come with its Keys step
		}
		return &Descriptor{Command: strings.ToUpper(name), Method: name}
	}
	isKeyValue := name == "KeyValue" && len(c.args) == 2
	if !rueidisKeySteps[name] && !isKeyValue {
		return nil
	}
	command, first := rueidisChainCommand(c.info, c.expr)
	d := &Descriptor{Command: command, Method: name, ChainStart: first}
	if cmd := commands.Lookup(command); cmd != nil {
		d.Atomic = cmd.MultiKey()
	}
	switch {
	case isKeyValue:
		d.Keys = []ArgSpec{{Arg: 0, Shape: Single}}
	case c.expr.Ellipsis.IsValid():
		d.Keys = []ArgSpec{{Arg: len(c.args) - 1, Shape: Slice}}
	case len(c.args) > 0:
		d.Keys = []ArgSpec{{Arg: 0, Shape: Variadic}}
	}
	return d
}

// rueidisChainCommand walks a builder chain back to its command step and
// returns the command name, and the call of that step (which identifies
// the chain).
func rueidisChainCommand(info *types.Info, call *ast.CallExpr) (string, *ast.CallExpr) {
	for e := ast.Expr(call); ; {
		x, ok := ast.Unparen(e).(*ast.CallExpr)
		if !ok {
			return "", nil
		}
		sel, ok := ast.Unparen(x.Fun).(*ast.SelectorExpr)
		if !ok {
			return "", nil
		}
		if fn, _ := calleeOf(info, x); fn != nil && fn.Signature().Recv() != nil &&
			isNamed(fn.Signature().Recv().Type(), "Builder") {
			if fn.Name() == "Arbitrary" {
				if len(x.Args) > 0 {
					if s, ok := constString(info, x.Args[0]); ok {
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

// matchRueidisBatch matches DoMulti of the rueidis clients: a MULTI among
// its commands makes them one transaction.
func matchRueidisBatch(c *call) *Descriptor {
	if c.fn.Name() != "DoMulti" {
		return nil
	}
	return &Descriptor{Method: "DoMulti", Scope: Batch}
}

// ExpiryStep reports whether call is a step of a rueidis builder chain that
// sets an expiry: Ex, Px, ExSeconds, PxMilliseconds, Exat, Pxat, Keepttl
// and their variants; the chain's key steps then give their keys a TTL.
func ExpiryStep(info *types.Info, call *ast.CallExpr) bool {
	fn, _ := calleeOf(info, call)
	if fn == nil || fn.Pkg() == nil {
		return false
	}
	if ls := candidates(fn.Pkg().Path()); len(ls) == 0 || !ls[0].builder {
		return false
	}
	if recv := fn.Signature().Recv(); recv == nil || isNamed(recv.Type(), "Builder") {
		return false
	}
	name := fn.Name()
	return strings.HasPrefix(name, "Ex") || strings.HasPrefix(name, "Px") || name == "Keepttl"
}

// calleeOf returns the function or method a call statically names.
func calleeOf(info *types.Info, call *ast.CallExpr) (*types.Func, bool) {
	fn, ok := typeutil.Callee(info, call).(*types.Func)
	return fn, ok
}
