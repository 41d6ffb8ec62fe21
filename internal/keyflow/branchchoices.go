package keyflow

import (
	"cmp"
	"go/ast"
	"go/constant"
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
// field or package variable tested and the value that runs the branch.
// In one run the variable has one value, so the keys two such helpers make
// for one command take the same branch, and the crossslot rule compares
// them so. Parameters and locals are not conditions of this kind: two
// calls may pass them different values.

// A condition is a boolean field or package variable a branch tests.
type condition struct{ v *types.Var }

func (condition) BranchCondition() {}

// A configBranch is a stretch of code that runs only when the variable of
// cond is taken.
type configBranch struct {
	from, to token.Pos
	cond     condition
	taken    bool
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
		for v, ss := range idx.selections {
			if v.IsField() || v.Parent() == v.Pkg().Scope() {
				for _, s := range ss {
					b := configBranch{from: s.from, to: s.to, cond: condition{v}, taken: s.selects(constant.MakeBool(true))}
					idx.configBranches = append(idx.configBranches, b)
				}
			}
		}
		// In the order of the code, so that templates list their
		// branches alike from run to run.
		slices.SortFunc(idx.configBranches, func(a, b configBranch) int { return cmp.Compare(a.from, b.from) })
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
