package clients

import (
	"go/ast"
	"go/types"
	"strings"

	"golang.org/x/tools/go/types/typeutil"

	"github.com/rediskeylint/rediskeylint/internal/commands"
)

// Rueidis is github.com/redis/rueidis.
const Rueidis ClientID = 3

func init() {
	register(Rueidis, client{name: "rueidis"},
		library{
			client:  Rueidis,
			paths:   []string{rueidisCmds},
			modules: []string{"github.com/redis/rueidis"},
			builder: true,
			match:   matchBuilderStep,
		},
		library{
			// The client interfaces and their implementations: DoMulti.
			client:  Rueidis,
			modules: []string{"github.com/redis/rueidis"},
			match:   matchRueidisBatch,
		},
		library{
			// The helpers and Lua scripts of the package whose client
			// interfaces send DoMulti batches (the entry above).
			client:     Rueidis,
			paths:      []string{"github.com/redis/rueidis"},
			modules:    []string{"github.com/redis/rueidis"},
			methods:    rueidisHelpers,
			makers:     luaMakers,
			holders:    builtReplies("RedisResult"),
			heldFields: builtReplyFields,
		},
		library{
			client:  Rueidis,
			paths:   []string{"github.com/redis/rueidis/rueidisaside"},
			modules: []string{"github.com/redis/rueidis/rueidisaside"},
			methods: asideMethods,
		},
		library{
			// rueidiscompat takes keys where go-redis does: the same
			// methods, with the same parameter names.
			client:     GoRedis,
			paths:      []string{"github.com/redis/rueidis/rueidiscompat"},
			modules:    []string{"github.com/redis/rueidis/rueidiscompat"},
			match:      goredisShaped(compatReceiver),
			commandSet: "Cmdable",
			// The same read-backs as go-redis (goredis_readbacks.go).
			holders:     compatReadBacks,
			heldFields:  goredisReplyFields,
			indexMakers: goredisIndexMakers,
		})
}

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
		return &Descriptor{Command: strings.ToUpper(name), Method: name, CommandStep: true}
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

// ExpiringChain returns, when call is a step of a builder chain that sets
// an expiry (Ex, Px, ExSeconds, PxMilliseconds, Exat, Pxat, Keepttl and
// their variants), the calls of the chain up to it, itself included: the
// chain's key steps give their keys a TTL. It returns nil otherwise.
func ExpiringChain(info *types.Info, call *ast.CallExpr) []*ast.CallExpr {
	if !expiryStep(info, call) {
		return nil
	}
	var chain []*ast.CallExpr
	for e := ast.Expr(call); ; {
		x, ok := ast.Unparen(e).(*ast.CallExpr)
		if !ok {
			return chain
		}
		chain = append(chain, x)
		sel, ok := ast.Unparen(x.Fun).(*ast.SelectorExpr)
		if !ok {
			return chain
		}
		e = sel.X
	}
}

// expiryStep reports whether call is a builder step that sets an expiry.
func expiryStep(info *types.Info, call *ast.CallExpr) bool {
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

// rueidisHelpers are the helper functions of rueidis and valkey-go
// (Func(client, ctx, …)) and the methods of their Lua scripts. The helpers
// send one command per key or per slot, so their keys need not share a
// slot; a script's keys do.
var rueidisHelpers = map[string]Method{
	"MGet":          {Command: "MGET", Keys: []ArgSpec{{Arg: 2, Shape: Slice}}},
	"MGetCache":     {Command: "MGET", Keys: []ArgSpec{{Arg: 3, Shape: Slice}}},
	"MSet":          {Command: "SET", Keys: []ArgSpec{{Arg: 2, Shape: PairsMap}}},
	"MSetNX":        {Command: "SET", Keys: []ArgSpec{{Arg: 2, Shape: PairsMap}}},
	"MSetEX":        {Command: "SET", Keys: []ArgSpec{{Arg: 2, Shape: PairsMap}}, Expires: true},
	"MDel":          {Command: "DEL", Keys: []ArgSpec{{Arg: 2, Shape: Slice}}},
	"MUnlink":       {Command: "UNLINK", Keys: []ArgSpec{{Arg: 2, Shape: Slice}}},
	"JsonMGet":      {Command: "JSON.MGET", Keys: []ArgSpec{{Arg: 2, Shape: Slice}}},
	"JsonMGetCache": {Command: "JSON.MGET", Keys: []ArgSpec{{Arg: 3, Shape: Slice}}},
	"JsonMSet":      {Command: "JSON.SET", Keys: []ArgSpec{{Arg: 2, Shape: PairsMap}}},
	"Lua.Exec": {Command: "EVALSHA", Keys: []ArgSpec{{Arg: 2, Shape: Slice}}, Atomic: true,
		Lua: &LuaSpec{Source: -1, Receiver: true, Function: -1, Keys: 2, Argv: 3, ArgvSlice: true}},
	// ExecMulti runs the script once per LuaExec: the keys of one run
	// share a slot, those of two runs need not, so the call as a whole is
	// not atomic.
	"Lua.ExecMulti": {Command: "EVALSHA", Keys: luaExecKeys,
		Lua: &LuaSpec{Source: -1, Receiver: true, Function: -1, Keys: -1, Argv: -1}},
}

// builtReplies are the calls of rueidis and valkey-go that read back keys:
// Do of a built command whose reply holds keys (SCAN, KEYS, FT.SEARCH:
// BuiltReadBack), DoMulti of a batch of them, and the readers of a reply,
// of type result, which hold the keys of the command they read (the
// documents are AsFtSearch's second result).
func builtReplies(result string) map[string]Holder {
	return map[string]Holder{
		"*.Do":                  {Param: "cmd", Kind: HeldCommand},
		"*.DoMulti":             {Param: "multi", Kind: HeldBatch},
		result + ".AsStrSlice":  {Receiver: true, Reply: true},
		result + ".AsScanEntry": {Receiver: true, Reply: true},
		result + ".AsFtSearch":  {Receiver: true, Reply: true, Result: 1},
	}
}

// builtReplyFields are the fields of the replies that hold the keys read
// back: a SCAN page's elements, a search document's key.
var builtReplyFields = []string{"ScanEntry.Elements", "FtSearchDoc.Key"}

// luaMakers are the functions of rueidis and valkey-go that make a Lua
// script from its source; each run gives its own keys.
var luaMakers = map[string]ScriptMaker{
	"NewLuaScript":               {Source: 0, KeyCount: -1},
	"NewLuaScriptReadOnly":       {Source: 0, KeyCount: -1},
	"NewLuaScriptNoSha":          {Source: 0, KeyCount: -1},
	"NewLuaScriptReadOnlyNoSha":  {Source: 0, KeyCount: -1},
	"NewLuaScriptRetryable":      {Source: 0, KeyCount: -1},
	"NewLuaScriptNoShaRetryable": {Source: 0, KeyCount: -1},
}

// luaExecKeys are the Keys of every LuaExec passed to Lua.ExecMulti, spelled
// out or in a spread slice literal.
var luaExecKeys = []ArgSpec{{Arg: 2, Shape: StructFields, Rest: true, Fields: []FieldSpec{{Name: "Keys", Shape: Slice}}}}

// asideMethods are the key-taking methods of the cache-aside clients of
// rueidis and valkey-go, plain and typed.
var asideMethods = map[string]Method{
	"CacheAsideClient.Get":      {Command: "GET", Keys: keyAt(2)},
	"CacheAsideClient.Del":      {Command: "DEL", Keys: keyAt(1)},
	"TypedCacheAsideClient.Get": {Command: "GET", Keys: keyAt(2)},
	"TypedCacheAsideClient.Del": {Command: "DEL", Keys: keyAt(1)},
}
