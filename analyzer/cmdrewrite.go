package analyzer

import (
	"go/ast"
	"go/token"
	"go/types"

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
// its first command argument, the element 0 of its variadic parameter
// args; ok is false when fn writes that element in another way (its keys
// are then not known), rewrites false when it leaves it alone.
func (t *sinkTable) firstRewrite(fn *types.Func, args *types.Var) (before, after []keyrules.Template, rewrites, ok bool) {
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

// around splits a chain of concatenations holding args[0] once into the
// templates of what comes before it and after it.
func (t *sinkTable) around(e ast.Expr, args *types.Var) (before, after []keyrules.Template, ok bool) {
	var operands []ast.Expr
	var flatten func(ast.Expr)
	flatten = func(e ast.Expr) {
		if bin, isBin := ast.Unparen(e).(*ast.BinaryExpr); isBin && bin.Op == token.ADD {
			flatten(bin.X)
			flatten(bin.Y)
			return
		}
		operands = append(operands, e)
	}
	flatten(e)
	before, after = []keyrules.Template{{}}, []keyrules.Template{{}}
	found := false
	for _, op := range operands {
		x := ast.Unparen(op)
		if ta, isAssert := x.(*ast.TypeAssertExpr); isAssert {
			x = ast.Unparen(ta.X)
		}
		if ix, isIndex := x.(*ast.IndexExpr); isIndex && t.readsVar(ix.X, args) {
			if found || !t.isFirst(ix, args) {
				return nil, nil, false
			}
			found = true
			continue
		}
		ts := t.eval.Templates(op, 0)
		if found {
			after = keyflow.Concat(after, ts, noOrigins{})
		} else {
			before = keyflow.Concat(before, ts, noOrigins{})
		}
	}
	return before, after, found
}

// readsVar reports whether e names v.
func (t *sinkTable) readsVar(e ast.Expr, v *types.Var) bool {
	id, ok := ast.Unparen(e).(*ast.Ident)
	return ok && t.pass.TypesInfo.Uses[id] == v
}

// isFirst reports whether ix is args[0].
func (t *sinkTable) isFirst(ix *ast.IndexExpr, args *types.Var) bool {
	tv, ok := t.pass.TypesInfo.Types[ix.Index]
	if !ok || tv.Value == nil {
		return false
	}
	n, isInt := keyflow.ConstantInt(tv.Value)
	return isInt && n == 0 && t.readsVar(ix.X, args)
}

// funcDecl returns the declaration of fn in the package's files.
func (t *sinkTable) funcDecl(fn *types.Func) *ast.FuncDecl {
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

// rewriteFirst puts the text a command wrapper adds around its first
// argument around the templates of the keys that argument holds.
func (b *siteBuilder) rewriteFirst(site *callSite, fn *types.Func, s commandFact) {
	at := s.Name + 1
	if !s.Rewrites || at >= len(site.call.Args) || site.call.Ellipsis.IsValid() && at == len(site.call.Args)-1 {
		return
	}
	arg := site.call.Args[at]
	via := ""
	if fn.Pkg() != b.pass.Pkg {
		via = keyflow.FuncLabel(fn) + "(...)"
	}
	decode := func(fts []keyflow.FactTemplate) []keyrules.Template {
		out := make([]keyrules.Template, len(fts))
		for i, ft := range fts {
			out[i] = ft.Template(func() int { return b.origins.add(origin{expr: site.call, via: via}) })
		}
		return out
	}
	for i, k := range site.keys {
		if k.expr == arg {
			ts := keyflow.Concat(decode(s.Before), k.templates, b.origins)
			site.keys[i].templates = keyflow.Concat(ts, decode(s.After), b.origins)
		}
	}
}
