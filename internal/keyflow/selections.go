package keyflow

import (
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"
)

// Branches selected by a constant argument. A key helper that chooses its
// key by a parameter,
//
//	switch t {
//	case TicketCorp:
//		return "ticket:corp:" + app
//	default:
//		return "ticket:js:" + app
//	}
//
// builds one key at a call that passes a constant for it
// (ticketKey(app, TicketCorp)): the helper is evaluated again at that call
// with the constant bound (bindings.go), and the branches the constant
// does not select are left out, their returns and their assignments alike.
// Recognised: a switch on the variable whose cases are constants, and
// if v == C / v != C, with its else branch or, when its body never falls
// through, the rest of its block.

// A selection is a stretch of code that runs only for some values of a
// variable: those equal to one of values, or (others) to none of them.
type selection struct {
	from, to token.Pos
	values   []constant.Value
	others   bool
	// body is set for the body of an if statement without else, which
	// lies in a block that ends at blockEnd: an assignment there
	// overwrites, up to blockEnd, what the variable held before.
	body     *ast.BlockStmt
	blockEnd token.Pos
}

// selects reports whether the stretch runs when the variable holds x.
func (s selection) selects(x constant.Value) bool {
	for _, v := range s.values {
		if v.Kind() == x.Kind() && constant.Compare(v, token.EQL, x) {
			return !s.others
		}
	}
	return s.others
}

// selections returns the stretches of the package's code that run only for
// some values of a variable, by variable.
func selections(info *types.Info, files *syntax) map[*types.Var][]selection {
	out := make(map[*types.Var][]selection)
	stmts := func(list []ast.Stmt, end token.Pos) {
		for i, st := range list {
			switch st := st.(type) {
			case *ast.SwitchStmt:
				switchSelections(info, st, out)
			case *ast.IfStmt:
				v, values, equal := constTest(info, st.Cond)
				if v == nil || st.Init != nil {
					continue
				}
				body := selection{from: st.Body.Pos(), to: st.Body.End(), values: values, others: !equal}
				if st.Else == nil {
					body.body, body.blockEnd = st.Body, end
				}
				out[v] = append(out[v], body)
				rest := selection{values: values, others: equal}
				switch {
				case st.Else != nil:
					rest.from, rest.to = st.Else.Pos(), st.Else.End()
				case terminates(info, st.Body) && i+1 < len(list):
					rest.from, rest.to = list[i+1].Pos(), end
				default:
					continue
				}
				out[v] = append(out[v], rest)
			}
		}
	}
	for c := range files.preorder((*ast.BlockStmt)(nil), (*ast.CaseClause)(nil)) {
		switch n := c.Node().(type) {
		case *ast.BlockStmt:
			stmts(n.List, n.End())
		case *ast.CaseClause:
			stmts(n.Body, n.End())
		}
	}
	return out
}

// switchSelections records the clauses of a switch on a variable whose
// cases are all constants.
func switchSelections(info *types.Info, st *ast.SwitchStmt, out map[*types.Var][]selection) {
	if st.Init != nil || st.Tag == nil {
		return
	}
	v := localOrParam(info, st.Tag)
	if v == nil {
		return
	}
	var all []constant.Value
	var def *ast.CaseClause
	for _, s := range st.Body.List {
		cc := s.(*ast.CaseClause)
		if cc.List == nil {
			def = cc
		}
		for _, e := range cc.List {
			tv, ok := info.Types[e]
			if !ok || tv.Value == nil {
				return // a case that is not a constant: nothing is told
			}
			all = append(all, tv.Value)
		}
	}
	for _, s := range st.Body.List {
		cc := s.(*ast.CaseClause)
		if cc == def {
			out[v] = append(out[v], selection{from: cc.Pos(), to: cc.End(), values: all, others: true})
			continue
		}
		var values []constant.Value
		for _, e := range cc.List {
			values = append(values, info.Types[e].Value)
		}
		out[v] = append(out[v], selection{from: cc.Pos(), to: cc.End(), values: values})
	}
}

// constTest recognises v == C and v != C for a variable v and a constant
// C, and v and !v for a boolean v: it returns v, C, and whether the test
// is ==.
func constTest(info *types.Info, cond ast.Expr) (*types.Var, []constant.Value, bool) {
	cond = ast.Unparen(cond)
	if u, ok := cond.(*ast.UnaryExpr); ok && u.Op == token.NOT {
		v, values, equal := constTest(info, u.X)
		return v, values, !equal
	}
	if v := localOrParam(info, cond); v != nil {
		if b, ok := v.Type().Underlying().(*types.Basic); ok && b.Info()&types.IsBoolean != 0 {
			return v, []constant.Value{constant.MakeBool(true)}, true
		}
		return nil, nil, false
	}
	c, ok := cond.(*ast.BinaryExpr)
	if !ok || c.Op != token.EQL && c.Op != token.NEQ {
		return nil, nil, false
	}
	x, y := c.X, c.Y
	if tv, ok := info.Types[x]; ok && tv.Value != nil {
		x, y = y, x
	}
	tv, ok := info.Types[y]
	v := localOrParam(info, x)
	if !ok || tv.Value == nil || v == nil {
		return nil, nil, false
	}
	return v, []constant.Value{tv.Value}, c.Op == token.EQL
}

// localOrParam returns the local variable or parameter e names, or nil.
func localOrParam(info *types.Info, e ast.Expr) *types.Var {
	id, ok := ast.Unparen(e).(*ast.Ident)
	if !ok {
		return nil
	}
	v, ok := info.Uses[id].(*types.Var)
	if !ok || v.IsField() || v.Parent() == nil || v.Pkg() == nil || v.Parent() == v.Pkg().Scope() {
		return nil
	}
	return v
}

// unselected reports whether the code at pos runs only for values of a
// variable other than the constant it is bound to.
func (ev *Evaluator) unselected(pos token.Pos) bool {
	for v, x := range ev.boundConsts {
		for _, s := range ev.selectionIndex()[v] {
			if s.from <= pos && pos < s.to && !s.selects(x) {
				return true
			}
		}
	}
	return false
}

// overwritten reports whether assignment d cannot reach a use at pos
// because a branch the bound constant takes gives the variable a new value
// between them.
func (ev *Evaluator) overwritten(d *Def, pos token.Pos) bool {
	for v, x := range ev.boundConsts {
		for _, s := range ev.selectionIndex()[v] {
			if s.body == nil || !s.selects(x) || d.Pos > s.from || s.to > pos || pos >= s.blockEnd {
				continue
			}
			if ev.Locals().assignsIn(d.v, s.body) {
				return true
			}
		}
	}
	return false
}

// branchesOn reports whether fn's code has a stretch selected by the value
// of parameter p.
func (ev *Evaluator) branchesOn(p *types.Var) bool {
	return len(ev.selectionIndex()[p]) > 0
}

// bindConst binds variable v to constant x until the returned function is
// called.
func (ev *Evaluator) bindConst(v *types.Var, x constant.Value) (restore func()) {
	saved, had := ev.boundConsts[v]
	ev.boundConsts[v] = x
	return func() {
		if had {
			ev.boundConsts[v] = saved
		} else {
			delete(ev.boundConsts, v)
		}
	}
}

// A ParamChoice says that a stretch of a function's code runs only for
// some values of its parameter Param: those whose exact constant text
// (constant.Value.ExactString) is one of Values, or, with Others, none of
// them. A wrapper records the choices that guard the call sending a key,
// so that a call passing a constant leaves out the keys its branch does
// not send.
type ParamChoice struct {
	Param  int
	Values []string
	Others bool
}

// Selects reports whether the stretch runs when the parameter holds x.
func (c ParamChoice) Selects(x constant.Value) bool {
	for _, v := range c.Values {
		if v == x.ExactString() {
			return !c.Others
		}
	}
	return c.Others
}

// ParamChoices returns the choices on fn's parameters that guard the code
// at pos: every one of them must select for the code to run.
func (ev *Evaluator) ParamChoices(fn *types.Func, pos token.Pos) []ParamChoice {
	var out []ParamChoice
	params := fn.Signature().Params()
	for i := 0; i < params.Len(); i++ {
		for _, s := range ev.selectionIndex()[params.At(i)] {
			if s.from > pos || pos >= s.to {
				continue
			}
			c := ParamChoice{Param: i, Others: s.others}
			for _, v := range s.values {
				c.Values = append(c.Values, v.ExactString())
			}
			out = append(out, c)
		}
	}
	return out
}

// BranchConstants returns, by parameter index, the constants that the
// selections of fn's code on its parameters list, each once, in the order
// of the code.
func (ev *Evaluator) BranchConstants(fn *types.Func) map[int][]constant.Value {
	out := make(map[int][]constant.Value)
	params := fn.Signature().Params()
	for i := 0; i < params.Len(); i++ {
		seen := make(map[string]bool)
		for _, s := range ev.selectionIndex()[params.At(i)] {
			for _, v := range s.values {
				if !seen[v.ExactString()] {
					seen[v.ExactString()] = true
					out[i] = append(out[i], v)
				}
			}
		}
	}
	return out
}

// OtherConstant returns a constant of the kind of values that none of
// them equals, or nil when there is none (both booleans are listed).
func OtherConstant(values []constant.Value) constant.Value {
	if len(values) == 0 {
		return nil
	}
	var other constant.Value
	switch values[0].Kind() {
	case constant.String:
		other = constant.MakeString("\x00")
		for _, v := range values {
			other = constant.MakeString(constant.StringVal(other) + constant.StringVal(v))
		}
	case constant.Int:
		other = constant.MakeInt64(0)
		for _, v := range values {
			if constant.Compare(v, token.GEQ, other) {
				other = constant.BinaryOp(v, token.ADD, constant.MakeInt64(1))
			}
		}
	case constant.Bool:
		other = constant.MakeBool(true)
		for _, v := range values {
			if constant.BoolVal(v) {
				other = constant.MakeBool(false)
			}
		}
		for _, v := range values {
			if constant.Compare(v, token.EQL, other) {
				return nil
			}
		}
	}
	return other
}

// WithConst runs eval with parameter v bound to constant x: the branches x
// does not select are left out of what eval rebuilds.
func (ev *Evaluator) WithConst(v *types.Var, x constant.Value, eval func()) {
	if ev.production != nil {
		inner := eval
		eval = func() { ev.production.WithConst(v, x, inner) }
	}
	restoreMemo := ev.freshMemo()
	restore := ev.bindConst(v, x)
	defer func() {
		restore()
		restoreMemo()
	}()
	eval()
}
