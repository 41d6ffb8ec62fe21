package keyflow

import (
	"go/ast"
	"go/token"
	"go/types"
	"slices"

	"golang.org/x/tools/go/ast/astutil"
)

// LeadingElements returns the elements a local slice is known to start
// with where e reads it, when more may follow: the elements of its
// literal or of the appends that run in straight-line code after its
// declaration, up to the first append in a loop or a branch, which adds
// elements only after them:
//
//	args := make([]interface{}, 0, n)
//	args = append(args, key)
//	for k := range jobTypes {
//		args = append(args, k)
//	}
//	conn.Do("SADD", args...) // args starts with key
//
// It reports false when the slice is assigned in any other way between
// its declaration and e (its elements may be others), or written by
// index.
func (ev *Evaluator) LeadingElements(e ast.Expr) ([]ast.Expr, bool) {
	id, ok := ast.Unparen(e).(*ast.Ident)
	if !ok {
		return nil, false
	}
	v, ok := ev.Info.Uses[id].(*types.Var)
	if !ok || v.Parent() == nil || v.Parent() == ev.pkg.Scope() || ev.params[v] || !isSliceOrArray(v.Type()) {
		return nil, false
	}
	block, at := ev.declaringBlock(v, id)
	if block == nil {
		return nil, false
	}
	lead, ok := ev.initialElements(block.List[at], v)
	if !ok {
		return nil, false
	}
	growing := true
	for _, s := range block.List[at+1:] {
		if s.Pos() > id.Pos() {
			break
		}
		if s.End() > id.Pos() {
			// The statement holding the use: what runs before it
			// inside is not followed; the use must not be assigned.
			if assignsTo(ev.Info, s, v, id.Pos()) {
				return nil, false
			}
			break
		}
		if args, isAppend := ev.straightAppend(s, v); isAppend {
			if growing {
				lead = append(lead, args...)
			}
			continue
		}
		if assignsTo(ev.Info, s, v, token.NoPos) {
			if !ev.onlyAppends(s, v) {
				return nil, false
			}
			growing = false
		}
	}
	return slices.Clip(lead), true
}

// declaringBlock returns the block whose statement at index declares v,
// with use inside the block.
func (ev *Evaluator) declaringBlock(v *types.Var, use *ast.Ident) (*ast.BlockStmt, int) {
	for _, f := range ev.files {
		if f.Pos() > use.Pos() || use.Pos() >= f.End() {
			continue
		}
		path, _ := astutil.PathEnclosingInterval(f, v.Pos(), v.Pos())
		for i, n := range path {
			b, ok := n.(*ast.BlockStmt)
			if !ok || i == 0 {
				continue
			}
			if use.Pos() < b.Pos() || use.Pos() >= b.End() {
				return nil, 0
			}
			stmt := path[i-1]
			for j, s := range b.List {
				if s == stmt {
					return b, j
				}
			}
			return nil, 0
		}
	}
	return nil, 0
}

// initialElements returns the elements statement s gives v when it
// declares it: a literal's, none for make with length 0 or a var
// without value.
func (ev *Evaluator) initialElements(s ast.Stmt, v *types.Var) ([]ast.Expr, bool) {
	var value ast.Expr
	switch s := s.(type) {
	case *ast.AssignStmt:
		if s.Tok != token.DEFINE || len(s.Lhs) != len(s.Rhs) {
			return nil, false
		}
		for i, l := range s.Lhs {
			if id, ok := l.(*ast.Ident); ok && ev.Info.Defs[id] == v {
				value = s.Rhs[i]
			}
		}
	case *ast.DeclStmt:
		gd, ok := s.Decl.(*ast.GenDecl)
		if !ok {
			return nil, false
		}
		for _, spec := range gd.Specs {
			vs, ok := spec.(*ast.ValueSpec)
			if !ok {
				continue
			}
			for i, name := range vs.Names {
				if ev.Info.Defs[name] != v {
					continue
				}
				if len(vs.Values) == 0 {
					return nil, true
				}
				if len(vs.Values) == len(vs.Names) {
					value = vs.Values[i]
				}
			}
		}
	}
	switch x := ast.Unparen(value).(type) {
	case *ast.CompositeLit:
		for _, el := range x.Elts {
			if _, keyed := el.(*ast.KeyValueExpr); keyed {
				return nil, false
			}
		}
		return x.Elts, true
	case *ast.CallExpr:
		if b, ok := calledBuiltin(ev.Info, x); ok && b.Name() == "make" && len(x.Args) >= 2 {
			if n, isInt := constIntOf(ev.Info, x.Args[1]); isInt && n == 0 {
				return nil, true
			}
		}
	}
	return nil, false
}

// constIntOf returns the value of an integer constant expression.
func constIntOf(info *types.Info, e ast.Expr) (int, bool) {
	tv, ok := info.Types[e]
	if !ok || tv.Value == nil {
		return 0, false
	}
	return ConstantInt(tv.Value)
}

// straightAppend returns the arguments of s when s is v = append(v, a, b).
func (ev *Evaluator) straightAppend(s ast.Stmt, v *types.Var) ([]ast.Expr, bool) {
	as, ok := s.(*ast.AssignStmt)
	if !ok || as.Tok != token.ASSIGN || len(as.Lhs) != 1 || len(as.Rhs) != 1 {
		return nil, false
	}
	if id, ok := as.Lhs[0].(*ast.Ident); !ok || ev.Info.Uses[id] != v {
		return nil, false
	}
	call, ok := ast.Unparen(as.Rhs[0]).(*ast.CallExpr)
	if !ok || call.Ellipsis.IsValid() || !IsAppendOf(ev.Info, call, v) {
		return nil, false
	}
	return call.Args[1:], true
}

// onlyAppends reports whether every assignment to v inside s is
// v = append(v, ...), which adds elements after the ones v has.
func (ev *Evaluator) onlyAppends(s ast.Stmt, v *types.Var) bool {
	ok := true
	ast.Inspect(s, func(n ast.Node) bool {
		as, isAssign := n.(*ast.AssignStmt)
		if !isAssign || !ok {
			return ok
		}
		for _, l := range as.Lhs {
			if !writes(ev.Info, l, v) {
				continue
			}
			call, isCall := ast.Unparen(as.Rhs[0]).(*ast.CallExpr)
			if len(as.Lhs) != 1 || as.Tok != token.ASSIGN || !isCall || !IsAppendOf(ev.Info, call, v) {
				ok = false
			}
		}
		return ok
	})
	return ok
}

// assignsTo reports whether s assigns v (or an element of it, or takes
// its address) before pos (anywhere, when pos is NoPos).
func assignsTo(info *types.Info, s ast.Stmt, v *types.Var, pos token.Pos) bool {
	found := false
	ast.Inspect(s, func(n ast.Node) bool {
		if found || pos.IsValid() && n != nil && n.Pos() >= pos {
			return false
		}
		switch n := n.(type) {
		case *ast.AssignStmt:
			for _, l := range n.Lhs {
				if writes(info, l, v) {
					found = true
				}
			}
		case *ast.UnaryExpr:
			if n.Op == token.AND && writes(info, n.X, v) {
				found = true
			}
		}
		return !found
	})
	return found
}

// writes reports whether assigning to l writes v or one of its elements.
func writes(info *types.Info, l ast.Expr, v *types.Var) bool {
	switch l := ast.Unparen(l).(type) {
	case *ast.Ident:
		return info.Uses[l] == v || info.Defs[l] == v
	case *ast.IndexExpr:
		return writes(info, l.X, v)
	}
	return false
}

// calledBuiltin returns the builtin function call calls, if it calls one.
func calledBuiltin(info *types.Info, call *ast.CallExpr) (*types.Builtin, bool) {
	id, ok := ast.Unparen(call.Fun).(*ast.Ident)
	if !ok {
		return nil, false
	}
	b, ok := info.Uses[id].(*types.Builtin)
	return b, ok
}
