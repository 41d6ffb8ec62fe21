// Package sizes tells the sizes the code fixes at compile time, for the
// rules of the key standards on big keys and batches: how many times a
// loop with constant bounds runs, how many bytes a constant-size value
// has. Anything else is unknown, and an unknown size is never reported.
package sizes

import (
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"

	"golang.org/x/tools/go/ast/inspector"

	"github.com/rediskeylint/rediskeylint/internal/keyflow"
)

// MaxCount bounds the counts the rules work with, so that products of
// loop bounds cannot overflow.
const MaxCount = 1 << 40

// A Loop is one for or range statement of the package with its bound.
type Loop struct {
	Node ast.Stmt
	Body *ast.BlockStmt
	// At is the cursor of Node, to visit what the loop holds.
	At inspector.Cursor
	// Count is how many times the body runs, or -1 when not constant.
	Count int
}

// Loops returns every loop of the package that ins visits, with its
// constant bound.
func Loops(info *types.Info, ins *inspector.Inspector) []Loop {
	var out []Loop
	for c := range ins.Root().Preorder((*ast.ForStmt)(nil), (*ast.RangeStmt)(nil)) {
		switch n := c.Node().(type) {
		case *ast.ForStmt:
			out = append(out, Loop{Node: n, Body: n.Body, At: c, Count: forCount(info, n)})
		case *ast.RangeStmt:
			out = append(out, Loop{Node: n, Body: n.Body, At: c, Count: rangeCount(info, n)})
		}
	}
	return out
}

// Enclosing returns the loops whose body holds pos, innermost first.
func Enclosing(loops []Loop, pos token.Pos) []Loop {
	var out []Loop
	for _, l := range loops {
		if l.Body.Pos() <= pos && pos < l.Body.End() {
			out = append(out, l)
		}
	}
	// Loops nest: the one that starts last is the innermost.
	for i := 1; i < len(out); i++ {
		for j := i; j > 0 && out[j].Node.Pos() > out[j-1].Node.Pos(); j-- {
			out[j], out[j-1] = out[j-1], out[j]
		}
	}
	return out
}

// forCount returns how many times "for i := a; i < b; i++" runs (also <=,
// >, >=, != and i--, i += k), with a and b constants; -1 otherwise.
func forCount(info *types.Info, f *ast.ForStmt) int {
	init, ok := f.Init.(*ast.AssignStmt)
	if !ok || len(init.Lhs) != 1 || len(init.Rhs) != 1 {
		return -1
	}
	id, ok := init.Lhs[0].(*ast.Ident)
	if !ok {
		return -1
	}
	v := info.ObjectOf(id)
	start, ok := Int(info, init.Rhs[0])
	if v == nil || !ok {
		return -1
	}
	cond, ok := f.Cond.(*ast.BinaryExpr)
	if !ok {
		return -1
	}
	op := cond.Op
	end, ok := Int(info, cond.Y)
	if x, isID := ast.Unparen(cond.X).(*ast.Ident); !isID || info.ObjectOf(x) != v || !ok {
		return -1
	}
	step := 0
	switch post := f.Post.(type) {
	case *ast.IncDecStmt:
		if x, ok := post.X.(*ast.Ident); ok && info.ObjectOf(x) == v {
			step = 1
			if post.Tok == token.DEC {
				step = -1
			}
		}
	case *ast.AssignStmt:
		if x, ok := post.Lhs[0].(*ast.Ident); ok && info.ObjectOf(x) == v && len(post.Rhs) == 1 {
			if k, ok := Int(info, post.Rhs[0]); ok && k > 0 {
				switch post.Tok {
				case token.ADD_ASSIGN:
					step = k
				case token.SUB_ASSIGN:
					step = -k
				}
			}
		}
	}
	var span int
	switch {
	case step > 0 && (op == token.LSS || op == token.NEQ):
		span = end - start
	case step > 0 && op == token.LEQ:
		span = end - start + 1
	case step < 0 && op == token.GTR:
		span = start - end
	case step < 0 && op == token.GEQ:
		span = start - end + 1
	default:
		return -1
	}
	if span <= 0 {
		return 0
	}
	if step < 0 {
		step = -step
	}
	return (span + step - 1) / step
}

// rangeCount returns how many times a range statement runs: over a
// constant integer (Go 1.22), an array, or a composite literal; -1
// otherwise.
func rangeCount(info *types.Info, r *ast.RangeStmt) int {
	if n, ok := Int(info, r.X); ok {
		return n
	}
	// An array's length is its type's, whatever its literal spells
	// ([3]int{} has three elements).
	t := info.TypeOf(r.X)
	if t == nil {
		return -1
	}
	if p, ok := t.Underlying().(*types.Pointer); ok {
		t = p.Elem()
	}
	if a, ok := t.Underlying().(*types.Array); ok {
		return int(a.Len())
	}
	if lit, ok := ast.Unparen(r.X).(*ast.CompositeLit); ok && !hasKeyedElements(lit) {
		return len(lit.Elts)
	}
	return -1
}

func hasKeyedElements(lit *ast.CompositeLit) bool {
	for _, e := range lit.Elts {
		if _, ok := e.(*ast.KeyValueExpr); ok {
			return true
		}
	}
	return false
}

// Int returns the value of a constant integer expression in
// 0..MaxCount (negative values are returned too, for loop starts).
func Int(info *types.Info, e ast.Expr) (int, bool) {
	tv, ok := info.Types[e]
	if !ok || tv.Value == nil {
		return 0, false
	}
	v := constant.ToInt(tv.Value)
	if v.Kind() != constant.Int {
		return 0, false
	}
	n, exact := constant.Int64Val(v)
	if !exact || n > MaxCount || n < -MaxCount {
		return 0, false
	}
	return int(n), true
}

// Mul multiplies two counts, saturating at MaxCount.
func Mul(a, b int) int {
	if a == 0 || b == 0 {
		return 0
	}
	if a > MaxCount/b {
		return MaxCount
	}
	return a * b
}

// Values tells the sizes of the values of one package.
type Values struct {
	Info *types.Info
	// Locals returns the package's assignments to local variables.
	Locals func() *keyflow.Locals
}

// DeclaredIn reports whether e reads a variable declared inside n or
// assigned inside it, so that its value can change from one iteration of
// the loop n to the next.
func (c Values) DeclaredIn(e ast.Expr, n ast.Node) bool {
	varies := false
	ast.Inspect(e, func(x ast.Node) bool {
		id, ok := x.(*ast.Ident)
		if !ok || varies {
			return !varies
		}
		v, ok := c.Info.Uses[id].(*types.Var)
		if !ok {
			return true
		}
		if keyflow.IsInside(v.Pos(), n) {
			varies = true
			return false
		}
		for _, d := range c.Locals().DefsOf(v) {
			if keyflow.IsInside(d.Start, n) {
				varies = true
				return false
			}
		}
		if c.Locals().Escaped(v) {
			varies = true // assigned through a pointer: cannot be told
		}
		return !varies
	})
	return varies
}

// Size returns the size in bytes of a value whose size the code fixes
// (valueSize).
func (c Values) Size(e ast.Expr) (int, bool) {
	return c.valueSize(e, 0)
}

// valueSize returns the size in bytes of a value whose size the code fixes:
// a constant string, strings.Repeat or bytes.Repeat of one a constant
// number of times, make([]byte, n), a []byte or string conversion, a sum
// of such strings, or a local variable only ever assigned one of them.
func (c Values) valueSize(e ast.Expr, depth int) (int, bool) {
	if depth > 8 {
		return 0, false
	}
	info := c.Info
	e = ast.Unparen(e)
	if tv, ok := info.Types[e]; ok && tv.Value != nil && tv.Value.Kind() == constant.String {
		return len(constant.StringVal(tv.Value)), true
	}
	switch e := e.(type) {
	case *ast.BinaryExpr:
		if e.Op != token.ADD {
			return 0, false
		}
		x, ok := c.valueSize(e.X, depth+1)
		if !ok {
			return 0, false
		}
		y, ok := c.valueSize(e.Y, depth+1)
		return x + y, ok
	case *ast.CompositeLit:
		if t, ok := info.TypeOf(e).Underlying().(*types.Array); ok && isByte(t.Elem()) {
			return int(t.Len()), true
		}
		if t, ok := info.TypeOf(e).Underlying().(*types.Slice); ok && isByte(t.Elem()) && !hasKeyedElements(e) {
			return len(e.Elts), true
		}
	case *ast.Ident:
		v, ok := info.Uses[e].(*types.Var)
		if !ok {
			return 0, false
		}
		defs, complete := c.Locals().Reaching(v, e)
		if !complete || len(defs) == 0 {
			return 0, false
		}
		size := -1
		for _, d := range defs {
			if d.Value == nil || d.Op == token.ADD_ASSIGN {
				return 0, false
			}
			n, ok := c.valueSize(d.Value, depth+1)
			if !ok {
				return 0, false
			}
			if size < 0 || n < size {
				size = n // the smallest value that can reach the use
			}
		}
		return size, true
	case *ast.CallExpr:
		return c.callSize(e, depth)
	}
	return 0, false
}

// callSize is valueSize of a call.
func (c Values) callSize(call *ast.CallExpr, depth int) (int, bool) {
	info := c.Info
	if tv, ok := info.Types[call.Fun]; ok && tv.IsType() && len(call.Args) == 1 {
		return c.valueSize(call.Args[0], depth+1) // []byte(s), string(b)
	}
	if id, ok := ast.Unparen(call.Fun).(*ast.Ident); ok && id.Name == "make" && len(call.Args) >= 2 {
		if _, isBuiltin := info.Uses[id].(*types.Builtin); isBuiltin {
			if s, ok := info.TypeOf(call.Args[0]).Underlying().(*types.Slice); ok && isByte(s.Elem()) {
				return Int(info, call.Args[1])
			}
		}
		return 0, false
	}
	fn := keyflow.Callee(info, call)
	switch funcName(fn) {
	case "strings.Repeat", "bytes.Repeat":
		if len(call.Args) != 2 {
			return 0, false
		}
		unit, ok := c.valueSize(call.Args[0], depth+1)
		if !ok {
			return 0, false
		}
		n, ok := Int(info, call.Args[1])
		if !ok || n < 0 {
			return 0, false
		}
		return Mul(unit, n), true
	}
	return 0, false
}

// funcName is the package path and name of fn ("strings.Repeat"), or "".
func funcName(fn *types.Func) string {
	if fn == nil || fn.Pkg() == nil {
		return ""
	}
	return fn.Pkg().Path() + "." + fn.Name()
}

func isByte(t types.Type) bool {
	b, ok := t.Underlying().(*types.Basic)
	return ok && b.Kind() == types.Byte
}

// InFuncLit reports whether a function literal inside n holds pos: n's
// iterations then run the literal, not necessarily the call.
func InFuncLit(pos token.Pos, n ast.Node) bool {
	inside := false
	ast.Inspect(n, func(x ast.Node) bool {
		if inside || x == nil {
			return false
		}
		if lit, ok := x.(*ast.FuncLit); ok && lit.Pos() <= pos && pos < lit.End() {
			inside = true
			return false
		}
		return x == n || x.Pos() <= pos && pos < x.End()
	})
	return inside
}
