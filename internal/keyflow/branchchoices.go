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
// them so. A parameter of the helper (not reassigned) is a condition too,
// bound at each call to what the argument is: a field or package
// variable, or the argument's identity (a local of the caller); two keys
// whose helpers get the same argument then take the same branch. A
// condition on a parameter that a call does not bind so is dropped.
// The arms of an else-if chain and of a switch (switchchoices.go) are
// branches the same way. A variable the package steps (x++, x += n) is a
// counter, not configuration: it tells no branch.

// A condition is what a branch tests: a boolean, whether it is nil
// (nilTest), or how it (or its length) compares with a constant: equal
// to konst (op ==; for a switch case of several constants, konst lists
// them, comma-separated: equal to one of them) or greater (op >). What is
// tested is a field or package variable (global, by its VarID so that
// the condition is the same in every package), or a parameter v (param),
// or in a summary parameter arg of the function (isArg), or once bound at
// a call the argument's identity (ref).
type condition struct {
	global  VarID
	v       *types.Var
	param   bool
	arg     int
	isArg   bool
	ref     Ref
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
// the arms of an if statement on it and of the else-if statements
// chained to it, the arms of a switch (switchchoices.go), and, when every
// arm returns, the rest of the block after the statement; in the order
// of the code. A variable the package steps (a counter) is no condition:
// two keys built one after the other may see two values of it.
func configBranches(info *types.Info, files *syntax, param func(*types.Var) bool) []configBranch {
	stepped := steppedVars(info, files)
	f := branchFinder{info: info, vars: func(e ast.Expr) *types.Var {
		v := configVar(info, e)
		if v == nil {
			if id, ok := ast.Unparen(e).(*ast.Ident); ok {
				if p, ok := info.Uses[id].(*types.Var); ok && param(p) {
					v = p
				}
			}
		}
		if v == nil || stepped[v] {
			return nil
		}
		return v
	}}
	for c := range files.preorder((*ast.BlockStmt)(nil), (*ast.CaseClause)(nil)) {
		switch n := c.Node().(type) {
		case *ast.BlockStmt:
			f.stmts(n.List, n.End())
		case *ast.CaseClause:
			f.stmts(n.Body, n.End())
		}
	}
	slices.SortFunc(f.out, func(a, b configBranch) int { return cmp.Compare(a.from, b.from) })
	return f.out
}

// An outcome is one way a condition turns out.
type outcome struct {
	cond  condition
	taken bool
}

func (o outcome) not() outcome { return outcome{cond: o.cond, taken: !o.taken} }

// A branchFinder collects the configuration branches of a package.
type branchFinder struct {
	info *types.Info
	// vars returns the field, package variable or parameter a condition
	// may test, or nil.
	vars func(ast.Expr) *types.Var
	out  []configBranch
}

// add records that the code from from to to runs only for outcome o;
// block is the if statement's body or else block the stretch is.
func (f *branchFinder) add(from, to token.Pos, o outcome, block *ast.BlockStmt) {
	f.out = append(f.out, configBranch{from: from, to: to, cond: o.cond, taken: o.taken, block: block})
}

// test returns the outcome under which a condition holds.
func (f *branchFinder) test(e ast.Expr) (outcome, bool) {
	c, holds, ok := configTest(f.info, e, f.vars)
	if !ok {
		return outcome{}, false
	}
	return outcome{cond: c.named(), taken: holds}, true
}

// named returns c, on the variable v, with v named as what it is: a
// parameter, or a field or package variable by its VarID.
func (c condition) named() condition {
	if !c.v.IsField() && c.v.Parent() != c.v.Pkg().Scope() {
		c.param = true
		return c
	}
	c.global, c.v = IDOf(c.v), nil
	return c
}

// stmts records the branches of the if and switch statements of a list
// of statements that ends at end.
func (f *branchFinder) stmts(list []ast.Stmt, end token.Pos) {
	for i, st := range list {
		var rest []outcome
		var ok bool
		switch st := st.(type) {
		case *ast.IfStmt:
			rest, ok = f.ifChain(st)
		case *ast.SwitchStmt:
			rest, ok = f.switchArms(st)
		}
		if !ok || i+1 == len(list) {
			continue
		}
		for _, o := range rest {
			f.add(list[i+1].Pos(), end, o, nil)
		}
	}
}

// ifChain records the arms of an if statement and of the else-if
// statements chained to it. When every arm returns and the chain has no
// final else, it returns the outcomes the code after it runs under (no
// condition of the chain holds) and true.
func (f *branchFinder) ifChain(ifst *ast.IfStmt) ([]outcome, bool) {
	var rest []outcome
	exits := true
	for {
		if o, ok := f.test(ifst.Cond); ok && ifst.Init == nil {
			f.add(ifst.Body.Pos(), ifst.Body.End(), o, ifst.Body)
			if ifst.Else != nil {
				els, _ := ifst.Else.(*ast.BlockStmt)
				f.add(ifst.Else.Pos(), ifst.Else.End(), o.not(), els)
			}
			rest = append(rest, o.not())
		}
		exits = exits && terminates(f.info, ifst.Body)
		switch els := ifst.Else.(type) {
		case nil:
			return rest, exits
		case *ast.IfStmt:
			ifst = els
		default:
			return nil, false
		}
	}
}

// steppedVars returns the fields and package variables the package
// increments, decrements or updates with an operator assignment.
func steppedVars(info *types.Info, files *syntax) map[*types.Var]bool {
	out := make(map[*types.Var]bool)
	for c := range files.preorder((*ast.IncDecStmt)(nil), (*ast.AssignStmt)(nil)) {
		switch n := c.Node().(type) {
		case *ast.IncDecStmt:
			if v := configVar(info, n.X); v != nil {
				out[v] = true
			}
		case *ast.AssignStmt:
			if n.Tok == token.ASSIGN || n.Tok == token.DEFINE {
				continue
			}
			for _, l := range n.Lhs {
				if v := configVar(info, l); v != nil {
					out[v] = true
				}
			}
		}
	}
	return out
}

// configTest recognises v, !v, v == nil, v != nil and comparisons of v
// or len(v) with a constant, for a field or package variable v (a
// boolean for the first two): it returns the condition and whether the
// test holds when the condition does.
func configTest(info *types.Info, cond ast.Expr, vars func(ast.Expr) *types.Var) (condition, bool, bool) {
	cond = ast.Unparen(cond)
	if u, ok := cond.(*ast.UnaryExpr); ok && u.Op == token.NOT {
		c, holds, ok := configTest(info, u.X, vars)
		return c, !holds, ok
	}
	if v := vars(cond); v != nil {
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
		v := vars(x)
		if v == nil || op != token.EQL && op != token.NEQ {
			return condition{}, false, false
		}
		return condition{v: v, nilTest: true}, op == token.EQL, true
	}
	return comparison(info, x, op, constantOf(info, y), vars)
}

// comparison returns the condition x op c tests, for a field or package
// variable x or its length, in its one form: x == c (holds for == and
// not for !=), or x > c for an integer (>=, <, <= moved onto it). An
// empty string is a length of 0, and a length or unsigned number greater
// than 0 one not equal to 0.
func comparison(info *types.Info, x ast.Expr, op token.Token, c constant.Value, vars func(ast.Expr) *types.Var) (condition, bool, bool) {
	if c == nil {
		return condition{}, false, false
	}
	var cond condition
	if call, ok := ast.Unparen(x).(*ast.CallExpr); ok && isBuiltin(info, call.Fun, "len") && len(call.Args) == 1 {
		cond.v, cond.length = vars(call.Args[0]), true
	} else {
		cond.v = vars(x)
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
		idx.configBranches = configBranches(ev.Info, ev.syntax, func(v *types.Var) bool {
			return ev.params[v] && len(ev.Locals().DefsOf(v)) == 1
		})
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

// bindChoices returns the choices cs with each condition that bind takes
// (one on a parameter) replaced by what it gives, or left out when it
// gives nothing.
func bindChoices(cs []keyrules.Branch, bind func(condition) (condition, bool, bool)) []keyrules.Branch {
	var out []keyrules.Branch
	for _, b := range cs {
		c, ok := b.Cond.(condition)
		if !ok {
			out = append(out, b)
			continue
		}
		bound, took, known := bind(c)
		switch {
		case !took:
			out = append(out, b)
		case known:
			out = append(out, keyrules.Branch{Cond: bound, Taken: b.Taken})
		}
	}
	return out
}

// normalChoices returns the choices of a summary of a function with its
// parameters params: a condition on a parameter (tested in the function
// or bound to it by a call it makes) becomes one on the parameter's
// index; one bound to a local of the function, which may hold another
// value at each call, is left out.
func normalChoices(cs []keyrules.Branch, params map[Root]int) []keyrules.Branch {
	return bindChoices(cs, func(c condition) (condition, bool, bool) {
		switch {
		case c.param:
			idx, ok := params[VarRoot(c.v)]
			if !ok {
				return c, true, false
			}
			return condition{arg: idx, isArg: true, nilTest: c.nilTest, length: c.length, op: c.op, konst: c.konst}, true, true
		case c.ref.Root.IsDerived():
			r, ok := c.ref.mapArgs(func(a Ref) (Ref, bool) { return paramArg(a, params) })
			c.ref = r
			return c, true, ok
		case c.ref.Root.Var != nil:
			idx, ok := params[c.ref.Root]
			if !ok || !c.ref.Path.IsRoot() {
				return c, true, false
			}
			return condition{arg: idx, isArg: true, nilTest: c.nilTest, length: c.length, op: c.op, konst: c.konst}, true, true
		}
		return c, false, true
	})
}

// argCondition returns condition c, on a parameter, bound to argument a
// of a call: a condition on the field or package variable a names, or on
// a's identity; false when a has none.
func (ev *Evaluator) argCondition(c condition, a ast.Expr) (condition, bool) {
	if a == nil {
		return condition{}, false
	}
	bound := condition{nilTest: c.nilTest, length: c.length, op: c.op, konst: c.konst}
	if v := configVar(ev.Info, a); v != nil {
		bound.global = IDOf(v)
		return bound, true
	}
	r, ok := ev.ExprRef(a)
	if !ok {
		return condition{}, false
	}
	bound.ref = r
	return bound, true
}
