package clients

import (
	"go/ast"
	"strings"
)

// A Descriptor says what one call sends to Redis: which client library
// sends it, the command, and which of the call's arguments hold keys, in
// which shape. It is found from the callee's type and the static types of
// the arguments alone; turning the key arguments into key templates is the
// caller's work.
type Descriptor struct {
	Client ClientID
	// Command is the Redis command in upper case, a subcommand written
	// "CONTAINER|SUB" as COMMAND names it; "" when the call names it in an
	// argument (Generic) or sends none.
	Command string
	// Method is the client method or builder step called, as in
	// "XGroupCreateMkStream".
	Method string
	// Args are the call's arguments as the callee's parameters take them
	// (a method expression's receiver argument dropped); ArgSpec.Arg
	// indexes them.
	Args []ast.Expr
	// Recv is the expression the method is called on (m in m.Unlock(),
	// or the first argument of a method expression), nil for a function;
	// a Held key is the key of the lock it holds.
	Recv ast.Expr
	// Keys are the arguments that hold keys, in command order.
	Keys []ArgSpec
	// Atomic is set when Redis runs all keys of the call at once, so they
	// must share a slot in a cluster (a multi-key command, a script).
	Atomic bool
	// Scope is the transaction role of the call, if any.
	Scope TxScope
	// Script is set for a call that runs a script whose key count comes
	// from the call that made the script (redigo's NewScript).
	Script *ScriptSpec
	// Lua is set for a call that runs a Lua script or a function: where
	// the script and its KEYS and ARGV are.
	Lua *LuaSpec
	// Generic is set for calls that take the command name as an argument
	// (Do); Keys then holds one KeySpec argument: the command name.
	Generic bool
	// ChainStart is the command step of the builder chain a key step
	// belongs to (rueidis B().Get().Key(k)); the key steps of one chain
	// share it.
	ChainStart *ast.CallExpr
	// Unresolved is set when the key positions cannot be told from the
	// call's shape (keys nested inside values, a module command).
	Unresolved bool
	// Expires is set when the call always gives its keys a TTL, whatever
	// its arguments (a cache item's default expiry, a lock's).
	Expires bool
	// Expiration is the argument that gives the keys a TTL unless its
	// value is 0 (go-redis Set's expiration); nil when there is none.
	Expiration ast.Expr
	// Queued is set when the call queues its command on a pipeline
	// rather than sending it (a go-redis Pipeliner method, redigo Send).
	Queued bool
	// Conn says where the call names its connection, for a client whose
	// MULTI, the commands after it and EXEC, sent one by one on one
	// connection, make a transaction (redigo).
	Conn ConnSource
	// CommandStep is set for the step of a builder chain that names the
	// command (rueidis B().Get()); it holds no key, its key steps do.
	CommandStep bool
}

// MkStream reports whether an XGROUP CREATE call that spells no command
// arguments creates its stream when it is missing: go-redis's
// XGroupCreateMkStream does, XGroupCreate and a builder's key step do not.
func (d *Descriptor) MkStream() bool {
	return strings.HasSuffix(d.Method, "MkStream")
}

// ConnSource says where a call names the connection it sends on.
type ConnSource uint8

const (
	// NoConn: the call sends on no connection of its own (a pooled client).
	NoConn ConnSource = iota
	// ConnReceiver: the receiver is the connection (conn.Do).
	ConnReceiver
	// ConnFirstArg: the first argument is the connection
	// (redis.DoContext(conn, ctx, …)).
	ConnFirstArg
)

// An ArgSpec is one argument of a call that holds keys, and how.
type ArgSpec struct {
	// Arg is the index of the argument in the call's argument list.
	Arg   int
	Shape Shape
	// Rest is set when the shape spans every argument from Arg on (a
	// variadic parameter spelled out), rather than the one argument at Arg.
	// Pairs, StreamsHalf and StructFields (one struct per argument, or the
	// elements of a spread slice literal) use it.
	Rest bool
	// Tags are the keys of a StructTags argument: the `redis` tag names of
	// its static type.
	Tags []string
	// Fields are the key fields of a StructFields argument.
	Fields []FieldSpec
}

// A FieldSpec is one field of a struct argument that holds keys.
type FieldSpec struct {
	Name  string
	Shape Shape // Single, Slice or StreamsHalf
}

// Shape says how an argument holds keys.
type Shape uint8

const (
	// Single: the argument is one key.
	Single Shape = iota + 1
	// Variadic: every argument from Arg on is one key.
	Variadic
	// Slice: the argument is a slice (or a spread slice) whose elements
	// are keys.
	Slice
	// Pairs: the values alternate key and value, starting with a key:
	// the arguments from Arg on (Rest), or the elements of the one slice
	// at Arg.
	Pairs
	// PairsMap: the argument is a map whose map keys are keys.
	PairsMap
	// StructTags: the argument is a struct whose `redis` tag names are the
	// keys (Tags); its field values are never keys.
	StructTags
	// StructFields: the argument is a struct of the client whose fields
	// listed in Fields hold keys.
	StructFields
	// StreamsHalf: a list of stream keys followed by as many IDs: the
	// first half are keys. The list is the arguments from Arg on (Rest),
	// or the elements of the one slice at Arg.
	StreamsHalf
	// KeySpec: the argument is the command name and the arguments after it
	// are the command's; internal/commands' key specs tell the keys.
	KeySpec
	// Held: the key is the one the lock object the method is called on
	// was made with (HeldKey); the call spells no key.
	Held
)

var shapeNames = [...]string{
	Single: "single", Variadic: "variadic", Slice: "slice", Pairs: "pairs", PairsMap: "pairs-map",
	StructTags: "struct-tags", StructFields: "struct-fields", StreamsHalf: "streams-half", KeySpec: "key-spec",
	Held: "held",
}

func (s Shape) String() string {
	if int(s) < len(shapeNames) && shapeNames[s] != "" {
		return shapeNames[s]
	}
	return "shape(?)"
}

// TxScope is the transaction role of a call.
type TxScope uint8

const (
	// NoScope: the call opens no transaction.
	NoScope TxScope = iota
	// TxCallback: TxPipelined(ctx, fn): the commands fn queues run in one
	// MULTI/EXEC.
	TxCallback
	// WatchedTxCallback: TxPipelined on the connection of a Watch: one
	// MULTI/EXEC that Redis checks, together with the watched keys.
	WatchedTxCallback
	// TxPipe: TxPipeline() makes a pipeline whose commands run in one
	// MULTI/EXEC.
	TxPipe
	// WatchKeys: Watch(ctx, fn, keys...): the client watches the keys and
	// checks their slots itself.
	WatchKeys
	// Batch: DoMulti sends its commands together; a MULTI among them makes
	// them a transaction.
	Batch
)

// A ScriptSpec describes a call that runs a script made elsewhere:
// redigo's Script.Do(conn, keysAndArgs...) takes its key count from
// NewScript(keyCount, src).
type ScriptSpec struct {
	// Args is the index of the first script argument (keys, then values).
	Args int
	// Spread is set when the script arguments are one spread slice.
	Spread bool
}

// A LuaSpec says where a call that runs a Lua script or a Redis function
// finds the script and the script's KEYS and ARGV. An index is -1 when the
// call has no such argument.
type LuaSpec struct {
	// Source is the argument holding the script's source (go-redis Eval).
	Source int
	// Receiver is set when the script is the receiver, made by a call that
	// MatchScriptMaker describes (NewScript(src), then Run on it).
	Receiver bool
	// Digest is set when the call names the script by its SHA1 digest
	// only (EvalSha): the source is not in the call.
	Digest bool
	// Function is the argument naming a Redis function (FCall), whose body
	// a FUNCTION LOAD elsewhere holds.
	Function int
	// Keys is the []string argument holding KEYS. It is -1 when KEYS are
	// the first script arguments and the maker gives their count (redigo:
	// ScriptSpec), or when the call does not spell them (ExecMulti).
	Keys int
	// Argv is the first argument of ARGV, -1 when ARGV follows the keys
	// among the script arguments (redigo) or is not spelled.
	Argv int
	// ArgvSlice is set when Argv is one []string (rueidis) rather than the
	// first of variadic values.
	ArgvSlice bool
}

// A ScriptMaker is a call that makes a script object from its source:
// go-redis NewScript(src), redigo NewScript(n, src), rueidis
// NewLuaScript(src). Indexes are -1 when the call has no such argument.
type ScriptMaker struct {
	// Source is the argument holding the script's source.
	Source int
	// KeyCount is the argument holding the number of keys of every run
	// (redigo), -1 when each run gives its own.
	KeyCount int
}

// HeldRecv returns the lock object whose keys the call acts on (m in
// m.Unlock(), a Held key), or nil.
func (d *Descriptor) HeldRecv() ast.Expr {
	for _, k := range d.Keys {
		if k.Shape == Held {
			return d.Recv
		}
	}
	return nil
}
