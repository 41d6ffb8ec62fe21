package keyflow

import (
	"go/ast"
	"go/token"
	"go/types"

	"golang.org/x/tools/go/ast/inspector"

	"github.com/rediskeylint/rediskeylint/keyrules"
)

// Functional options: NewStore(rdb, WithPrefix("orders")), where
// WithPrefix returns a closure that sets a field of the object the
// constructor makes. An option function is summarised by the string
// fields its closure sets, in terms of its own parameters; a constructor
// call's object takes, for each field, the value its last option argument
// sets, else the constructor's own value. Writes inside such closures are
// therefore not writes that make a field opaque.

// An OptionFact records the string fields an option function's closure
// sets, with holes for the function's parameters.
type OptionFact struct {
	Fields FieldFacts
}

func (*OptionFact) AFact() {}

func (f *OptionFact) String() string { return "option(" + f.Fields.String() + ")" }

// An option is an option function of this package: the values its
// closure assigns to the fields of the object it is given.
type option struct {
	writes map[string][]ast.Expr
	fields map[string]Value // computed on first use
}

// findOptions returns the option functions among decls, and the
// assignments their closures make (which globals then leaves out of the
// fields written elsewhere). An option function returns a function
// literal whose first parameter points to a struct; the literal assigns
// fields of that parameter.
func findOptions(info *types.Info, decls map[*types.Func]*ast.FuncDecl, files *syntax) (map[*types.Func]*option, map[*ast.AssignStmt]bool) {
	opts := make(map[*types.Func]*option)
	stmts := make(map[*ast.AssignStmt]bool)
	for fn, decl := range decls {
		res := fn.Signature().Results()
		if decl.Body == nil || res.Len() != 1 {
			continue
		}
		if _, ok := res.At(0).Type().Underlying().(*types.Signature); !ok {
			continue
		}
		body, found := files.at(decl.Body)
		if !found {
			continue
		}
		o := &option{writes: make(map[string][]ast.Expr)}
		for c := range body.Preorder((*ast.ReturnStmt)(nil)) { // a literal's returns too
			ret := c.Node().(*ast.ReturnStmt)
			if len(ret.Results) != 1 {
				continue
			}
			if lit := returnedClosure(info, ret.Results[0]); lit != nil {
				if lit, found := c.FindNode(lit); found {
					closureWrites(info, lit, o, stmts)
				}
			}
		}
		if len(o.writes) > 0 {
			opts[fn] = o
		}
	}
	return opts, stmts
}

// returnedClosure returns the function literal e is, possibly converted
// to a named function type (Option(func(o *options) {…})), or nil.
func returnedClosure(info *types.Info, e ast.Expr) *ast.FuncLit {
	e = ast.Unparen(e)
	if call, ok := e.(*ast.CallExpr); ok && len(call.Args) == 1 {
		if tv, ok := info.Types[call.Fun]; ok && tv.IsType() {
			e = ast.Unparen(call.Args[0])
		}
	}
	lit, _ := e.(*ast.FuncLit)
	return lit
}

// closureWrites records the assignments lit makes to string fields of the
// struct its first parameter points to.
func closureWrites(info *types.Info, cur inspector.Cursor, o *option, stmts map[*ast.AssignStmt]bool) {
	lit := cur.Node().(*ast.FuncLit)
	params := lit.Type.Params.List
	if len(params) == 0 || len(params[0].Names) == 0 {
		return
	}
	target, ok := info.Defs[params[0].Names[0]].(*types.Var)
	if !ok || structOf(target.Type()) == nil {
		return
	}
	if _, ok := target.Type().Underlying().(*types.Pointer); !ok {
		return
	}
	for c := range cur.Preorder((*ast.AssignStmt)(nil)) {
		as := c.Node().(*ast.AssignStmt)
		if as.Tok != token.ASSIGN || len(as.Lhs) != len(as.Rhs) {
			continue
		}
		for i, lhs := range as.Lhs {
			sel, ok := ast.Unparen(lhs).(*ast.SelectorExpr)
			if !ok {
				continue
			}
			x, ok := ast.Unparen(sel.X).(*ast.Ident)
			f, isVar := info.Uses[sel.Sel].(*types.Var)
			if !ok || info.Uses[x] != target || !isVar || !f.IsField() || !holdsKey(f.Type()) {
				continue
			}
			o.writes[f.Name()] = append(o.writes[f.Name()], as.Rhs[i])
			stmts[as] = true
		}
	}
}

// optionFields returns the string fields option function fn sets, with
// parameter holes (ParamRoot) for its parameters, or nil.
func (c *objectFields) optionFields(fn *types.Func) map[string]Value {
	if fn == nil || fn.Pkg() == nil {
		return nil
	}
	if fn.Pkg() != c.ev.pkg {
		var f OptionFact
		if !c.ev.facts.ImportObjectFact(fn, &f) {
			return nil
		}
		via := ViaFunc(fn)
		return f.Fields.decode(func() int { return c.ev.Origins.Via(nil, via) })
	}
	o := c.options[fn]
	if o == nil {
		return nil
	}
	if o.fields == nil {
		o.fields = make(map[string]Value)
		params := ParamIndex(fn)
		c.ev.outsideShare(func() {
			for name, values := range o.writes {
				for _, e := range values {
					v := c.ev.Eval(e)
					ts := make([]keyrules.Template, len(v.Alts))
					for i, t := range v.Alts {
						ts[i], _ = Normalize(t, params)
					}
					o.fields[name] = o.fields[name].Join(v.With(ts))
				}
			}
		})
	}
	return o.fields
}

// optionValue returns the value the last option argument of constructor
// call sets field name to, and whether one sets it.
func (c *objectFields) optionValue(b *Evaluator, call *ast.CallExpr, name string) (Value, bool) {
	for i := len(call.Args) - 1; i >= 0; i-- {
		arg, ok := ast.Unparen(call.Args[i]).(*ast.CallExpr)
		if !ok {
			continue
		}
		fn := Callee(b.Info, arg)
		if fn == nil {
			continue
		}
		fn = fn.Origin()
		v, ok := c.optionFields(fn)[name]
		if !ok {
			continue
		}
		return c.ev.helpers.bind(b, v, func(idx int) ast.Expr { return ArgFor(arg, fn, idx) }), true
	}
	return Value{}, false
}

// exportOptions exports an OptionFact for every exported option function
// of the package.
func (c *objectFields) exportOptions() {
	for fn := range c.options {
		if !fn.Exported() {
			continue
		}
		c.ev.facts.ExportObjectFact(fn, &OptionFact{Fields: encodeFields(c.optionFields(fn))})
	}
}

// takesOptions reports whether fn has a parameter of function type, or a
// slice of them: options that may set the fields of what it makes.
func takesOptions(fn *types.Func) bool {
	params := fn.Signature().Params()
	for i := 0; i < params.Len(); i++ {
		t := params.At(i).Type()
		if s, ok := t.Underlying().(*types.Slice); ok {
			t = s.Elem()
		}
		if _, ok := t.Underlying().(*types.Signature); ok {
			return true
		}
	}
	return false
}
