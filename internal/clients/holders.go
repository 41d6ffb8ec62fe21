package clients

import (
	"go/ast"
	"go/constant"
	"go/types"
	"strings"

	"golang.org/x/tools/go/types/typeutil"
)

// Objects that hold keys. Some calls return an object that stands for a
// key rather than sending one: a lock made with its key (redsync's
// NewMutex(name), redislock's Obtain), a SCAN cursor or iterator whose
// keys match its pattern, a search whose documents are keys of its
// index's prefixes. A client's file lists them in its library's holders
// (and heldFields, indexMakers); the value analysis asks HeldKey where
// the key of such a call is, and HoldsKey which types stand for keys.

// An IndexMaker is a call that creates a search index (FT.CREATE idx ON
// HASH PREFIX n p…): the parameter naming the index, and the one holding
// the options struct whose field lists the key prefixes.
type IndexMaker struct {
	Index, Options, Prefixes string
}

// A Holder says where a call finds the key of an object that holds one:
// the argument Arg (or the one of parameter Param, when set) of a call
// that makes the object (NewMutex(name)), or, with Receiver set, the key
// of the object it is called on (lock.Key(), iter.Val()). The object's
// methods that send commands name its key with Held.
type Holder struct {
	Arg   int
	Param string
	// Receiver: the key is that of the object the method is called on.
	Receiver bool
	// Reply: the method reads the reply of the command it is called on
	// (StringSliceCmd.Val, RedisResult.AsStrSlice); its keys are those
	// the command reads back, but a value of the type stands for no key.
	Reply bool
	// Result is the result of the call that holds the keys (0 but for
	// AsFtSearch's documents).
	Result int
	// Kind says what the argument is to the keys.
	Kind HeldKind
}

// HeldKind says how the expression HeldKey returns gives the keys.
type HeldKind uint8

const (
	// HeldValue: the expression is the key, or an object holding it.
	HeldValue HeldKind = iota
	// HeldPattern: the expression is a glob pattern (SCAN MATCH); the
	// keys are those it matches.
	HeldPattern
	// HeldIndex: the expression names a search index (FT.SEARCH); the
	// keys are its documents, whose prefixes the index's creation gives.
	HeldIndex
	// HeldCommand: the expression is a command built by a builder chain
	// (client.Do(ctx, cmd)); BuiltReadBack says which keys its reply
	// holds.
	HeldCommand
	// HeldList: the expression is a list of keys (redislock's
	// ObtainMulti); the object holds each of them.
	HeldList
	// HeldBatch: the expression is the first of the commands of a batch
	// (client.DoMulti(ctx, cmds...)); the reply at index i is that of
	// command i, each a HeldCommand.
	HeldBatch
)

// A readBack is a command whose reply holds key names: where the
// expression that tells them (a pattern, an index name) is, as a generic
// call spells it and as a builder chain names its step.
type readBack struct {
	kind HeldKind
	// arg is the position of the expression after the command name
	// (KEYS pattern: 1), or 0 when token announces it.
	arg   int
	token string
	// command is the builder's step that names the command (FtSearch),
	// step the one that takes the expression.
	command, step string
	// resp3 is the path to the keys in the command's RESP3 reply when
	// that is a map: the entries by name, ReplyElems for each element of
	// a list. With none, the reply is a list of keys (or of pages of
	// them), in RESP2 and RESP3 alike.
	resp3 []string
}

// ReplyElems stands, in a path into a reply, for each element of a list.
const ReplyElems = "*"

// readBacks are the commands whose reply holds key names: SCAN and KEYS
// return keys that match their pattern, FT.SEARCH the ids of documents,
// the keys of the index's prefixes. HSCAN, SSCAN, ZSCAN and SMEMBERS
// return fields and members, never keys.
var readBacks = map[string]readBack{
	"SCAN": {kind: HeldPattern, token: "MATCH", command: "Scan", step: "Match"},
	"KEYS": {kind: HeldPattern, arg: 1, command: "Keys", step: "Pattern"},
	// FT.SEARCH's RESP3 reply is a map: "results" holds one map per
	// document, whose "id" is its key.
	"FT.SEARCH": {kind: HeldIndex, arg: 1, command: "FtSearch", step: "Index",
		resp3: []string{"results", ReplyElems, "id"}},
}

// Resp3Keys returns the path to the keys in the RESP3 map reply of the
// commands that read back keys of the given kind (FT.SEARCH's results,
// then each document's id), and nil when their reply is no map.
func Resp3Keys(kind HeldKind) []string {
	for _, rb := range readBacks {
		if rb.kind == kind && rb.resp3 != nil {
			return rb.resp3
		}
	}
	return nil
}

// ReadsReply reports whether a call reads the reply of the command it is
// called on (Cmd.Result, FTSearchCmd.RawVal), and returns that command.
func ReadsReply(info *types.Info, expr *ast.CallExpr) (ast.Expr, bool) {
	h, found := holderOf(info, expr)
	if !found || !h.Reply || !h.Receiver {
		return nil, false
	}
	held, _, ok := HeldKey(info, expr)
	return held, ok
}

// HeldKey returns the expression that holds the key of the object a call
// makes or reads: the key argument of the call that makes a lock
// (rs.NewMutex(name) holds name), the pattern of a SCAN or the index of
// a search (kind says which), or the object the call is made on
// (lock.Key(), iter.Val()). It reports false for any other call.
func HeldKey(info *types.Info, expr *ast.CallExpr) (held ast.Expr, kind HeldKind, ok bool) {
	fn, _ := typeutil.Callee(info, expr).(*types.Func)
	if fn == nil || fn.Pkg() == nil {
		return nil, HeldValue, false
	}
	if len(candidates(fn.Pkg().Path())) == 0 {
		return nil, HeldValue, false
	}
	if p, kind, ok := genericReadBack(info, expr); ok {
		return p, kind, true
	}
	h, found := holderOf(info, expr)
	if !found {
		return nil, HeldValue, false
	}
	args := expr.Args
	if sel, isSel := ast.Unparen(expr.Fun).(*ast.SelectorExpr); isSel {
		if s := info.Selections[sel]; s != nil {
			switch {
			case s.Kind() == types.MethodExpr && len(args) > 0:
				// (*Lock).Key(l): the receiver is the first argument.
				if h.Receiver {
					return args[0], HeldValue, true
				}
				args = args[1:]
			case h.Receiver:
				return sel.X, HeldValue, true
			}
		}
	}
	i := h.Arg
	if h.Param != "" {
		i = paramNamed(fn.Signature(), h.Param)
	}
	if h.Receiver || i < 0 || i >= len(args) {
		return nil, HeldValue, false
	}
	return args[i], h.Kind, true
}

// genericReadBack reports whether a call is a generic call of a command
// whose reply holds keys (conn.Do("SCAN", cursor, "MATCH", pattern),
// conn.Do("KEYS", pattern), rdb.Do(ctx, "FT.SEARCH", index, query)) and
// returns the expression that tells them, nil when the call spells none.
func genericReadBack(info *types.Info, expr *ast.CallExpr) (ast.Expr, HeldKind, bool) {
	d := Match(info, expr)
	if d == nil || !d.Generic || len(d.Keys) == 0 || d.Keys[0].Arg >= len(d.Args) {
		return nil, HeldValue, false
	}
	args := d.Args[d.Keys[0].Arg:]
	name, ok := constString(info, args[0])
	if !ok {
		return nil, HeldValue, false
	}
	rb, ok := readBacks[strings.ToUpper(name)]
	if !ok {
		return nil, HeldValue, false
	}
	if rb.token == "" {
		if rb.arg >= len(args) || expr.Ellipsis.IsValid() && rb.arg >= len(args)-1 {
			return nil, HeldValue, false
		}
		return args[rb.arg], rb.kind, true
	}
	for i := 1; i+1 < len(args); i++ {
		if word, ok := constString(info, args[i]); ok && strings.EqualFold(word, rb.token) {
			return args[i+1], rb.kind, true
		}
	}
	return nil, rb.kind, true
}

// BuiltReadBack reports whether chain is a builder chain of a command
// whose reply holds keys (client.B().Scan().Cursor(c).Match(p).Build(),
// B().Keys().Pattern(p), B().FtSearch().Index(i)…), and returns the
// argument of the step that tells them (nil when the chain has none) and
// what it is to the keys.
func BuiltReadBack(info *types.Info, chain ast.Expr) (ast.Expr, HeldKind, bool) {
	steps := map[string]ast.Expr{}
	for e := chain; ; {
		call, ok := ast.Unparen(e).(*ast.CallExpr)
		if !ok {
			return nil, HeldValue, false
		}
		sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr)
		if !ok {
			return nil, HeldValue, false
		}
		fn, _ := calleeOf(info, call)
		if fn == nil || fn.Pkg() == nil || fn.Signature().Recv() == nil {
			return nil, HeldValue, false
		}
		if ls := candidates(fn.Pkg().Path()); len(ls) == 0 || !ls[0].builder {
			return nil, HeldValue, false
		}
		if isNamed(fn.Signature().Recv().Type(), "Builder") {
			for _, rb := range readBacks {
				if rb.command == fn.Name() {
					return steps[rb.step], rb.kind, true
				}
			}
			return nil, HeldValue, false
		}
		if len(call.Args) == 1 {
			steps[fn.Name()] = call.Args[0]
		}
		e = sel.X
	}
}

// IsBuiltCommand reports whether t is the type of a command a builder
// chain builds (rueidis's and valkey-go's Completed).
func IsBuiltCommand(t types.Type) bool {
	n := namedOf(types.Unalias(t))
	if n == nil || n.Obj().Pkg() == nil {
		return false
	}
	ls := candidates(n.Obj().Pkg().Path())
	return len(ls) > 0 && ls[0].builder
}

// HeldResult returns the result of a call that holds the keys it reads
// back (the documents of AsFtSearch's total, docs, err), and whether the
// call reads keys back at all.
func HeldResult(info *types.Info, expr *ast.CallExpr) (int, bool) {
	if _, _, ok := HeldKey(info, expr); !ok {
		return 0, false
	}
	if h, ok := holderOf(info, expr); ok {
		return h.Result, true
	}
	return 0, true
}

// holderOf returns the table entry of the holder a call calls.
func holderOf(info *types.Info, expr *ast.CallExpr) (Holder, bool) {
	fn, _ := typeutil.Callee(info, expr).(*types.Func)
	if fn == nil || fn.Pkg() == nil {
		return Holder{}, false
	}
	for _, l := range candidates(fn.Pkg().Path()) {
		h, found := l.holders[tableName(fn)]
		if !found && fn.Signature().Recv() != nil {
			h, found = l.holders["*."+fn.Name()]
		}
		if found {
			return h, true
		}
	}
	return Holder{}, false
}

// MakesHolder reports whether a call makes an object that holds the keys
// it is given (rs.NewMutex(name), locker.ObtainMulti(ctx, keys, …)): the
// object's methods act on those keys, so such a call is the identity of
// the keys the object's later calls send.
func MakesHolder(info *types.Info, call *ast.CallExpr) bool {
	h, found := holderOf(info, call)
	return found && !h.Receiver && (h.Kind == HeldValue || h.Kind == HeldList)
}

// HoldsField reports whether field f holds the key of the value it is
// read from (doc.ID of a search result's document).
func HoldsField(f *types.Var) bool {
	if f == nil || !f.IsField() || f.Pkg() == nil {
		return false
	}
	for _, l := range candidates(f.Pkg().Path()) {
		for _, name := range l.heldFields {
			typ, field, _ := strings.Cut(name, ".")
			tn, ok := f.Pkg().Scope().Lookup(typ).(*types.TypeName)
			if !ok || field != f.Name() {
				continue
			}
			if st, ok := tn.Type().Underlying().(*types.Struct); ok {
				for i := 0; i < st.NumFields(); i++ {
					if st.Field(i) == f.Origin() {
						return true
					}
				}
			}
		}
	}
	return false
}

// IndexPrefixes are the key prefixes a search index's creation gives: a
// list (an options literal's field), or arguments spelled one by one
// (FT.CREATE idx … PREFIX 2 p1 p2). With neither, the creation spells no
// prefix and the index covers every key; Unknown is set when the count of
// the prefixes is not a constant.
type IndexPrefixes struct {
	List    ast.Expr
	Args    []ast.Expr
	Unknown bool
}

// SearchIndex returns, for a call that creates a search index, the
// argument naming the index and the prefixes of the keys it covers, or
// false.
func SearchIndex(info *types.Info, expr *ast.CallExpr) (index ast.Expr, prefixes IndexPrefixes, ok bool) {
	fn, _ := typeutil.Callee(info, expr).(*types.Func)
	if fn == nil || fn.Pkg() == nil {
		return nil, IndexPrefixes{}, false
	}
	if index, prefixes, ok := genericIndex(info, expr); ok {
		return index, prefixes, true
	}
	if index, prefixes, ok := builtIndex(info, expr); ok {
		return index, prefixes, true
	}
	for _, l := range candidates(fn.Pkg().Path()) {
		m, found := l.indexMakers[tableName(fn)]
		if !found && fn.Signature().Recv() != nil {
			m, found = l.indexMakers["*."+fn.Name()]
		}
		if !found {
			continue
		}
		sig := fn.Signature()
		i, o := paramNamed(sig, m.Index), paramNamed(sig, m.Options)
		if i < 0 || i >= len(expr.Args) {
			return nil, IndexPrefixes{}, false
		}
		if o >= 0 && o < len(expr.Args) {
			prefixes.List = fieldOfLiteral(expr.Args[o], m.Prefixes)
		}
		return expr.Args[i], prefixes, true
	}
	return nil, IndexPrefixes{}, false
}

// genericIndex is SearchIndex of a generic call of FT.CREATE idx …
// PREFIX n p1 … pn.
func genericIndex(info *types.Info, expr *ast.CallExpr) (ast.Expr, IndexPrefixes, bool) {
	d := Match(info, expr)
	if d == nil || !d.Generic || len(d.Keys) == 0 || d.Keys[0].Arg >= len(d.Args) {
		return nil, IndexPrefixes{}, false
	}
	args := d.Args[d.Keys[0].Arg:]
	if name, ok := constString(info, args[0]); !ok || !strings.EqualFold(name, "FT.CREATE") || len(args) < 2 {
		return nil, IndexPrefixes{}, false
	}
	for i := 2; i+1 < len(args); i++ {
		word, _ := constString(info, args[i])
		if strings.EqualFold(word, "SCHEMA") {
			break // the fields, one of which may be called PREFIX
		}
		if !strings.EqualFold(word, "PREFIX") {
			continue
		}
		tv, ok := info.Types[args[i+1]]
		if !ok || tv.Value == nil || tv.Value.Kind() != constant.Int || expr.Ellipsis.IsValid() {
			return args[1], IndexPrefixes{Unknown: true}, true
		}
		n, exact := constant.Int64Val(tv.Value)
		if !exact || n < 0 || i+2+int(n) > len(args) {
			return args[1], IndexPrefixes{Unknown: true}, true
		}
		return args[1], IndexPrefixes{Args: args[i+2 : i+2+int(n)]}, true
	}
	return args[1], IndexPrefixes{}, true
}

// builtIndex is SearchIndex of the Build step of a builder chain of
// FT.CREATE: B().FtCreate().Index(idx).OnHash().Prefix(n).Prefix(p1, p2)….
func builtIndex(info *types.Info, expr *ast.CallExpr) (ast.Expr, IndexPrefixes, bool) {
	if fn, _ := calleeOf(info, expr); fn == nil || fn.Name() != "Build" {
		return nil, IndexPrefixes{}, false
	}
	var index ast.Expr
	var prefixes IndexPrefixes
	for e := ast.Expr(expr); ; {
		call, ok := ast.Unparen(e).(*ast.CallExpr)
		if !ok {
			return nil, IndexPrefixes{}, false
		}
		sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr)
		fn, _ := calleeOf(info, call)
		if !ok || fn == nil || fn.Pkg() == nil || fn.Signature().Recv() == nil {
			return nil, IndexPrefixes{}, false
		}
		if ls := candidates(fn.Pkg().Path()); len(ls) == 0 || !ls[0].builder {
			return nil, IndexPrefixes{}, false
		}
		if isNamed(fn.Signature().Recv().Type(), "Builder") {
			if fn.Name() != "FtCreate" || index == nil {
				return nil, IndexPrefixes{}, false
			}
			return index, prefixes, true
		}
		switch sig := fn.Signature(); {
		case fn.Name() == "Index" && len(call.Args) == 1:
			index = call.Args[0]
		case fn.Name() == "Prefix" && sig.Variadic() && isStringSlice(sig.Params().At(sig.Params().Len()-1).Type()):
			// Prefix(count) comes first; the prefixes follow, in one
			// step or several.
			switch {
			case !call.Ellipsis.IsValid():
				prefixes.Args = append(call.Args[:len(call.Args):len(call.Args)], prefixes.Args...)
			case prefixes.List == nil && len(call.Args) == 1:
				prefixes.List = call.Args[0]
			default:
				prefixes.Unknown = true
			}
		}
		e = sel.X
	}
}

// fieldOfLiteral returns the value of field name in a struct literal (or
// its address), or nil.
func fieldOfLiteral(e ast.Expr, name string) ast.Expr {
	e = ast.Unparen(e)
	if u, ok := e.(*ast.UnaryExpr); ok {
		e = ast.Unparen(u.X)
	}
	lit, ok := e.(*ast.CompositeLit)
	if !ok {
		return nil
	}
	for _, el := range lit.Elts {
		if kv, ok := el.(*ast.KeyValueExpr); ok {
			if id, ok := kv.Key.(*ast.Ident); ok && id.Name == name {
				return kv.Value
			}
		}
	}
	return nil
}

// paramNamed returns the index of sig's parameter called name, or -1.
func paramNamed(sig *types.Signature, name string) int {
	for i := 0; i < sig.Params().Len(); i++ {
		if sig.Params().At(i).Name() == name {
			return i
		}
	}
	return -1
}

// HoldsKey reports whether t (or *t) is an object that holds a key, one
// a method returns (redsync's Mutex, redislock's Lock, go-redis's
// ScanIterator): a value of it stands for the key it holds.
func HoldsKey(t types.Type) bool {
	n := namedOf(t)
	if n == nil || n.Obj().Pkg() == nil {
		return false
	}
	prefix := n.Obj().Name() + "."
	for _, l := range candidates(n.Obj().Pkg().Path()) {
		for name, h := range l.holders {
			if h.Receiver && !h.Reply && strings.HasPrefix(name, prefix) {
				return true
			}
		}
	}
	return false
}
