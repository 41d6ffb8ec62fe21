package keyflow

import (
	"cmp"
	"go/ast"
	"go/token"
	"go/types"
	"slices"

	"github.com/rediskeylint/rediskeylint/keyrules"
)

// Branches of the configuration. A key helper that builds its key one way
// or another by a boolean of its configuration,
//
//	if !s.cluster { return "chan:" + ch }
//	return "{" + shard + "}.chan:" + ch
//
// gives each result the branch it is returned in (keyrules.Branch): the
// condition on a field or package variable (it is true, it is nil) and
// whether it holds in the branch.
// In one run the variable has one value, so the keys two such helpers make
// for one command take the same branch, and the crossslot rule compares
// them so. Parameters and locals are not conditions of this kind: two
// calls may pass them different values.

// A condition is what a branch tests: a boolean field or package
// variable, or (nilTest) whether one is nil.
type condition struct {
	v       *types.Var
	nilTest bool
}

func (condition) BranchCondition() {}

// A configBranch is a stretch of code that runs only when cond holds
// (taken) or only when it does not.
type configBranch struct {
	from, to token.Pos
	cond     condition
	taken    bool
}

// configBranches returns the stretches of the package's code that run
// only for one outcome of a condition on a field or package variable:
// the body of an if statement on it, and its else branch or, when the
// body never falls through, the rest of its block; in the order of the
// code.
func configBranches(info *types.Info, files []*ast.File) []configBranch {
	var out []configBranch
	stmts := func(list []ast.Stmt, end token.Pos) {
		for i, st := range list {
			ifst, ok := st.(*ast.IfStmt)
			if !ok || ifst.Init != nil {
				continue
			}
			c, holds, ok := configTest(info, ifst.Cond)
			if !ok {
				continue
			}
			out = append(out, configBranch{from: ifst.Body.Pos(), to: ifst.Body.End(), cond: c, taken: holds})
			switch {
			case ifst.Else != nil:
				out = append(out, configBranch{from: ifst.Else.Pos(), to: ifst.Else.End(), cond: c, taken: !holds})
			case terminates(info, ifst.Body) && i+1 < len(list):
				out = append(out, configBranch{from: list[i+1].Pos(), to: end, cond: c, taken: !holds})
			}
		}
	}
	for _, f := range files {
		ast.Inspect(f, func(n ast.Node) bool {
			switch n := n.(type) {
			case *ast.BlockStmt:
				stmts(n.List, n.End())
			case *ast.CaseClause:
				stmts(n.Body, n.End())
			}
			return true
		})
	}
	slices.SortFunc(out, func(a, b configBranch) int { return cmp.Compare(a.from, b.from) })
	return out
}

// configTest recognises v, !v, v == nil and v != nil for a field or
// package variable v (a boolean for the first two): it returns the
// condition and whether the test holds when the condition does.
func configTest(info *types.Info, cond ast.Expr) (condition, bool, bool) {
	cond = ast.Unparen(cond)
	if u, ok := cond.(*ast.UnaryExpr); ok && u.Op == token.NOT {
		c, holds, ok := configTest(info, u.X)
		return c, !holds, ok
	}
	if v := configVar(info, cond); v != nil {
		b, ok := v.Type().Underlying().(*types.Basic)
		return condition{v: v}, true, ok && b.Info()&types.IsBoolean != 0
	}
	bin, ok := cond.(*ast.BinaryExpr)
	if !ok || bin.Op != token.EQL && bin.Op != token.NEQ {
		return condition{}, false, false
	}
	x, y := bin.X, bin.Y
	if isNil(info, ast.Unparen(x)) {
		x, y = y, x
	}
	v := configVar(info, x)
	if v == nil || !isNil(info, ast.Unparen(y)) {
		return condition{}, false, false
	}
	return condition{v: v, nilTest: true}, bin.Op == token.EQL, true
}

// configVar returns the field (x.f) or package variable e names, or nil.
func configVar(info *types.Info, e ast.Expr) *types.Var {
	var id *ast.Ident
	switch e := ast.Unparen(e).(type) {
	case *ast.Ident:
		id = e
	case *ast.SelectorExpr:
		id = e.Sel
	default:
		return nil
	}
	v, ok := info.Uses[id].(*types.Var)
	if !ok || v.Pkg() == nil || !v.IsField() && v.Parent() != v.Pkg().Scope() {
		return nil
	}
	return v
}

// branchesAt returns the branches of the configuration that the code at
// pos runs in.
func (ev *Evaluator) branchesAt(pos token.Pos) []keyrules.Branch {
	idx := ev.indexed()
	if !idx.configDone {
		idx.configDone = true
		idx.configBranches = configBranches(ev.Info, ev.files)
	}
	var out []keyrules.Branch
	for _, b := range idx.configBranches {
		if b.from <= pos && pos < b.to {
			out = append(out, keyrules.Branch{Cond: b.cond, Taken: b.taken})
		}
	}
	return out
}

// inBranches returns v with each alternative recording the branches of
// the configuration that the code at pos runs in.
func (ev *Evaluator) inBranches(v Value, pos token.Pos) Value {
	bs := ev.branchesAt(pos)
	if len(bs) == 0 {
		return v
	}
	ts := make([]keyrules.Template, len(v.Alts))
	for i, t := range v.Alts {
		ts[i] = t.WithChoices(bs)
	}
	return v.With(ts)
}
