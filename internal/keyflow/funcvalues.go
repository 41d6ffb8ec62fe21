package keyflow

import (
	"go/ast"
	"go/token"
	"go/types"
)

// Calls through function values. A call f(args) whose f is a variable, a
// field, a map element or a parameter has no callee of its own; what f can
// hold is found from its assignments (a local's reaching assignments, a
// field's or package variable's composite literals and assignments, a map
// literal's values, the arguments of the calls of a function only this
// package calls), down to function literals, declared functions and method
// values (get := rdb.Get). The call is then a call of each: a client
// method, a wrapper of the package, or a key helper whose result is the
// key.

// funcVars follows calls through function values (variables, fields, map
// entries holding functions) to the functions they can hold.
type funcVars struct {
	ev *Evaluator
	// indexWritten are the objects the package writes an element of by
	// index (m[k] = f), found on first use.
	indexWritten map[types.Object]bool
}

// A FuncValue is one function a function value can hold.
type FuncValue struct {
	// Fn is a declared function or a method (a method value), or nil.
	Fn *types.Func
	// Lit is a function literal, or nil.
	Lit *ast.FuncLit
	// Expr is the expression that names Fn (rdb.Get), so that a client's
	// method is matched as if it were called there.
	Expr ast.Expr
}

// FuncValues returns the functions a function value e can hold, or nil
// when they cannot all be told.
func (ev *Evaluator) FuncValues(e ast.Expr) []FuncValue {
	if v := ev.viewAt(e.Pos()); v != ev {
		return v.FuncValues(e)
	}
	defer ev.enter()()
	values, _ := ev.funcs.funcValues(e)
	return values
}

// funcValues returns the functions e can hold, or nil when they cannot
// all be told: LimitFuncValues when they are more than maxFuncValues.
func (c *funcVars) funcValues(e ast.Expr) ([]FuncValue, Limit) {
	var out []FuncValue
	seen := make(map[ast.Node]bool)
	limit := NoLimit
	cut := func(l Limit) {
		if limit == NoLimit {
			limit = l
		}
	}
	var walk func(e ast.Expr) bool
	walk = func(e ast.Expr) bool {
		e = ast.Unparen(e)
		if len(out) > maxFuncValues || seen[e] {
			return len(out) <= maxFuncValues
		}
		seen[e] = true
		info := c.ev.Info
		switch e := e.(type) {
		case *ast.FuncLit:
			out = append(out, FuncValue{Lit: e})
			return true
		case *ast.IndexExpr:
			return c.mapValues(e, walk)
		case *ast.Ident, *ast.SelectorExpr:
			id := identOf(e)
			switch obj := info.Uses[id].(type) {
			case *types.Func:
				out = append(out, FuncValue{Fn: obj, Expr: e})
				return true
			case *types.Var:
				return c.varValues(obj, id, walk, cut)
			}
		}
		return false
	}
	known := walk(e)
	switch {
	case len(out) > maxFuncValues:
		return nil, LimitFuncValues
	case !known || len(out) == 0:
		return nil, limit
	}
	return out, NoLimit
}

// identOf returns the identifier an identifier or selector names.
func identOf(e ast.Expr) *ast.Ident {
	if sel, ok := e.(*ast.SelectorExpr); ok {
		return sel.Sel
	}
	id, _ := e.(*ast.Ident)
	return id
}

// varValues follows the assignments of a variable, field or parameter
// holding a function; cut records a bound that stopped it.
func (c *funcVars) varValues(v *types.Var, use *ast.Ident, walk func(ast.Expr) bool, cut func(Limit)) bool {
	if _, ok := v.Type().Underlying().(*types.Signature); !ok {
		return false
	}
	if fn := c.paramOf(v); fn != nil {
		sites, limit := c.ev.helpers.closedCalls(fn)
		if len(sites) == 0 {
			cut(limit)
			return false
		}
		idx := ParamPosition(fn, v)
		for _, call := range sites {
			arg := ArgFor(call, fn, idx)
			if arg == nil || !walk(arg) {
				return false
			}
		}
		return true
	}
	if v.IsField() || v.Parent() == c.ev.pkg.Scope() {
		assigns := c.ev.globals.assigns[v]
		if c.ev.globals.opaque[v] || len(assigns) == 0 {
			return false
		}
		for _, a := range assigns {
			if !walk(a) {
				return false
			}
		}
		return true
	}
	defs, complete := c.ev.Locals().Reaching(v, use)
	if !complete || len(defs) == 0 {
		return false
	}
	for _, d := range defs {
		if d.Value == nil || d.Op != token.ASSIGN || !walk(d.Value) {
			return false
		}
	}
	return true
}

// mapValues follows m[k] to the values of the map literal m holds: the
// value of key k when it is a constant the literal has, else every value.
func (c *funcVars) mapValues(e *ast.IndexExpr, walk func(ast.Expr) bool) bool {
	info := c.ev.Info
	if _, ok := info.TypeOf(e.X).Underlying().(*types.Map); !ok {
		return false
	}
	var lit *ast.CompositeLit
	switch x := ast.Unparen(e.X).(type) {
	case *ast.CompositeLit:
		lit = x
	case *ast.Ident, *ast.SelectorExpr:
		v, ok := info.Uses[identOf(x)].(*types.Var)
		if !ok {
			return false
		}
		var init ast.Expr
		if v.IsField() || v.Parent() == c.ev.pkg.Scope() {
			init = c.ev.globals.init(v)
		} else {
			init = c.ev.SingleValue(v, identOf(x))
		}
		lit, _ = ast.Unparen(init).(*ast.CompositeLit)
	}
	if lit == nil || c.mapWritten(e.X) {
		return false
	}
	key, known := ConstString(info, e.Index)
	var values []ast.Expr
	for _, el := range lit.Elts {
		kv, ok := el.(*ast.KeyValueExpr)
		if !ok {
			return false
		}
		if k, ok := ConstString(info, kv.Key); known && ok && k == key {
			return walk(kv.Value)
		}
		values = append(values, kv.Value)
	}
	for _, v := range values {
		if !walk(v) {
			return false
		}
	}
	return len(values) > 0
}

// mapWritten reports whether the map x names is written anywhere by index
// (m[k] = f): its literal then is not all it holds.
func (c *funcVars) mapWritten(x ast.Expr) bool {
	id := identOf(ast.Unparen(x))
	if id == nil {
		return true
	}
	if c.indexWritten == nil {
		c.indexWritten = make(map[types.Object]bool)
		for cur := range c.ev.syntax.preorder((*ast.AssignStmt)(nil)) {
			for _, lhs := range cur.Node().(*ast.AssignStmt).Lhs {
				if ix, ok := ast.Unparen(lhs).(*ast.IndexExpr); ok {
					if lid := identOf(ast.Unparen(ix.X)); lid != nil {
						c.indexWritten[c.ev.Info.Uses[lid]] = true
					}
				}
			}
		}
	}
	return c.indexWritten[c.ev.Info.Uses[id]]
}

// paramOf returns the declared function v is a parameter of, or nil.
func (c *funcVars) paramOf(v *types.Var) *types.Func {
	if !c.ev.params[v] {
		return nil
	}
	for fn := range c.ev.decls {
		if ParamPosition(fn, v) >= 0 {
			return fn
		}
	}
	return nil
}

// ParamPosition returns the index of parameter v of fn, or -1.
func ParamPosition(fn *types.Func, v *types.Var) int {
	params := fn.Signature().Params()
	for i := 0; i < params.Len(); i++ {
		if params.At(i) == v {
			return i
		}
	}
	return -1
}

// valueCall returns the templates of the result of a call through a
// function value: each function it can hold evaluated with the call's
// arguments; none when they cannot be told.
func (c *funcVars) valueCall(b *Evaluator, call *ast.CallExpr) Value {
	values, limit := c.funcValues(call.Fun)
	if limit != NoLimit {
		return b.Unknown(call).Limited(limit)
	}
	if values == nil {
		return Value{}
	}
	var out Value
	for _, fv := range values {
		var v Value
		switch {
		case fv.Lit != nil:
			sig, ok := c.ev.Info.TypeOf(fv.Lit).(*types.Signature)
			if !ok {
				return Value{}
			}
			v = c.ev.helpers.inlineBody(b, fv.Lit, sig, fv.Lit.Body, literalArgs(call, sig))
		default:
			named := *call
			named.Fun = fv.Expr
			v = c.ev.helpers.producerCall(b, &named)
		}
		if !v.Told() {
			return Value{}
		}
		out = out.Join(v)
	}
	return out.Bound(b.Origins)
}

// literalArgs returns the argument of each parameter of a function
// literal at call, nil for a variadic parameter.
func literalArgs(call *ast.CallExpr, sig *types.Signature) func(int) ast.Expr {
	return func(i int) ast.Expr {
		if i < 0 || i >= len(call.Args) || sig.Variadic() && i == sig.Params().Len()-1 {
			return nil
		}
		return call.Args[i]
	}
}

// InLiteral runs f with the string parameters of the function literal lit
// bound to the arguments of call, a call through a function value that
// holds lit: the keys that the calls of lit's body build are then those
// of this call, as a wrapper's are at each of its calls. It reports
// false, without running f, when lit is already being entered (a closure
// calling itself) or has no signature.
func (ev *Evaluator) InLiteral(lit *ast.FuncLit, call *ast.CallExpr, f func()) bool {
	sig, ok := ev.Info.TypeOf(lit).(*types.Signature)
	if !ok || ev.helpers.inlining[lit] {
		return false
	}
	defer ev.enter()()
	ran := false
	ev.helpers.withArgs(ev, lit, sig, literalArgs(call, sig), func() Value {
		f()
		ran = true
		return Value{}
	})
	return ran
}

// LiteralParams maps the root of each named parameter of a function
// literal to its index, as ParamIndex does for a declared function.
func LiteralParams(info *types.Info, lit *ast.FuncLit) map[Root]int {
	out := make(map[Root]int)
	i := 0
	for _, f := range lit.Type.Params.List {
		if len(f.Names) == 0 {
			i++
		}
		for _, name := range f.Names {
			if v, ok := info.Defs[name].(*types.Var); ok {
				out[VarRoot(v)] = i
			}
			i++
		}
	}
	return out
}

// ReadsParam reports whether expression e reads one of params.
func ReadsParam(info *types.Info, e ast.Expr, params map[Root]int) bool {
	found := false
	ast.Inspect(e, func(n ast.Node) bool {
		if id, ok := n.(*ast.Ident); ok {
			if v, ok := info.Uses[id].(*types.Var); ok {
				_, found = params[VarRoot(v)]
			}
		}
		return !found
	})
	return found
}
