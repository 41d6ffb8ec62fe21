package cmdwrappers

import (
	"go/ast"
	"go/token"
	"go/types"
	"slices"

	"github.com/rediskeylint/rediskeylint/internal/keyflow"
	"github.com/rediskeylint/rediskeylint/keyrules"
)

// A command wrapper may rewrite the key it is given before it sends the
// command, its first argument:
//
//	func (s *Store) do(name string, args ...interface{}) (interface{}, error) {
//		args[0] = s.prefix + args[0].(string)
//		return conn.Do(name, args...)
//	}
//
// The text it puts around the argument is part of every key its callers
// pass there.

// firstRewrite returns the text command wrapper fn puts before and after
// its first command argument, pairwise, the element 0 of its variadic
// parameter args; ok is false when fn writes that element in another way
// (its keys are then not known), rewrites false when it leaves it alone.
func (t *Table) firstRewrite(fn *types.Func, args *types.Var) (before, after []keyrules.Template, rewrites, ok bool) {
	decl := t.funcDecl(fn)
	if decl == nil || decl.Body == nil {
		return nil, nil, false, true
	}
	ok = true
	ast.Inspect(decl.Body, func(n ast.Node) bool {
		as, isAssign := n.(*ast.AssignStmt)
		if !isAssign || !ok {
			return ok
		}
		for i, l := range as.Lhs {
			ix, isIndex := ast.Unparen(l).(*ast.IndexExpr)
			if !isIndex || !t.readsVar(ix.X, args) {
				continue
			}
			if rewrites || as.Tok != token.ASSIGN || len(as.Lhs) != len(as.Rhs) || !t.isFirst(ix, args) {
				ok = false
				return false
			}
			before, after, ok = t.around(as.Rhs[i], args)
			rewrites = true
		}
		return ok
	})
	return before, after, rewrites, ok
}

// around returns what e, the new value of args[0], puts before and after
// the old value, pairwise, one pair per template of e: e is rebuilt, and
// the one hole that args[0] gives each template splits it. ok is false
// when a template does not hold args[0] exactly once.
func (t *Table) around(e ast.Expr, args *types.Var) (before, after []keyrules.Template, ok bool) {
	var firsts []*ast.IndexExpr
	ast.Inspect(e, func(n ast.Node) bool {
		if ix, isIndex := n.(*ast.IndexExpr); isIndex && t.isFirst(ix, args) {
			firsts = append(firsts, ix)
		}
		return true
	})
	inFirst := func(x ast.Expr) bool {
		for _, ix := range firsts {
			if x != nil && x.Pos() >= ix.Pos() && x.End() <= ix.End() {
				return true
			}
		}
		return false
	}
	for _, tmpl := range t.eval.Eval(e).ToRules() {
		at := -1
		for i, p := range tmpl.Parts {
			if _, from := t.origins.Source(p.Origin); p.Hole != nil && inFirst(from) {
				if at >= 0 {
					return nil, nil, false
				}
				at = i
			}
		}
		if at < 0 {
			return nil, nil, false
		}
		before = append(before, keyrules.Template{Parts: slices.Clone(tmpl.Parts[:at])})
		after = append(after, keyrules.Template{Parts: slices.Clone(tmpl.Parts[at+1:])})
	}
	return before, after, len(before) > 0
}

// readsVar reports whether e names v.
func (t *Table) readsVar(e ast.Expr, v *types.Var) bool {
	id, ok := ast.Unparen(e).(*ast.Ident)
	return ok && t.pass.TypesInfo.Uses[id] == v
}

// isFirst reports whether ix is args[0].
func (t *Table) isFirst(ix *ast.IndexExpr, args *types.Var) bool {
	tv, ok := t.pass.TypesInfo.Types[ix.Index]
	if !ok || tv.Value == nil {
		return false
	}
	n, isInt := keyflow.ConstantInt(tv.Value)
	return isInt && n == 0 && t.readsVar(ix.X, args)
}

// funcDecl returns the declaration of fn in the package's files.
func (t *Table) funcDecl(fn *types.Func) *ast.FuncDecl {
	for _, f := range t.pass.Files {
		for _, d := range f.Decls {
			if fd, ok := d.(*ast.FuncDecl); ok && t.pass.TypesInfo.Defs[fd.Name] == fn {
				return fd
			}
		}
	}
	return nil
}

// encodeAll turns templates into their fact form.
func encodeAll(ts []keyrules.Template) []keyflow.FactTemplate {
	out := make([]keyflow.FactTemplate, len(ts))
	for i, t := range ts {
		out[i] = keyflow.EncodeTemplate(t)
	}
	return out
}

// RewrittenArg returns the argument of call, a call of the wrapper, that
// the wrapper rewrites, when it rewrites one and the call spells it.
func (f Fact) RewrittenArg(call *ast.CallExpr) (ast.Expr, bool) {
	at := f.Name + 1
	if !f.Rewrites || at >= len(call.Args) || call.Ellipsis.IsValid() && at == len(call.Args)-1 {
		return nil, false
	}
	return call.Args[at], true
}

// Around puts the text the wrapper adds around its first argument around
// keys, the templates of that argument; origin gives each part of the
// wrapper's text its origin. It returns keys unchanged when the fact's
// texts do not pair up.
func (f Fact) Around(keys []keyrules.Template, origin func() int, o keyflow.Origins) []keyrules.Template {
	if len(f.Before) != len(f.After) {
		return keys
	}
	var out []keyrules.Template
	for j := range f.Before {
		before := f.Before[j].Template(origin)
		after := f.After[j].Template(origin)
		ts := keyflow.Concat([]keyrules.Template{before}, keys, o)
		out = append(out, keyflow.Concat(ts, []keyrules.Template{after}, o)...)
	}
	return keyflow.Bound(out, o)
}
