// Package expiry tells whether the commands a call sends give their keys a
// TTL, for the ttl rule and the catalog: a go-redis method that always
// does (Expire, SetEx), an expiration argument that is not the constant 0
// (Set(ctx, k, v, time.Hour)), the options of a generic command (SET k v
// EX 60), a builder chain with an expiry step (rueidis Set().Key(k)
// ...ExSeconds(60)). A wrapper passes its own expiration parameter on
// (Wrapper): its calls give the key a TTL as their arguments do.
package expiry

import (
	"go/ast"
	"go/types"
	"strings"

	"github.com/rediskeylint/rediskeylint/internal/clients"
	"github.com/rediskeylint/rediskeylint/internal/commands"
	"github.com/rediskeylint/rediskeylint/internal/keyflow"
)

// ttlMethods are the go-redis methods that give a key a TTL whatever their
// arguments; Set, SetNX and SetXX give one when their expiration is not 0.
var ttlMethods = map[string]bool{
	"EXPIRE": true, "PEXPIRE": true, "EXPIREAT": true, "PEXPIREAT": true, "SETEX": true, "PSETEX": true,
	"EXPIRENX": true, "EXPIREXX": true, "EXPIREGT": true, "EXPIRELT": true, "GETEX": true,
}

// Sets reports whether a call of descriptor d gives its keys a TTL; args
// are a generic call's command arguments (nil for a typed method), chained
// whether the call is a step of a builder chain that Chains found.
func Sets(info *types.Info, d *clients.Descriptor, args []ast.Expr, chained bool) bool {
	if ttlMethods[d.Command] || chained || d.Expires {
		return true
	}
	if args == nil && d.Expiration != nil {
		return !keyflow.IsIntConst(info.Types[d.Expiration].Value, 0)
	}
	if args != nil {
		return commands.SetsTTL(commandArgs(info, d, args))
	}
	return false
}

// GroupWithoutStream reports an XGROUP CREATE that does not create its
// stream: without MKSTREAM (go-redis XGroupCreate rather than
// XGroupCreateMkStream) it fails on a missing key instead.
func GroupWithoutStream(info *types.Info, d *clients.Descriptor, args []ast.Expr) bool {
	if d.Command != "XGROUP|CREATE" {
		return false
	}
	if args == nil {
		return !d.MkStream()
	}
	for _, a := range args {
		if v, ok := keyflow.ConstString(info, a); ok && strings.EqualFold(v, "MKSTREAM") {
			return false
		}
	}
	return true
}

// A Wrapper says whether the command a wrapper sends gives its key a
// TTL: always (Set(ctx, key, v, time.Hour) inside it), or when the
// wrapper's own expiration parameter is not 0 (cache.Set(ctx, k, v, ttl)
// passing ttl on). Param is 1 + that parameter's index; 0 when there is
// none.
type Wrapper struct {
	Always bool
	Param  int
}

// OfWrapper returns the expiry a client call inside fn, of descriptor d
// and generic arguments args, gives its key.
func OfWrapper(info *types.Info, d *clients.Descriptor, args []ast.Expr, fn *types.Func) Wrapper {
	switch {
	case d.Expires:
		return Wrapper{Always: true}
	case args != nil:
		return Wrapper{Always: commands.SetsTTL(commandArgs(info, d, args))}
	}
	exp := d.Expiration
	if exp == nil {
		return Wrapper{}
	}
	if v := info.Types[exp].Value; v != nil {
		return Wrapper{Always: !keyflow.IsIntConst(v, 0)}
	}
	if id, ok := ast.Unparen(exp).(*ast.Ident); ok {
		if v, ok := info.Uses[id].(*types.Var); ok {
			if i := keyflow.ParamPosition(fn, v); i >= 0 {
				return Wrapper{Param: i + 1}
			}
		}
	}
	return Wrapper{Always: true} // an expiration computed at run time
}

// Expires reports whether a call of wrapper fn gives the key a TTL.
func (e Wrapper) Expires(info *types.Info, call *ast.CallExpr, fn *types.Func) bool {
	if e.Always {
		return true
	}
	if e.Param == 0 {
		return false
	}
	arg := keyflow.ArgFor(call, fn, e.Param-1)
	if arg == nil {
		return false
	}
	v := info.Types[arg].Value
	return v == nil || !keyflow.IsIntConst(v, 0)
}

// commandArgs returns the command vector of a generic call.
func commandArgs(info *types.Info, d *clients.Descriptor, args []ast.Expr) []commands.Arg {
	out := []commands.Arg{{Value: d.Command, Known: true}}
	for _, a := range args {
		v, known := keyflow.ConstString(info, a)
		out = append(out, commands.Arg{Value: v, Known: known})
	}
	return out
}

// Chains returns the calls of the builder chains that go on with an
// expiry step (Set().Key(k).Value(v).ExSeconds(60)), so that their key
// steps count as giving the key a TTL; calls are the package's calls of
// client libraries (clients.LibraryCalls), the only ones that can be a
// step.
func Chains(info *types.Info, calls []*ast.CallExpr) map[*ast.CallExpr]bool {
	out := make(map[*ast.CallExpr]bool)
	for _, call := range calls {
		for _, x := range clients.ExpiringChain(info, call) {
			out[x] = true
		}
	}
	return out
}
