package clients

import (
	"go/ast"
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
	// HeldList: the expression is a list of keys (redislock's
	// ObtainMulti); the object holds each of them.
	HeldList
)

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
	ls := candidates(fn.Pkg().Path())
	if len(ls) == 0 {
		return nil, HeldValue, false
	}
	if p, ok := genericScan(info, expr); ok {
		return p, HeldPattern, true
	}
	if h, found := holderOf(fn); found {
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
	return nil, HeldValue, false
}

// holderOf returns the Holder entry of a function of a client library.
func holderOf(fn *types.Func) (Holder, bool) {
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
	fn, _ := typeutil.Callee(info, call).(*types.Func)
	if fn == nil || fn.Pkg() == nil {
		return false
	}
	h, found := holderOf(fn)
	return found && !h.Receiver && (h.Kind == HeldValue || h.Kind == HeldList)
}

// genericScan reports whether a call is a generic call of SCAN or KEYS
// (conn.Do("SCAN", cursor, "MATCH", pattern), conn.Do("KEYS", pattern))
// and returns the pattern argument, nil when the call spells none.
func genericScan(info *types.Info, expr *ast.CallExpr) (ast.Expr, bool) {
	d := Match(info, expr)
	if d == nil || !d.Generic || len(d.Keys) == 0 || d.Keys[0].Arg >= len(d.Args) {
		return nil, false
	}
	args := d.Args[d.Keys[0].Arg:]
	name, ok := constString(info, args[0])
	switch {
	case !ok:
		return nil, false
	case strings.EqualFold(name, "KEYS") && len(args) == 2 && !expr.Ellipsis.IsValid():
		return args[1], true
	case !strings.EqualFold(name, "SCAN"):
		return nil, false
	}
	for i := 1; i+1 < len(args); i++ {
		if word, ok := constString(info, args[i]); ok && strings.EqualFold(word, "MATCH") {
			return args[i+1], true
		}
	}
	return nil, true
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

// SearchIndex returns, for a call that creates a search index, the
// argument naming the index and the expression listing its key prefixes
// (an options literal's field), or false; prefixes is nil when the call
// spells none.
func SearchIndex(info *types.Info, expr *ast.CallExpr) (index, prefixes ast.Expr, ok bool) {
	fn, _ := typeutil.Callee(info, expr).(*types.Func)
	if fn == nil || fn.Pkg() == nil {
		return nil, nil, false
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
			return nil, nil, false
		}
		if o >= 0 && o < len(expr.Args) {
			prefixes = fieldOfLiteral(expr.Args[o], m.Prefixes)
		}
		return expr.Args[i], prefixes, true
	}
	return nil, nil, false
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
			if h.Receiver && strings.HasPrefix(name, prefix) {
				return true
			}
		}
	}
	return false
}
