package luakeys

import (
	"strconv"

	"github.com/yuin/gopher-lua/ast"
)

// expr evaluates an expression, recording the Redis calls inside it; one
// nested past maxNesting is too large.
func (w *walker) expr(e ast.Expr, sc *scope) value {
	w.step()
	w.nesting++
	defer func() { w.nesting-- }()
	if w.nesting > maxNesting {
		return hole(TooLarge, "")
	}
	switch e := e.(type) {
	case *ast.StringExpr:
		return text(e.Value)
	case *ast.NumberExpr:
		// Lua writes an integral number without a fraction when it
		// concatenates it; other forms (0x10, 1e3) are left as numbers.
		if n, err := strconv.Atoi(e.Value); err == nil {
			return text(strconv.Itoa(n))
		}
		return number()
	case *ast.IdentExpr:
		return w.ident(e.Value, sc)
	case *ast.Comma3Expr:
		if v := sc.lookup("..."); v != nil && v.val.kind == vTable {
			return v.val.list.element(text("1"), "...")
		}
		return hole(Parameter, "...")
	case *ast.AttrGetExpr:
		return w.index(e, sc)
	case *ast.StringConcatOpExpr:
		return concat(w.expr(e.Lhs, sc), w.expr(e.Rhs, sc))
	case *ast.ArithmeticOpExpr:
		return arithmetic(e.Operator, w.expr(e.Lhs, sc), w.expr(e.Rhs, sc))
	case *ast.UnaryMinusOpExpr:
		w.expr(e.Expr, sc)
		return number()
	case *ast.UnaryLenOpExpr:
		t := w.expr(e.Expr, sc)
		if kind, ok := argTable(t); ok && kind == KeysElem && w.numKeys >= 0 {
			return text(strconv.Itoa(w.numKeys))
		}
		if t.kind == vTable {
			return t.list.length()
		}
		return number()
	case *ast.LogicalOpExpr:
		w.expr(e.Lhs, sc)
		w.expr(e.Rhs, sc)
		return hole(Operator, e.Operator)
	case *ast.RelationalOpExpr:
		w.expr(e.Lhs, sc)
		w.expr(e.Rhs, sc)
		return hole(Operator, e.Operator)
	case *ast.UnaryNotOpExpr:
		w.expr(e.Expr, sc)
		return hole(Operator, "not")
	case *ast.TableExpr:
		return w.tableExpr(e, sc)
	case *ast.FunctionExpr:
		return w.function(e, sc)
	case *ast.FuncCallExpr:
		return w.funcCall(e, sc)
	default: // true, false, nil
		return hole(Operator, "constant")
	}
}

// ident is the value of a name: a variable, or a global of the Redis Lua
// environment.
func (w *walker) ident(name string, sc *scope) value {
	if v := sc.lookup(name); v != nil {
		return v.val
	}
	if environment[name] {
		return builtin(name)
	}
	return hole(Global, name)
}

// index is the value of t[k] or t.k: an element of KEYS, ARGV, a list or
// a command's reply, or a function of a library table such as redis.call.
func (w *walker) index(e *ast.AttrGetExpr, sc *scope) value {
	t := w.expr(e.Object, sc)
	k := w.expr(e.Key, sc)
	if kind, ok := argTable(t); ok {
		if n, ok := k.integer(); ok && n > 0 {
			return elem(kind, n)
		}
		return elem(kind, 0)
	}
	if t.kind == vTable {
		return t.list.element(k, describe(e.Object, t))
	}
	if e, ok := t.element(); ok {
		return e
	}
	if t.kind == vBuiltin && libraries[t.name] {
		if name, ok := k.literal(); ok {
			return builtin(t.name + "." + name)
		}
	}
	return hole(Field, describe(e.Object, t))
}

// describe names an expression for a reason: the variable or builtin it
// is, or what the analysis knows of it.
func describe(e ast.Expr, v value) string {
	switch v.kind {
	case vBuiltin:
		return v.name
	case vFunc:
		return v.fn.label()
	}
	if id, ok := e.(*ast.IdentExpr); ok {
		return id.Value
	}
	return "an expression"
}

// argTable reports whether a value is KEYS or ARGV, and the kind of its elements.
func argTable(v value) (PartKind, bool) {
	if v.kind != vBuiltin {
		return 0, false
	}
	switch v.name {
	case "KEYS":
		return KeysElem, true
	case "ARGV":
		return ArgvElem, true
	}
	return 0, false
}

// funcCall evaluates a call: a Redis call, a library function, or a
// function of the script.
func (w *walker) funcCall(e *ast.FuncCallExpr, sc *scope) value {
	if e.Receiver != nil {
		return w.methodCall(e, sc)
	}
	f := w.expr(e.Func, sc)
	if f.kind == vBuiltin && redisCalls[f.name] {
		return w.redisCall(f.name, e, sc)
	}
	if f.kind == vBuiltin && registerCalls[f.name] && w.registered != nil {
		w.register(e, sc)
		return hole(Result, f.name)
	}
	args, _, _ := w.callArgs(e.Args, sc)
	switch f.kind {
	case vFunc:
		return w.call(f.fn, args)
	case vBuiltin:
		return w.library(f.name, args)
	}
	return hole(Result, describe(e.Func, f))
}

// methodCall evaluates obj:method(args): string methods on a string value,
// unknown otherwise.
func (w *walker) methodCall(e *ast.FuncCallExpr, sc *scope) value {
	recv := w.expr(e.Receiver, sc)
	args := []value{recv}
	for _, a := range e.Args {
		args = append(args, w.expr(a, sc))
	}
	if recv.kind == vString {
		return w.library("string."+e.Method, args)
	}
	return hole(Result, describe(e.Receiver, recv)+":"+e.Method)
}

// arithmetic is the value of a + b, a - b or a * b on literal integers (a
// key count such as #KEYS - 1), a number otherwise.
func arithmetic(op string, a, b value) value {
	x, okA := a.integer()
	y, okB := b.integer()
	if !okA || !okB {
		return number()
	}
	switch op {
	case "+":
		return text(strconv.Itoa(x + y))
	case "-":
		return text(strconv.Itoa(x - y))
	case "*":
		return text(strconv.Itoa(x * y))
	}
	return number()
}
