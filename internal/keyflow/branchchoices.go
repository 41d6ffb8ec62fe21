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
// or another by a test of its configuration,
//
//	if !s.cluster { return "chan:" + ch }
//	if s.partitions > 0 { return "{" + shard + "}.chan:" + ch }
//	return "{" + ch + "}.chan"
//
// gives each result the branches it is returned in (keyrules.Branch): the
// condition on a field or package variable and whether it holds in the
// branch. A condition is a boolean (it is true), a nil test, or a
// comparison with a constant (x > 0, x == "", len(x) != 0), written in one
// form for each test, so that the spellings of one test (x <= 0 and
// !(x > 0), x == "" and len(x) == 0) are one condition.
// In one run the variable has one value, so the keys two such helpers make
// for one command take the same branch, and the crossslot rule compares
// them so. Parameters and locals are not conditions of this kind: two
// calls may pass them different values.

// A condition is what a branch tests: a boolean field or package
// variable, whether one is nil (nilTest), or how it (or its length)
// compares with a constant: equal to konst (op ==) or greater (op >).
type condition struct {
	v       *types.Var
	nilTest bool
	length  bool
	op      token.Token
	konst   string
}

func (condition) BranchCondition() {}

// A configBranch is a stretch of code that runs only when cond holds
// (taken) or only when it does not.
type configBranch struct {
	from, to token.Pos
	cond     condition
	taken    bool
	// block is the body or else block the stretch is; nil for the rest
	// of a block after an if statement whose body never falls through.
	block *ast.BlockStmt
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
			out = append(out, configBranch{from: ifst.Body.Pos(), to: ifst.Body.End(), cond: c, taken: holds, block: ifst.Body})
			switch {
			case ifst.Else != nil:
				els, _ := ifst.Else.(*ast.BlockStmt)
				out = append(out, configBranch{from: ifst.Else.Pos(), to: ifst.Else.End(), cond: c, taken: !holds, block: els})
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

// configTest recognises v, !v, v == nil, v != nil and comparisons of v
// or len(v) with a constant, for a field or package variable v (a
// boolean for the first two): it returns the condition and whether the
// test holds when the condition does.
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
	if !ok {
		return condition{}, false, false
	}
	x, y, op := bin.X, bin.Y, bin.Op
	if isNil(info, ast.Unparen(x)) || constantOf(info, x) != nil {
		x, y, op = y, x, mirrored(op)
	}
	if isNil(info, ast.Unparen(y)) {
		v := configVar(info, x)
		if v == nil || op != token.EQL && op != token.NEQ {
			return condition{}, false, false
		}
		return condition{v: v, nilTest: true}, op == token.EQL, true
	}
	return comparison(info, x, op, constantOf(info, y))
}

// comparison returns the condition x op c tests, for a field or package
// variable x or its length, in its one form: x == c (holds for == and
// not for !=), or x > c for an integer (>=, <, <= moved onto it). An
// empty string is a length of 0, and a length or unsigned number greater
// than 0 one not equal to 0.
func comparison(info *types.Info, x ast.Expr, op token.Token, c constant.Value) (condition, bool, bool) {
	if c == nil {
		return condition{}, false, false
	}
	var cond condition
	if call, ok := ast.Unparen(x).(*ast.CallExpr); ok && isBuiltin(info, call.Fun, "len") && len(call.Args) == 1 {
		cond.v, cond.length = configVar(info, call.Args[0]), true
	} else {
		cond.v = configVar(info, x)
	}
	if cond.v == nil {
		return condition{}, false, false
	}
	if c.Kind() == constant.String && !cond.length {
		if op != token.EQL && op != token.NEQ {
			return condition{}, false, false
		}
		if constant.StringVal(c) == "" {
			cond.length, c = true, constant.MakeInt64(0)
		}
		cond.op, cond.konst = token.EQL, c.ExactString()
		return cond, op == token.EQL, true
	}
	if c.Kind() != constant.Int {
		return condition{}, false, false
	}
	one := constant.MakeInt64(1)
	holds := true
	switch op {
	case token.EQL, token.GTR:
	case token.NEQ:
		op, holds = token.EQL, false
	case token.GEQ: // x >= c: x > c-1
		op, c = token.GTR, constant.BinaryOp(c, token.SUB, one)
	case token.LSS: // x < c: not x > c-1
		op, c, holds = token.GTR, constant.BinaryOp(c, token.SUB, one), false
	case token.LEQ: // x <= c: not x > c
		op, holds = token.GTR, false
	default:
		return condition{}, false, false
	}
	if op == token.GTR && constant.Sign(c) == 0 && (cond.length || isUnsigned(cond.v.Type())) {
		op, holds = token.EQL, !holds
	}
	cond.op, cond.konst = op, c.ExactString()
	return cond, holds, true
}

// mirrored returns the operator of c op x written x op' c.
func mirrored(op token.Token) token.Token {
	switch op {
	case token.LSS:
		return token.GTR
	case token.GTR:
		return token.LSS
	case token.LEQ:
		return token.GEQ
	case token.GEQ:
		return token.LEQ
	}
	return op
}

// constantOf returns the value of a constant expression, or nil.
func constantOf(info *types.Info, e ast.Expr) constant.Value {
	if tv, ok := info.Types[e]; ok {
		return tv.Value
	}
	return nil
}

// isUnsigned reports whether t is an unsigned integer type.
func isUnsigned(t types.Type) bool {
	b, ok := t.Underlying().(*types.Basic)
	return ok && b.Info()&types.IsUnsigned != 0
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

// configBranchList returns the package's configuration branches, found
// on the first call.
func (ev *Evaluator) configBranchList() []configBranch {
	idx := ev.indexed()
	if !idx.configDone {
		idx.configDone = true
		idx.configBranches = configBranches(ev.Info, ev.files)
	}
	return idx.configBranches
}

// branchesAt returns the branches of the configuration that the code at
// pos runs in.
func (ev *Evaluator) branchesAt(pos token.Pos) []keyrules.Branch {
	var out []keyrules.Branch
	for _, b := range ev.configBranchList() {
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
