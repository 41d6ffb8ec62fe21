package keyflow

import (
	"go/ast"
	"go/token"
	"go/types"
)

// Deterministic functions. A call of one gives the same result for the
// same arguments and the same state of what they point to, so that two
// holes made by it from the same values render the same text
// (valueids.go). Known deterministic:
//   - the functions of a few standard packages that compute from their
//     arguments alone (strconv, strings, hashes and encodings, math);
//   - a function of the package being analysed whose body writes only its
//     own locals, reads what it likes, and calls deterministic functions,
//     or methods of the standard library on its own locals (a hash it
//     feeds, a builder it fills); it starts no goroutine, touches no
//     channel and calls no function value.
//
// Anything else (a clock, a random source, a counter, a function of
// another package) is not.

// pureStdPackages are the standard packages whose functions compute
// their results from their arguments alone.
var pureStdPackages = map[string]bool{
	"strconv": true, "strings": true, "bytes": true, "unicode": true, "unicode/utf8": true,
	"math": true, "math/bits": true,
	"hash": true, "hash/fnv": true, "hash/crc32": true, "hash/crc64": true, "hash/adler32": true,
	"crypto/md5": true, "crypto/sha1": true, "crypto/sha256": true, "crypto/sha512": true,
	"encoding/hex": true, "encoding/base64": true, "encoding/base32": true, "encoding/binary": true,
	"path": true,
}

// pureFmt are the functions of fmt that only format.
var pureFmt = map[string]bool{"Sprint": true, "Sprintf": true, "Sprintln": true}

// pureBuiltins are the built-in functions that write nothing.
var pureBuiltins = map[string]bool{
	"len": true, "cap": true, "min": true, "max": true, "append": true, "make": true,
	"new": true, "panic": true, "real": true, "imag": true, "complex": true,
}

// deterministic reports whether a call of fn, of any package, gives the
// same result for the same arguments; methods of the standard library
// are not, since the state of their receiver is not an argument.
func (ev *Evaluator) deterministic(fn *types.Func) bool {
	if fn == nil || fn.Pkg() == nil {
		return false
	}
	fn = fn.Origin()
	if fn.Pkg() != ev.pkg {
		return fn.Signature().Recv() == nil && pureStd(fn)
	}
	idx := ev.indexed()
	if idx.pure == nil {
		idx.pure = make(map[*types.Func]bool)
	}
	if known, ok := idx.pure[fn]; ok {
		return known
	}
	decl := ev.decls[fn]
	if decl == nil {
		idx.pure[fn] = false
		return false
	}
	// A recursive call is as deterministic as the rest of the body.
	idx.pure[fn] = true
	pure := ev.pureBody(decl)
	idx.pure[fn] = pure
	return pure
}

// pureStd reports whether fn is a function or method of the standard
// library that computes from its arguments (or receiver) alone.
func pureStd(fn *types.Func) bool {
	path := fn.Pkg().Path()
	return pureStdPackages[path] || path == "fmt" && pureFmt[fn.Name()]
}

// pureBody reports whether a function's body writes only its own locals
// and calls only deterministic functions.
func (ev *Evaluator) pureBody(decl *ast.FuncDecl) bool {
	body := decl.Body
	own := func(e ast.Expr) bool {
		// A variable declared in the body: writing it changes nothing
		// the caller sees.
		id, ok := ast.Unparen(e).(*ast.Ident)
		if !ok {
			return false
		}
		if id.Name == "_" {
			return true
		}
		obj := ev.Info.ObjectOf(id)
		return obj != nil && body.Pos() <= obj.Pos() && obj.Pos() < body.End()
	}
	cur, found := ev.syntax.at(body)
	if !found {
		return false
	}
	pure := true
	nodes := cur.Preorder((*ast.GoStmt)(nil), (*ast.SendStmt)(nil), (*ast.SelectStmt)(nil), (*ast.DeferStmt)(nil),
		(*ast.FuncLit)(nil), (*ast.UnaryExpr)(nil), (*ast.AssignStmt)(nil), (*ast.IncDecStmt)(nil), (*ast.RangeStmt)(nil),
		(*ast.CallExpr)(nil))
	for c := range nodes {
		switch n := c.Node().(type) {
		case *ast.GoStmt, *ast.SendStmt, *ast.SelectStmt, *ast.DeferStmt, *ast.FuncLit:
			pure = false
		case *ast.UnaryExpr:
			pure = n.Op != token.ARROW
		case *ast.AssignStmt:
			if n.Tok != token.DEFINE {
				for _, l := range n.Lhs {
					pure = pure && own(l)
				}
			}
		case *ast.IncDecStmt:
			pure = own(n.X)
		case *ast.RangeStmt:
			if n.Tok == token.ASSIGN {
				pure = (n.Key == nil || own(n.Key)) && (n.Value == nil || own(n.Value))
			}
		case *ast.CallExpr:
			pure = ev.pureCall(n, own)
		}
		if !pure {
			break
		}
	}
	return pure
}

// pureCall reports whether a call in a deterministic body keeps it so:
// a conversion, a built-in that writes nothing, a deterministic function,
// or a method of the standard library on a local of the body.
func (ev *Evaluator) pureCall(call *ast.CallExpr, own func(ast.Expr) bool) bool {
	if tv, ok := ev.Info.Types[call.Fun]; ok && tv.IsType() {
		return true
	}
	if id, ok := ast.Unparen(call.Fun).(*ast.Ident); ok {
		if b, ok := ev.Info.Uses[id].(*types.Builtin); ok {
			return pureBuiltins[b.Name()]
		}
	}
	fn := Callee(ev.Info, call)
	if fn == nil || fn.Pkg() == nil {
		return false // a function value, or an error method
	}
	if fn.Signature().Recv() != nil && fn.Pkg() != ev.pkg {
		// io: the Write of a hash or builder the body feeds.
		sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr)
		return ok && (pureStd(fn) || fn.Pkg().Path() == "io") && own(sel.X)
	}
	return ev.deterministic(fn)
}
