// Package clients knows the Redis client libraries: for a call, which
// library sends it, which command, and which arguments hold keys in which
// shape, and what the library does with a transaction. It answers from the
// callee and the static types of the arguments only, like a rules map
// keyed by package path and method name; it knows nothing of the values
// the arguments hold.
//
// A client is one file of this package (plus the test data of its
// calls): the file declares the client's ClientID and, in an init
// function, registers the client's name and libraries. A library is the
// import paths of some packages, a method table for the functions that
// each send a fixed command (a map from "Type.Method" or "Func" to a
// Method), and a matcher for the rest; the matcher fills the Descriptor
// the analyzer reads, which says all the analyzer needs: keys, atomicity,
// transaction scope, expiry, pipelining, connection, script; its
// holders say which calls return objects that stand for keys (locks, SCAN
// cursors, searches: holders.go). The other files (this one,
// descriptor.go, consequence.go, mirror.go, holders.go) name no client; clients_test.go lists what each client file provides and checks
// that. The go-redis matcher decides keys by parameter names
// (goredis_tables.go), since go-redis names its parameters consistently;
// a library shaped like go-redis reuses it with its own receivers
// (goredisShaped), a fork of rueidis reuses the rueidis matchers.
package clients

import (
	"go/ast"
	"go/types"
	"slices"
	"strings"

	"golang.org/x/tools/go/ast/inspector"
	"golang.org/x/tools/go/types/typeutil"
)

// ClientID names a client library. Each client's file declares its
// constant; the values only need to be distinct.
type ClientID uint8

// NoClient is the zero ClientID: a call of the program's own wrapper.
const NoClient ClientID = 0

// A client is the registry's entry of one ClientID.
type client struct {
	// name is the name the catalog and messages show.
	name string
	// txConsequence, when set, says what the client itself does with a
	// transaction (TxCallback, TxPipe) whose keys span several slots, at
	// the given client version ("" when not known); when nil, Redis
	// rejects it.
	txConsequence func(version string) string
	// runsPipeline are the names of the methods that send what a pipeline
	// queued (go-redis Exec, redigo Flush).
	runsPipeline []string
}

// clientsByID and libraries are the registry the clients' init functions
// fill.
var (
	clientsByID = map[ClientID]client{}
	libraries   []library
)

// register records a client and the libraries that its file describes.
// A library's client may be another one: an adapter that takes keys where
// go-redis does speaks for go-redis.
func register(id ClientID, c client, libs ...library) {
	clientsByID[id] = c
	libraries = append(libraries, libs...)
}

func (c ClientID) String() string {
	if c == NoClient {
		return ""
	}
	if e, ok := clientsByID[c]; ok {
		return e.name
	}
	return "client(?)"
}

// RunsPipeline reports whether fn is a method that sends the commands a
// pipeline queued, by the names the clients give such methods; the
// receiver may be the program's own type wrapping a pipeline.
func RunsPipeline(fn *types.Func) bool {
	if fn == nil || fn.Signature().Recv() == nil {
		return false
	}
	for _, c := range clientsByID {
		if slices.Contains(c.runsPipeline, fn.Name()) {
			return true
		}
	}
	return false
}

// A library is one entry of the table: the packages of a client library
// and how a call into them is matched.
type library struct {
	client ClientID
	// paths are the import paths of the packages whose functions and
	// methods the matcher speaks for.
	paths []string
	// modules are path prefixes: every package under them belongs to the
	// library (for IsClientPackage, and matchers of any package of it).
	modules []string
	// methods is the table of the functions and methods whose calls send
	// fixed commands, by "Type.Method" or "Func"; it is consulted first.
	methods map[string]Method
	// match returns the descriptor of any other call into one of the
	// paths, or nil when the call sends nothing to check.
	match func(c *call) *Descriptor
	// makers are the functions that make a script object from its source,
	// by "Func" (ScriptMaker).
	makers map[string]ScriptMaker
	// builder is set for a library of command builder chains
	// (B().Get().Key(k)), whose expiry steps ExpiringChain tells.
	builder bool
	// commandSet names the library's interface that lists every command
	// method (go-redis's Cmdable), for interfaces of the program that
	// mirror it (mirror.go); "" for none.
	commandSet string
	// holders are the functions that make an object holding a key (a
	// lock made with its key, a SCAN cursor with its pattern) and the
	// object's methods that return it, by "Type.Method", "*.Method" (any
	// receiver) or "Func" (HeldKey).
	holders map[string]Holder
	// heldFields are the fields, by "Type.Field", that hold the key of
	// the value they are read from (a search result's documents, a
	// document's id).
	heldFields []string
	// indexMakers are the calls that create a search index over the keys
	// of some prefixes, by "Type.Method" or "*.Method".
	indexMakers map[string]IndexMaker
}

// A Method is the table entry of one function or method of a library whose
// calls send one fixed command. Arg indexes count the call's arguments as
// the function's parameters take them.
type Method struct {
	Command string
	Keys    []ArgSpec
	Atomic  bool
	Scope   TxScope
	// Expires is set when the call always gives its keys a TTL.
	Expires bool
	// Lua is set for a method that runs a Lua script.
	Lua *LuaSpec
}

// keyAt is one key at argument i.
func keyAt(i int) []ArgSpec { return []ArgSpec{{Arg: i, Shape: Single}} }

// candidates returns the libraries that speak for the package path: those
// listing it exactly first, then those without paths whose modules hold it.
func candidates(path string) []*library {
	var exact, module []*library
	for i := range libraries {
		l := &libraries[i]
		switch {
		case slices.Contains(l.paths, path):
			exact = append(exact, l)
		case len(l.paths) == 0 && underAny(path, l.modules):
			module = append(module, l)
		}
	}
	return append(exact, module...)
}

func underAny(path string, modules []string) bool {
	for _, m := range modules {
		if rest, ok := strings.CutPrefix(path, m); ok && (rest == "" || rest[0] == '/') {
			return true
		}
	}
	return false
}

// IsClientPackage reports whether the package path belongs to a client
// library itself.
func IsClientPackage(path string) bool {
	for i := range libraries {
		if underAny(path, libraries[i].modules) {
			return true
		}
	}
	return false
}

// ClientOf returns the library whose packages hold fn, or NoClient.
func ClientOf(fn *types.Func) ClientID {
	if fn == nil || fn.Pkg() == nil {
		return NoClient
	}
	return clientOfPath(fn.Pkg().Path())
}

func clientOfPath(path string) ClientID {
	if ls := candidates(path); len(ls) > 0 {
		return ls[0].client
	}
	return NoClient
}

// call is the view of one call that matchers read.
type call struct {
	info *types.Info
	expr *ast.CallExpr
	fn   *types.Func
	sig  *types.Signature
	// args are the call's arguments as fn's parameters take them: a
	// method expression's receiver argument is dropped.
	args []ast.Expr
}

// Match returns the descriptor of a call of a client library, or nil when
// the call is none or sends nothing to check.
func Match(info *types.Info, expr *ast.CallExpr) *Descriptor {
	fn, _ := typeutil.Callee(info, expr).(*types.Func)
	if fn == nil || fn.Pkg() == nil {
		return nil
	}
	ls := candidates(fn.Pkg().Path())
	if len(ls) == 0 {
		return nil
	}
	return matchWith(info, expr, fn, ls)
}

// LibraryCalls returns, in source order, the calls that ins visits of a
// function or method of a client library: the only calls that Match,
// MatchScriptMaker, LibrarySource and ExpiringChain can match. Most
// packages of a program make none, and those questions do not arise in
// them.
func LibraryCalls(info *types.Info, ins *inspector.Inspector) []*ast.CallExpr {
	var out []*ast.CallExpr
	library := map[*types.Package]bool{}
	for c := range ins.Root().Preorder((*ast.CallExpr)(nil)) {
		call := c.Node().(*ast.CallExpr)
		fn, _ := typeutil.Callee(info, call).(*types.Func)
		if fn == nil || fn.Pkg() == nil {
			continue
		}
		is, known := library[fn.Pkg()]
		if !known {
			is = len(candidates(fn.Pkg().Path())) > 0
			library[fn.Pkg()] = is
		}
		if is {
			out = append(out, call)
		}
	}
	return out
}

// MatchMirror returns the descriptor of a call of a method of the
// program's own interface that mirrors go-redis's methods (see mirrored),
// or nil. Ask it after the program's wrappers: a wrapper of the program
// that implements the interface says more about its keys.
func MatchMirror(info *types.Info, expr *ast.CallExpr) *Descriptor {
	fn, _ := typeutil.Callee(info, expr).(*types.Func)
	if fn == nil || fn.Pkg() == nil || len(candidates(fn.Pkg().Path())) > 0 {
		return nil
	}
	if fn = mirrored(fn); fn == nil {
		return nil
	}
	return matchWith(info, expr, fn, candidates(fn.Pkg().Path()))
}

// matchWith matches a call of fn, a function of the libraries ls.
func matchWith(info *types.Info, expr *ast.CallExpr, fn *types.Func, ls []*library) *Descriptor {
	c := &call{info: info, expr: expr, fn: fn, sig: fn.Signature(), args: expr.Args}
	if sel, ok := ast.Unparen(expr.Fun).(*ast.SelectorExpr); ok {
		if s := info.Selections[sel]; s != nil && s.Kind() == types.MethodExpr && len(expr.Args) > 0 {
			// (*redis.Client).Get(rdb, ctx, key): the receiver is the
			// first argument; the rest match the parameters.
			c.args = expr.Args[1:]
		}
	}
	for _, l := range ls {
		d := matchTable(c, l)
		if d == nil && l.match != nil {
			d = l.match(c)
		}
		if d != nil {
			d.Client = l.client
			d.Args = c.args
			d.Recv = receiverOf(info, expr)
			return d
		}
	}
	return nil
}

// matchTable matches a call against a library's method table.
func matchTable(c *call, l *library) *Descriptor {
	if l.methods == nil {
		return nil
	}
	m, ok := l.methods[tableName(c.fn)]
	if !ok {
		return nil
	}
	var keys []ArgSpec
	for _, k := range m.Keys {
		if k.Shape == Held || k.Arg < len(c.args) {
			keys = append(keys, k)
		}
	}
	return &Descriptor{Command: m.Command, Method: c.fn.Name(), Keys: keys, Atomic: m.Atomic, Scope: m.Scope, Expires: m.Expires, Lua: m.Lua}
}

// tableName is fn's name in a library's tables: "Type.Method" or "Func";
// "" for a method of an unnamed type.
func tableName(fn *types.Func) string {
	recv := fn.Signature().Recv()
	if recv == nil {
		return fn.Name()
	}
	n := namedOf(recv.Type())
	if n == nil {
		return ""
	}
	return n.Obj().Name() + "." + fn.Name()
}

// MatchScriptMaker returns what a call that makes a script object says of
// the script (where its source and key count are), or nil when the call
// makes none.
func MatchScriptMaker(info *types.Info, expr *ast.CallExpr) *ScriptMaker {
	fn, _ := typeutil.Callee(info, expr).(*types.Func)
	if fn == nil || fn.Pkg() == nil || fn.Signature().Recv() != nil {
		return nil
	}
	for _, l := range candidates(fn.Pkg().Path()) {
		if m, ok := l.makers[fn.Name()]; ok && m.Source < len(expr.Args) && m.KeyCount < len(expr.Args) {
			return &m
		}
	}
	return nil
}

// receiverOf returns the expression a method call is made on (m in
// m.Unlock(), or in (*Mutex).Unlock(m)), or nil when the call names no
// receiver in place.
func receiverOf(info *types.Info, expr *ast.CallExpr) ast.Expr {
	sel, ok := ast.Unparen(expr.Fun).(*ast.SelectorExpr)
	if !ok {
		return nil
	}
	s := info.Selections[sel]
	switch {
	case s == nil:
		return nil
	case s.Kind() == types.MethodExpr:
		if len(expr.Args) == 0 {
			return nil
		}
		return expr.Args[0]
	}
	return sel.X
}

// namedOf returns the named type of t or *t, or nil.
func namedOf(t types.Type) *types.Named {
	if p, ok := t.(*types.Pointer); ok {
		t = p.Elem()
	}
	n, _ := t.(*types.Named)
	return n
}

// isNamed reports whether t (or *t) is a named type called name.
func isNamed(t types.Type, name string) bool {
	n := namedOf(t)
	return n != nil && n.Obj().Name() == name
}

func isString(t types.Type) bool {
	if t == nil {
		return false
	}
	b, ok := t.Underlying().(*types.Basic)
	return ok && b.Info()&types.IsString != 0
}

func isStringSlice(t types.Type) bool {
	s, ok := t.Underlying().(*types.Slice)
	return ok && isString(s.Elem())
}
