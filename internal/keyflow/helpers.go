package keyflow

import (
	"go/ast"
	"go/types"
	"slices"

	"github.com/rediskeylint/rediskeylint/keyrules"
)

// keyHelpers are the package's key helpers: functions whose result is a
// key, summarised once with their parameters as holes and bound at each
// call, or evaluated again with the call's arguments.
type keyHelpers struct {
	ev        *Evaluator
	producers map[*types.Func]*producer
	// callIndex are the package's calls of its own functions, built on
	// first use (closedCalls); inlining the functions being evaluated
	// with bound parameters (bindings.go).
	callIndex *calls
	inlining  map[any]bool
}

// closedCalls returns the call sites of fn when this package alone calls
// it (calls.closed), indexing the package's calls on the first use.
func (c *keyHelpers) closedCalls(fn *types.Func) ([]*ast.CallExpr, Limit) {
	if c.callIndex == nil {
		c.callIndex = newCalls(c.ev.Info, c.ev.files, c.ev.syntax, c.ev.decls)
	}
	return c.callIndex.closed(fn)
}

// A producer is a function whose result is a key: what is known of it in
// this package.
type producer struct {
	value     Value // not told when the function is not a producer
	computing bool
	done      bool
	// readsChosen is set when the templates read a field of the receiver
	// that its maker chose (constructors.go).
	readsChosen bool
}

// FuncDecls maps the functions and methods declared in the package to
// their declarations.
func FuncDecls(info *types.Info, files []*ast.File) map[*types.Func]*ast.FuncDecl {
	out := make(map[*types.Func]*ast.FuncDecl)
	for _, f := range files {
		for _, d := range f.Decls {
			if fd, ok := d.(*ast.FuncDecl); ok && fd.Body != nil {
				if fn, ok := info.Defs[fd.Name].(*types.Func); ok {
					out[fn] = fd
				}
			}
		}
	}
	return out
}

// localProducer returns the value of a function of this package whose
// single string result is built from literal text and its parameters, with
// parameter holes normalised to parameter Refs; none otherwise.
func (c *keyHelpers) localProducer(fn *types.Func) Value {
	p := c.producers[fn]
	if p == nil {
		p = &producer{}
		c.producers[fn] = p
	}
	if p.done || p.computing {
		if p.readsChosen {
			c.ev.readChosen()
		}
		return p.value
	}
	p.computing = true
	c.ev.outsideShare(func() {
		p.readsChosen = c.ev.TrackChosen(func() { p.value = c.summarise(fn) })
	})
	p.computing, p.done = false, true
	return p.value
}

// summarise returns the value of fn's results, with parameter holes
// normalised to parameter Refs; none when fn is not a key helper.
func (c *keyHelpers) summarise(fn *types.Func) Value {
	decl := c.ev.decls[fn]
	sig := fn.Signature()
	if decl == nil || !returnsKey(sig) {
		return Value{}
	}
	params := ParamIndex(fn)
	body, found := c.ev.syntax.at(decl.Body)
	if !found {
		return Value{}
	}
	results := keyResults(c.ev.Info, body, sig)
	values := make([]Value, len(results))
	useful := false
	for i, result := range results {
		values[i] = c.ev.Eval(result)
		useful = useful || slices.ContainsFunc(values[i].Alts, func(t keyrules.Template) bool {
			return !t.IsUnknown() && !t.IsEmpty() || usesParams(t, params)
		})
	}
	if !useful {
		// The branches the results are returned in are looked for only
		// when the summary is kept.
		return Value{}
	}
	var out Value
	for i, result := range results {
		v := values[i]
		if !c.ev.plainReturn(decl.Body, result.Pos()) {
			v = c.ev.inBranches(v, result.Pos())
		}
		ts := make([]keyrules.Template, len(v.Alts))
		for j, t := range v.Alts {
			ts[j], _ = Normalize(t, params)
		}
		out = out.Join(v.With(ts))
	}
	if len(out.Alts) == 0 {
		return Value{}
	}
	return out.Bound(c.ev.Origins)
}

// usesParams reports whether a hole of t stands for a parameter of the
// function of params, as Normalize finds them.
func usesParams(t keyrules.Template, params map[Root]int) bool {
	for _, p := range t.Parts {
		if r, ok := RefOf(p.Hole); ok && !r.Root.IsDerived() {
			if _, isParam := params[r.Root]; isParam {
				return true
			}
		}
	}
	return false
}

// returnsKey reports whether a function's results are a string, or a
// string and an error.
func returnsKey(sig *types.Signature) bool {
	res := sig.Results()
	switch res.Len() {
	case 1:
		return holdsKey(res.At(0).Type())
	case 2:
		return holdsKey(res.At(0).Type()) && types.Identical(res.At(1).Type(), errorType)
	}
	return false
}

// ParamIndex maps the root of each named parameter of fn (and of its
// receiver, index -1) to its index.
func ParamIndex(fn *types.Func) map[Root]int {
	sig := fn.Signature()
	out := make(map[Root]int)
	if r := sig.Recv(); r != nil && r.Name() != "" && r.Name() != "_" {
		out[VarRoot(r)] = -1
	}
	for i := 0; i < sig.Params().Len(); i++ {
		p := sig.Params().At(i)
		if p.Name() != "" && p.Name() != "_" {
			out[VarRoot(p)] = i
		}
	}
	return out
}

// Normalize rewrites the identities of holes that stand for a parameter
// of the function to parameter Refs (ParamRoot), and reports
// whether there were any.
func Normalize(t keyrules.Template, params map[Root]int) (keyrules.Template, bool) {
	parts := make([]keyrules.Part, len(t.Parts))
	for i, p := range t.Parts {
		if r, ok := RefOf(p.Hole); ok && r.Root.IsDerived() {
			h := *p.Hole
			h.ID = nil
			if n, ok := r.mapArgs(func(a Ref) (Ref, bool) { return paramArg(a, params) }); ok {
				h.ID = n
			}
			p.Hole = &h
		} else if ok {
			if idx, isParam := params[r.Root]; isParam {
				r.Root = ParamRoot(idx)
				h := *p.Hole
				h.ID = r
				p.Hole = &h
			}
		}
		parts[i] = p
	}
	return keyrules.Template{Parts: parts, Choices: normalChoices(t.Choices, params)}, usesParams(t, params)
}

// paramArg returns the argument of a computation in a function's
// result with the function's parameters as parameter Refs; false for a
// local of the function, which may hold another value at each call.
func paramArg(a Ref, params map[Root]int) (Ref, bool) {
	if idx, isParam := params[a.Root]; isParam {
		a.Root = ParamRoot(idx)
		return a, true
	}
	return a, a.Root.Var == nil
}

// producerCall returns the templates of a call of a key producer, of this
// package or (through its fact) of another, with the call's arguments
// bound; none when the callee is not a producer.
func (c *keyHelpers) producerCall(b *Evaluator, call *ast.CallExpr) Value {
	fn := Callee(c.ev.Info, call)
	if fn == nil || fn.Pkg() == nil {
		return Value{}
	}
	fn = fn.Origin()
	v := c.producerTemplates(fn, call)
	if !v.Told() {
		return Value{}
	}
	if per := c.perCallFields(b, call, fn); per.Told() {
		// Evaluated again with its parameters bound, the helper would
		// read the fields' union: the per-call summary says more.
		return c.bind(b, per, func(idx int) ast.Expr { return ArgFor(call, fn, idx) })
	}
	if fn.Pkg() == c.ev.pkg && c.worthInlining(b, v.Alts, call, fn) {
		if inlined := c.inlineCall(b, call, fn); inlined.Told() {
			return inlined
		}
	}
	return c.bind(b, v, func(idx int) ast.Expr { return ArgFor(call, fn, idx) })
}

// stringerValue returns the templates of a value formatted with %v or %s
// whose type has a String method that is a key producer.
func (c *keyHelpers) stringerValue(b *Evaluator, e ast.Expr) Value {
	t := c.ev.Info.TypeOf(e)
	if t == nil {
		return Value{}
	}
	obj, _, _ := types.LookupFieldOrMethod(t, true, nil, "String")
	fn, ok := obj.(*types.Func)
	if !ok || fn.Pkg() == nil || fn.Signature().Params().Len() != 0 {
		return Value{}
	}
	fn = fn.Origin()
	v := c.producerTemplates(fn, e)
	if !v.Told() {
		return Value{}
	}
	return c.bind(b, v, func(idx int) ast.Expr {
		if idx == -1 {
			return e
		}
		return nil
	})
}

// producerTemplates returns the value of producer fn, positioned at the
// expression that uses it when it comes from another package.
func (c *keyHelpers) producerTemplates(fn *types.Func, at ast.Expr) Value {
	if fn.Pkg() == c.ev.pkg {
		return c.localProducer(fn)
	}
	var f KeyFunc
	if !c.ev.facts.ImportObjectFact(fn, &f) {
		return Value{}
	}
	return c.decodeAt(f.Templates, fn, at)
}

// decodeAt returns the templates of a fact about fn, positioned at the
// expression that uses them.
func (c *keyHelpers) decodeAt(fts []FactTemplate, fn *types.Func, at ast.Expr) Value {
	via := ViaFunc(fn)
	var ts []keyrules.Template
	for _, ft := range fts {
		ts = append(ts, ft.TemplateAt(func(fp FactPart) int {
			if fp.Spelled != nil {
				return c.ev.Origins.Spelled(at, via, fp.Spelled)
			}
			return c.ev.Origins.Via(at, via)
		}))
	}
	return Of(ts...)
}

// bind substitutes the parameter holes of a producer's templates with what
// is known of the arguments (arg(-1) is the receiver): a whole string
// parameter becomes the argument's templates; any other parameter hole
// takes the argument's identity, so two calls with the same argument give
// equal keys. A hole that stands where a value is placed passes that on
// to what is bound to it (valuetext.go).
func (c *keyHelpers) bind(b *Evaluator, v Value, arg func(idx int) ast.Expr) Value {
	out := v.With(nil)
	for _, t := range v.Alts {
		choices := bindChoices(t.Choices, func(cond condition) (condition, bool, bool) {
			switch {
			case cond.isArg:
				bound, ok := b.argCondition(cond, arg(cond.arg))
				return bound, true, ok
			case cond.ref.Root.IsDerived():
				r, ok := cond.ref.mapArgs(argRoots(b, arg))
				cond.ref = r
				return cond, true, ok
			}
			return cond, false, true
		})
		alts := Of(keyrules.Template{Choices: choices})
		part := func(p keyrules.Part) Value { return Of(keyrules.Template{Parts: []keyrules.Part{p}}) }
		for _, p := range t.Parts {
			r, ok := ParamOf(p.Hole)
			if !ok {
				alts = alts.Concat(part(c.bindDerived(b, p, arg)), c.ev.Origins)
				continue
			}
			a := arg(r.Root.Param)
			bound := func(w Value) Value {
				if p.Value {
					return boundValue(w)
				}
				return w
			}
			if name, isField := r.Field(); isField && a != nil && p.Hole.Kind == keyrules.Unknown {
				// A field of the argument: the value its object was made with.
				if fv, ok := c.ev.ctors.fieldOf(b, a, name); ok {
					alts = alts.Concat(bound(fv), c.ev.Origins)
					continue
				}
				// A parameter's object that the call does not show,
				// unless the caller passes its own on.
				if r.Root.Param >= 0 && !b.PassedOn(a) {
					alts = alts.Concat(b.FieldValue(a, name), c.ev.Origins)
					continue
				}
				if fv := c.ev.objects.passedOnField(b, a, name); fv.Told() {
					alts = alts.Concat(bound(fv), c.ev.Origins)
					continue
				}
			}
			switch {
			case a == nil:
				h := *p.Hole
				h.ID = nil
				alts = alts.Concat(part(keyrules.Part{Hole: &h, Origin: p.Origin, Value: p.Value}), c.ev.Origins)
			case r.Whole() && p.Hole.Kind == keyrules.Unknown:
				alts = alts.Concat(bound(b.Eval(a)), c.ev.Origins)
			case (p.Hole.Kind == keyrules.Int || p.Hole.Kind == keyrules.Unknown) && r.Path.IsRoot() && AllLiteral(b.Eval(a).Alts):
				// An argument of known value renders as itself; a field of
				// it is not the argument.
				alts = alts.Concat(bound(b.Eval(a)), c.ev.Origins)
			default:
				h := *p.Hole
				h.ID = nil
				if base, ok := b.ExprRef(a); ok {
					h.ID = r.On(base)
				}
				alts = alts.Concat(part(keyrules.Part{Hole: &h, Origin: c.ev.Origins.Expr(a), Value: p.Value}), c.ev.Origins)
			}
		}
		out = out.Join(alts)
	}
	return out.Bound(c.ev.Origins)
}

// bindDerived returns part p with the parameters its computation reads
// (valueids.go) replaced by the identities of their arguments; without
// an identity when one has none.
func (c *keyHelpers) bindDerived(b *Evaluator, p keyrules.Part, arg func(idx int) ast.Expr) keyrules.Part {
	r, ok := RefOf(p.Hole)
	if !ok || !r.Root.IsDerived() {
		return p
	}
	h := *p.Hole
	h.ID = nil
	if bound, ok := r.mapArgs(argRoots(b, arg)); ok {
		h.ID = bound
	}
	p.Hole = &h
	return p
}

// argRoots maps the parameters a computation reads onto the identities
// of a call's arguments (arg(-1) is the receiver).
func argRoots(b *Evaluator, arg func(idx int) ast.Expr) func(Ref) (Ref, bool) {
	return rootsOf(func(root Root) (Ref, bool, bool) {
		if !root.IsParam {
			return Ref{}, false, false
		}
		a := arg(root.Param)
		if a == nil {
			return Ref{}, true, false
		}
		base, ok := b.ExprRef(a)
		return base, true, ok
	})
}

// BindCall returns templates written in terms of the parameters of fn, a
// function of the package (holes of its parameters' variables), with the
// arguments of call, a call of fn, in their place.
func (ev *Evaluator) BindCall(ts []keyrules.Template, call *ast.CallExpr, fn *types.Func) []keyrules.Template {
	params := ParamIndex(fn)
	normal := make([]keyrules.Template, len(ts))
	for i, t := range ts {
		normal[i], _ = Normalize(t, params)
	}
	return ev.BindParams(normal, func(idx int) ast.Expr { return ArgFor(call, fn, idx) }).ToRules()
}

// ArgFor returns the argument expression of parameter idx of a call of
// fn (-1: the receiver), or nil when it is not one expression.
func ArgFor(call *ast.CallExpr, fn *types.Func, idx int) ast.Expr {
	sig := fn.Signature()
	if idx < 0 {
		if sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr); ok && sig.Recv() != nil {
			return sel.X
		}
		return nil
	}
	if sig.Variadic() && idx == sig.Params().Len()-1 {
		return nil
	}
	if idx >= len(call.Args) {
		return nil
	}
	return call.Args[idx]
}

// FuncLabel names a function for messages: pkg.Func or pkg.Type.Method.
func FuncLabel(fn *types.Func) string {
	name := fn.Name()
	if recv := fn.Signature().Recv(); recv != nil {
		t := recv.Type()
		if p, ok := t.(*types.Pointer); ok {
			t = p.Elem()
		}
		if n, ok := t.(*types.Named); ok {
			name = n.Obj().Name() + "." + name
		}
	}
	if fn.Pkg() != nil {
		name = fn.Pkg().Name() + "." + name
	}
	return name
}

// exportProducers exports a fact for every exported producer of the package.
func (c *keyHelpers) exportProducers() {
	for fn := range c.ev.decls {
		if !fn.Exported() || !returnsKey(fn.Signature()) {
			continue // not a key helper (summarise)
		}
		v := c.localProducer(fn)
		if !v.Told() {
			continue
		}
		f := &KeyFunc{}
		for _, t := range v.Alts {
			f.Templates = append(f.Templates, spelled(EncodeTemplate(t), t, c.ev.facts.Spell))
		}
		for _, t := range c.localPerCall(fn).Alts {
			f.PerCall = append(f.PerCall, spelled(EncodeTemplate(t), t, c.ev.facts.Spell))
		}
		c.ev.facts.ExportObjectFact(fn, f)
	}
}
