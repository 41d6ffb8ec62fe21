package clients

import (
	"go/ast"
	"go/types"
	"strings"

	"github.com/rediskeylint/rediskeylint/internal/commands"
)

// GoRedis is go-redis (github.com/redis/go-redis, earlier
// github.com/go-redis/redis).
const GoRedis ClientID = 1

func init() {
	paths := []string{
		"github.com/redis/go-redis/v9",
		"github.com/go-redis/redis/v8",
		"github.com/go-redis/redis/v7",
		"github.com/go-redis/redis",
	}
	register(GoRedis, client{name: "go-redis", txConsequence: goredisTxConsequence, runsPipeline: []string{"Exec"}}, library{
		client:      GoRedis,
		paths:       paths,
		modules:     paths,
		match:       goredisShaped(goredisReceiver),
		commandSet:  "Cmdable",
		makers:      map[string]ScriptMaker{"NewScript": {Source: 0, KeyCount: -1}},
		holders:     goredisReadBacks,
		heldFields:  goredisReplyFields,
		indexMakers: goredisIndexMakers,
	})
}

// TxCheckVersion is the first go-redis version whose ClusterClient refuses
// a TxPipeline with keys in several slots (ErrCrossSlot); older versions
// split it into one MULTI/EXEC per slot, silently losing atomicity.
const TxCheckVersion = "v9.11.0"

// goredisTxConsequence says what go-redis does with a transaction whose
// keys span several slots.
func goredisTxConsequence(version string) string {
	if AtLeast(version, TxCheckVersion) {
		return "go-redis " + version + " refuses it with ErrCrossSlot"
	}
	label := version
	if label == "" {
		label = "before " + TxCheckVersion
	}
	return "go-redis " + label + " splits it into one MULTI/EXEC per slot, so it is silently not atomic"
}

// goredisReceiver reports whether a go-redis method's receiver is one that
// sends commands: the unexported cmdable and its relatives, the clients,
// pipelines, transactions, scripts and the command interfaces.
func goredisReceiver(fn *types.Func) bool {
	recv := fn.Signature().Recv()
	if recv == nil {
		return false
	}
	n := namedOf(recv.Type())
	if n == nil {
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

// goredisScripts are the methods that run a script or function: their
// keys are checked together.
var goredisScripts = map[string]bool{
	"Eval": true, "EvalSha": true, "EvalRO": true, "EvalShaRO": true, "FCall": true, "FCallRO": true,
	"FCallRo": true, "Run": true, "RunRO": true, "EvalRo": true, "EvalShaRo": true,
}

// goredisShaped returns the matcher of go-redis command methods, or of a
// library shaped like it, on the receivers it accepts: the parameters'
// names decide which hold keys (goredis_tables.go). Command methods are
// exported; an unexported one is the library's own helper, met only
// when the library itself is analysed.
func goredisShaped(receiver func(*types.Func) bool) func(*call) *Descriptor {
	return func(c *call) *Descriptor {
		if !c.fn.Exported() || !receiver(c.fn) {
			return nil
		}
		d := matchGoredis(c)
		d.Queued = onPipeline(c)
		return d
	}
}

// onPipeline reports whether a method is called on a pipeline, which
// queues the command until Exec: a Pipeliner or Pipeline of a client
// library.
func onPipeline(c *call) bool {
	sel, ok := ast.Unparen(c.expr.Fun).(*ast.SelectorExpr)
	if !ok {
		return false
	}
	n := namedOf(c.info.TypeOf(sel.X))
	if n == nil || n.Obj().Pkg() == nil || !IsClientPackage(n.Obj().Pkg().Path()) {
		return false
	}
	switch n.Obj().Name() {
	case "Pipeliner", "Pipeline":
		return true
	}
	return false
}

// matchGoredis matches a go-redis command method.
func matchGoredis(c *call) *Descriptor {
	name := c.fn.Name()
	if name == "Do" {
		return goredisDo(c)
	}
	d := &Descriptor{Command: goredisCommand(name), Method: name, Scope: goredisScope(c.fn)}
	if cmd := commands.Lookup(d.Command); cmd != nil {
		d.Atomic = cmd.MultiKey()
	}
	if goredisScripts[name] {
		d.Atomic = true
		d.Lua = goredisLua(c)
	}
	switch d.Command {
	case "SET", "SETNX", "SETXX":
		// Set(ctx, key, value, expiration): 0 means no expiry.
		if len(c.args) >= 4 {
			d.Expiration = c.args[3]
		}
	}
	params := c.sig.Params()
	for i := 0; i < params.Len() && i < len(c.args); i++ {
		p := params.At(i)
		last := i == params.Len()-1
		spelled := last && c.sig.Variadic() && !c.expr.Ellipsis.IsValid()
		switch goredisParamKind(name, p.Name()) {
		case goredisKeyArg:
			switch {
			case spelled:
				d.Keys = append(d.Keys, ArgSpec{Arg: i, Shape: Variadic})
			case last && c.sig.Variadic(), isStringSlice(p.Type()):
				d.Keys = append(d.Keys, ArgSpec{Arg: i, Shape: Slice})
			case isString(p.Type()):
				if t := c.info.TypeOf(c.args[i]); t != nil && !types.AssignableTo(t, p.Type()) {
					continue // a type error: the argument is no key
				}
				d.Keys = append(d.Keys, ArgSpec{Arg: i, Shape: Single})
			default:
				// ZInterStore(ctx, dest, store *ZStore): a struct of keys.
				d.Keys = appendSpec(d.Keys, goredisStructSpec(c, i))
			}
		case goredisKeyValuePairs:
			d.Keys = appendSpec(d.Keys, pairsSpec(c, i))
		case goredisStreamsThenIDs:
			d.Keys = append(d.Keys, ArgSpec{Arg: i, Shape: StreamsHalf, Rest: spelled})
		case goredisMapKeys:
			d.Keys = append(d.Keys, ArgSpec{Arg: i, Shape: PairsMap})
		case goredisNoKey:
			d.Keys = appendSpec(d.Keys, goredisStructSpec(c, i))
		default:
			// Rare module commands (JSON.MSET, TS.MADD) whose keys sit
			// inside nested values.
			d.Unresolved = true
		}
	}
	return d
}

// goredisLua says where a go-redis call that runs a script or a function
// has them and their KEYS and ARGV, by its parameters' names: Eval(ctx,
// script, keys, args...), EvalSha(ctx, sha1, …), FCall(ctx, function, …),
// and Script.Run(ctx, c, keys, args...) on a script NewScript made.
func goredisLua(c *call) *LuaSpec {
	l := &LuaSpec{Source: -1, Function: -1, Keys: -1, Argv: -1}
	if recv := c.sig.Recv(); recv != nil && isNamed(recv.Type(), "Script") {
		l.Receiver = true
	}
	params := c.sig.Params()
	for i := 0; i < params.Len() && i < len(c.args); i++ {
		switch params.At(i).Name() {
		case "script":
			l.Source = i
		case "sha1":
			l.Digest = true
		case "function":
			l.Function = i
		case "keys":
			l.Keys = i
		case "args":
			l.Argv = i
		}
	}
	return l
}

// goredisDo matches Do(ctx, args...): the command and its arguments are the
// variadic arguments, or the elements of one spread slice.
func goredisDo(c *call) *Descriptor {
	d := &Descriptor{Method: "Do", Generic: true}
	n := c.sig.Params().Len() - 1
	if !c.sig.Variadic() || n < 0 || n >= len(c.args) {
		return d
	}
	d.Keys = []ArgSpec{{Arg: n, Shape: KeySpec, Rest: !c.expr.Ellipsis.IsValid()}}
	return d
}

// goredisScope returns the transaction role of a go-redis method.
func goredisScope(fn *types.Func) TxScope {
	switch fn.Name() {
	case "Watch":
		return WatchKeys
	case "TxPipelined":
		if recv := fn.Signature().Recv(); recv != nil && isNamed(recv.Type(), "Tx") {
			return WatchedTxCallback
		}
		return TxCallback
	case "TxPipeline":
		return TxPipe
	}
	return NoScope
}

// goredisStructSpec returns the spec of a go-redis argument struct holding
// keys in its fields, such as &redis.XAddArgs{Stream: key} or
// redis.ZStore{Keys: keys}, or nil. The struct is of the package of the
// method called.
func goredisStructSpec(c *call, i int) *ArgSpec {
	n := namedOf(c.info.TypeOf(c.args[i]))
	if n == nil || n.Obj().Pkg() != c.fn.Pkg() {
		return nil
	}
	st, ok := n.Underlying().(*types.Struct)
	if !ok {
		return nil
	}
	spec := &ArgSpec{Arg: i, Shape: StructFields}
	for j := 0; j < st.NumFields(); j++ {
		f := st.Field(j)
		switch goredisFieldKind(n.Obj().Name(), f.Name()) {
		case goredisKeyArg:
			shape := Slice
			if isString(f.Type()) {
				shape = Single
			}
			spec.Fields = append(spec.Fields, FieldSpec{Name: f.Name(), Shape: shape})
		case goredisStreamsThenIDs:
			spec.Fields = append(spec.Fields, FieldSpec{Name: f.Name(), Shape: StreamsHalf})
		}
	}
	if len(spec.Fields) == 0 {
		return nil
	}
	return spec
}

func appendSpec(keys []ArgSpec, spec *ArgSpec) []ArgSpec {
	if spec == nil {
		return keys
	}
	return append(keys, *spec)
}

// compatReceiver reports whether a method of a go-redis-shaped adapter
// (rueidiscompat, valkeycompat) sends commands: go-redis's receivers, and
// the adapter's own *Compat types.
func compatReceiver(fn *types.Func) bool {
	if goredisReceiver(fn) {
		return true
	}
	recv := fn.Signature().Recv()
	return recv != nil && namedOf(recv.Type()) != nil && strings.HasSuffix(namedOf(recv.Type()).Obj().Name(), "Compat")
}
