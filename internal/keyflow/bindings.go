package keyflow

import (
	"go/ast"
	"go/token"
	"go/types"

	"golang.org/x/tools/go/types/typeutil"

	"github.com/rediskeylint/rediskeylint/keyrules"
)

// Parameters bound from call sites. A value built inside a function from
// its parameters is known better at each call than in general:
//
//   - a function of this package called with known arguments is evaluated
//     again with its parameters bound to them, so that what its summary
//     cannot say in terms of a parameter (strings.Replace on a template
//     the caller passes, a choice between the parameter and an edited
//     copy of it) is rebuilt from the argument;
//   - a struct field or variable assigned inside a function that only this
//     package can call (a constructor such as newQueue(name, tmpl)) takes
//     the values its callers pass: one evaluation per call site, the
//     union kept.
//
// Holes that stood for a parameter other than a whole string take the
// argument's identity, so that two calls with different arguments never
// look like the same key.

// calls indexes the package's calls of its own functions, and the
// functions used otherwise than called (a value, a method value), whose
// callers cannot all be seen.
type calls struct {
	sites   map[*types.Func][]*ast.CallExpr
	escaped map[*types.Func]bool
}

func newCalls(info *types.Info, files []*ast.File, nodes *syntax, decls map[*types.Func]*ast.FuncDecl) *calls {
	cs := &calls{sites: make(map[*types.Func][]*ast.CallExpr), escaped: make(map[*types.Func]bool)}
	called := make(map[*ast.Ident]bool)
	for c := range nodes.preorder((*ast.CallExpr)(nil)) {
		call := c.Node().(*ast.CallExpr)
		fn := typeutil.StaticCallee(info, call)
		if fn == nil || decls[fn.Origin()] == nil {
			continue
		}
		cs.sites[fn.Origin()] = append(cs.sites[fn.Origin()], call)
		switch fun := ast.Unparen(call.Fun).(type) {
		case *ast.Ident:
			called[fun] = true
		case *ast.SelectorExpr:
			called[fun.Sel] = true
		case *ast.IndexExpr: // f[T](…)
			if id, ok := ast.Unparen(fun.X).(*ast.Ident); ok {
				called[id] = true
			}
		}
	}
	for id, obj := range info.Uses {
		// Only the uses in files count: the production view's calls are
		// not made open by what the package's tests do.
		if fn, ok := obj.(*types.Func); ok && decls[fn.Origin()] != nil && !called[id] && inFiles(id.Pos(), files) {
			cs.escaped[fn.Origin()] = true
		}
	}
	return cs
}

// closed returns the calls of fn when they are all there is: fn is not
// exported, never used as a value, and called at most maxBoundCalls
// times; past that bound, none and LimitBoundCalls.
func (cs *calls) closed(fn *types.Func) ([]*ast.CallExpr, Limit) {
	if fn == nil || token.IsExported(fn.Name()) || cs.escaped[fn] {
		return nil, NoLimit
	}
	if list := cs.sites[fn]; len(list) <= maxBoundCalls {
		return list, NoLimit
	}
	return nil, LimitBoundCalls
}

// enclosingFunc returns the declared function whose body holds pos.
func (ev *Evaluator) enclosingFunc(pos token.Pos) *types.Func {
	for fn, decl := range ev.decls {
		if decl.Body != nil && decl.Body.Pos() <= pos && pos < decl.Body.End() {
			return fn
		}
	}
	return nil
}

// boundAssignment returns the templates of e, a value assigned to a field
// or package variable. When e is inside a function only this package
// calls and its templates hold that function's parameters, it is
// evaluated once per call site with the parameters bound to the
// arguments.
func (c *keyHelpers) boundAssignment(b *Evaluator, e ast.Expr) Value {
	v := b.Eval(e)
	fn := c.ev.enclosingFunc(e.Pos())
	if fn == nil || !mentionsParams(v.Alts, fn.Signature()) || c.inlining[fn] {
		return v
	}
	sites, limit := c.closedCalls(fn)
	if len(sites) == 0 && limit == NoLimit {
		// An exported constructor: its callers elsewhere choose any
		// value, the package's own calls (a default constructor) theirs.
		if d := c.ev.ctors.ownDefaults(b, fn, v); d.Told() {
			return d
		}
	}
	if len(sites) == 0 {
		return v.Limited(limit)
	}
	var out Value
	for _, call := range sites {
		bound := c.withArgs(b, fn, fn.Signature(), callArgs(call, fn), func() Value { return b.Eval(e) })
		if !bound.Told() {
			return v
		}
		out = out.Join(bound)
	}
	// Bound to more alternatives than the engine keeps, the values would
	// be widened into less than the unbound template says: keep that.
	if out = out.Dedupe(); !fits(len(out.Alts)) {
		return v
	}
	return out
}

// inlineCall returns the templates of the results of fn, a function of
// this package, evaluated with its parameters bound to the arguments of
// call; none when they cannot be told.
func (c *keyHelpers) inlineCall(b *Evaluator, call *ast.CallExpr, fn *types.Func) Value {
	decl := c.ev.decls[fn]
	if decl == nil {
		return Value{}
	}
	return c.inlineBody(b, fn, fn.Signature(), decl.Body, callArgs(call, fn))
}

// inlineBody returns the templates of the results of a function body (a
// declared function's, or a function literal's, named by key), evaluated
// with its parameters bound to the arguments arg gives; none when
// they cannot be told.
func (c *keyHelpers) inlineBody(b *Evaluator, key any, sig *types.Signature, body *ast.BlockStmt, arg func(int) ast.Expr) Value {
	if c.inlining[key] || !returnsKey(sig) {
		return Value{}
	}
	cur, found := c.ev.syntax.at(body)
	if !found {
		return Value{}
	}
	results := keyResults(c.ev.Info, cur, sig)
	if len(results) == 0 {
		return Value{}
	}
	return c.withArgs(b, key, sig, arg, func() Value {
		var out Value
		for _, r := range results {
			if b.unselected(r.Pos()) {
				continue // a branch a constant argument does not take
			}
			out = out.Join(b.inBranches(b.Eval(r), r.Pos()))
		}
		// Past the engine's bound, the summary says more.
		if out = out.Dedupe(); !fits(len(out.Alts)) {
			return Value{}
		}
		return out
	})
}

// withArgs runs eval with the string parameters of sig bound to the
// templates of the arguments arg gives (-1: the receiver), then gives the
// holes that stand for its other parameters the identity of their
// argument. It returns none when eval does. key names the function, so that
// it is not entered again while eval runs.
func (c *keyHelpers) withArgs(b *Evaluator, key any, sig *types.Signature, arg func(int) ast.Expr, eval func() Value) Value {
	params := sig.Params()
	var restores []func()
	for i := 0; i < params.Len(); i++ {
		p := params.At(i)
		a := arg(i)
		if a == nil {
			continue
		}
		if tv, ok := b.Info.Types[a]; ok && tv.Value != nil && b.branchesOn(p) {
			// A constant that selects the function's branches: the
			// parameter is that constant, and renders as it.
			restores = append(restores, b.bindConst(p, tv.Value), b.bindVar(p, b.Eval(a)))
			continue
		}
		if !holdsKey(p.Type()) {
			continue
		}
		// An argument that may also be empty is empty on a failure path
		// (return "" after an error): a key is not built from that.
		restores = append(restores, b.bindVar(p, b.Eval(a).DropEmpty()))
	}
	c.inlining[key] = true
	var out Value
	within := b.withinShare(func() { out = eval() })
	delete(c.inlining, key)
	for i := len(restores) - 1; i >= 0; i-- {
		restores[i]()
	}
	if !within || !out.Told() {
		// Past its share of the budget, the summary says as much.
		return Value{}
	}
	return out.With(argIdentities(b, out.Alts, sig, arg, c.localTo(key)))
}

// localTo returns whether a variable is declared in the function key
// names (a declared function or a function literal).
func (c *keyHelpers) localTo(key any) func(types.Object) bool {
	var body ast.Node
	switch k := key.(type) {
	case *types.Func:
		if d := c.ev.decls[k]; d != nil {
			body = d
		}
	case *ast.FuncLit:
		body = k
	}
	return func(v types.Object) bool { return body != nil && IsInside(v.Pos(), body) }
}

// callArgs returns the argument of each parameter of fn at call (-1: the
// receiver), nil where it is not one expression.
func callArgs(call *ast.CallExpr, fn *types.Func) func(int) ast.Expr {
	return func(i int) ast.Expr { return ArgFor(call, fn, i) }
}

// argIdentities gives the holes of out that stand for a parameter of sig
// the identity of that parameter's argument.
func argIdentities(b *Evaluator, out []keyrules.Template, sig *types.Signature, arg func(int) ast.Expr, local func(types.Object) bool) []keyrules.Template {
	// A parameter whose argument reads no variable binds its holes to no
	// identity: ok is false.
	type binding struct {
		ref Ref
		ok  bool
	}
	args := make(map[Root]binding)
	index := make(map[*types.Var]int)
	bindArg := func(v *types.Var, i int) {
		var bd binding
		if a := arg(i); a != nil {
			bd.ref, bd.ok = b.ExprRef(a)
		}
		args[VarRoot(v)] = bd
		index[v] = i
	}
	if recv := sig.Recv(); recv != nil {
		bindArg(recv, -1)
	}
	params := sig.Params()
	for i := 0; i < params.Len(); i++ {
		bindArg(params.At(i), i)
	}
	res := make([]keyrules.Template, len(out))
	for i, t := range out {
		parts := t.Parts
		copied := false
		for j, p := range parts {
			r, ok := RefOf(p.Hole)
			if ok && r.Root.IsDerived() {
				if !copied {
					parts = append([]keyrules.Part(nil), parts...)
					copied = true
				}
				h := *p.Hole
				h.ID = nil
				if bound, ok := r.mapArgs(rootsOf(func(root Root) (Ref, bool, bool) {
					bd, found := args[root]
					if !found && root.Var != nil && local(root.Var) {
						// A local of the function: each call may see
						// another value.
						return Ref{}, true, false
					}
					return bd.ref, found, bd.ok
				})); ok {
					h.ID = bound
				}
				parts[j].Hole = &h
				continue
			}
			if !ok || r.Root.Var == nil {
				continue
			}
			bd, found := args[r.Root]
			if !found {
				continue
			}
			if !copied {
				parts = append([]keyrules.Part(nil), parts...)
				copied = true
			}
			h := *p.Hole
			h.ID = nil
			if bd.ok {
				h.ID = r.On(bd.ref)
			}
			parts[j].Hole = &h
		}
		// The function's branches on its parameters are branches on
		// their arguments.
		choices := bindChoices(t.Choices, func(cond condition) (condition, bool, bool) {
			idx, isParam := index[cond.v]
			if !cond.param || !isParam {
				return cond, false, true
			}
			bound, ok := b.argCondition(cond, arg(idx))
			return bound, true, ok
		})
		res[i] = keyrules.Template{Parts: parts, Choices: choices}
	}
	return res
}

// mentionsParams reports whether a template holds a hole that stands for
// a parameter of sig.
func mentionsParams(ts []keyrules.Template, sig *types.Signature) bool {
	params := sig.Params()
	for _, t := range ts {
		for _, p := range t.Parts {
			r, ok := RefOf(p.Hole)
			if !ok || r.Root.Var == nil {
				continue
			}
			for i := 0; i < params.Len(); i++ {
				if r.Root == VarRoot(params.At(i)) {
					return true
				}
			}
		}
	}
	return false
}

// worthInlining reports whether a call of producer fn, whose summary is
// ts, may be known better by evaluating fn again: the summary holds a
// whole string parameter that the call gives as known text, which fn may
// have edited (a replacement, a choice between it and an edited copy)
// where the summary could not.
func (c *keyHelpers) worthInlining(b *Evaluator, ts []keyrules.Template, call *ast.CallExpr, fn *types.Func) bool {
	// A constant that selects fn's branches is worth it; otherwise only
	// string parameters are bound: a constant of another type, which the
	// summary renders as itself, would be a hole here.
	params := fn.Signature().Params()
	constArg := func(i int) bool {
		tv, ok := b.Info.Types[ArgFor(call, fn, i)]
		return ok && tv.Value != nil
	}
	for i := 0; i < params.Len(); i++ {
		if constArg(i) && b.branchesOn(params.At(i)) {
			return true
		}
	}
	for i := 0; i < params.Len(); i++ {
		if constArg(i) && !IsString(params.At(i).Type()) {
			return false
		}
	}
	for _, t := range ts {
		for _, p := range t.Parts {
			r, ok := ParamOf(p.Hole)
			if !ok || r.Root.Param < 0 || !r.Whole() {
				continue
			}
			if arg := ArgFor(call, fn, r.Root.Param); arg != nil && AllLiteral(b.Eval(arg).Alts) {
				return true
			}
		}
	}
	return false
}
