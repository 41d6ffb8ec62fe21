package clients

import (
	"go/ast"
	"go/constant"
	"go/types"
)

// Redigo is github.com/gomodule/redigo (earlier github.com/garyburd/redigo).
const Redigo ClientID = 2

func init() {
	paths := []string{"github.com/gomodule/redigo/redis", "github.com/garyburd/redigo/redis"}
	register(Redigo, client{name: "redigo", runsPipeline: []string{"Flush", "Do", "Receive"}}, library{
		client:  Redigo,
		paths:   paths,
		modules: paths,
		match:   matchRedigo,
		makers:  map[string]ScriptMaker{"NewScript": {Source: 1, KeyCount: 0}},
		// The reply helpers convert the reply they are given: the keys of
		// redis.Strings(values[1], nil), values a SCAN's reply, are the
		// keys the SCAN returns.
		holders: map[string]Holder{
			"Values":     {Arg: 0},
			"Strings":    {Arg: 0},
			"ByteSlices": {Arg: 0},
		},
	})
}

// matchRedigo matches the redigo calls that send a command: Conn.Do/Send,
// DoContext, DoWithTimeout (methods and package functions), whose command
// name is an argument, and Script.Do/Send/SendHash/DoContext.
func matchRedigo(c *call) *Descriptor {
	if recv := c.sig.Recv(); recv != nil && isNamed(recv.Type(), "Script") {
		return matchRedigoScript(c)
	}
	switch c.fn.Name() {
	case "Do", "Send", "DoContext", "DoWithTimeout":
	default:
		return nil
	}
	// The command name is the string parameter just before the variadic
	// arguments: Do(commandName, args...), DoContext(c, ctx, cmd, args...).
	params := c.sig.Params()
	if !c.sig.Variadic() || params.Len() < 2 || !isString(params.At(params.Len()-2).Type()) {
		return nil
	}
	n := params.Len() - 2
	if n >= len(c.args) {
		return nil
	}
	d := &Descriptor{Method: c.fn.Name(), Generic: true, Keys: []ArgSpec{{Arg: n, Shape: KeySpec, Rest: true}},
		Queued: c.fn.Name() == "Send", Conn: ConnReceiver}
	if c.sig.Recv() == nil {
		d.Conn = ConnFirstArg // DoContext(conn, ctx, cmd, args...)
	}
	return d
}

// matchRedigoScript matches Script.Do/Send/SendHash/DoContext: the first
// keyCount script arguments are keys, keyCount coming from the NewScript
// call that made the script (ScriptKeyCount).
func matchRedigoScript(c *call) *Descriptor {
	switch c.fn.Name() {
	case "Do", "Send", "SendHash", "DoContext":
	default:
		return nil
	}
	d := &Descriptor{Command: "EVALSHA", Method: c.fn.Name(), Atomic: true, Queued: c.fn.Name() == "Send",
		Lua: &LuaSpec{Source: -1, Receiver: true, Function: -1, Keys: -1, Argv: -1}}
	if c.fn.Name() == "Send" {
		d.Command = "EVAL"
	}
	n := c.sig.Params().Len() - 1
	if c.sig.Variadic() && n >= 0 && n <= len(c.args) {
		d.Script = &ScriptSpec{Args: n, Spread: c.expr.Ellipsis.IsValid()}
	} else {
		d.Script = &ScriptSpec{Args: len(c.args)}
	}
	return d
}

// ScriptKeyCount returns the key count that a call making a script gives
// it: n of redigo's NewScript(n, src). A negative count means the first
// script argument is the count; it is returned as -1.
func ScriptKeyCount(info *types.Info, maker *ast.CallExpr) (int, bool) {
	fn, _ := calleeOf(info, maker)
	if ClientOf(fn) != Redigo || fn.Name() != "NewScript" || len(maker.Args) != 2 {
		return 0, false
	}
	tv, ok := info.Types[maker.Args[0]]
	if !ok || tv.Value == nil || tv.Value.Kind() != constant.Int {
		return 0, false
	}
	if constant.Sign(tv.Value) < 0 {
		return -1, true
	}
	n, exact := constant.Int64Val(tv.Value)
	if !exact || n > 1<<20 {
		return 0, false
	}
	return int(n), true
}
