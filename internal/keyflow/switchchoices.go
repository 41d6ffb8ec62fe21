package keyflow

import (
	"go/ast"
	"go/token"
	"slices"
	"strings"
)

// Switch arms as branches of the configuration. An arm of a switch runs
// when its case holds and no case before it does,
//
//	switch {
//	case !s.cluster:     return "chan:" + ch
//	case s.partitions > 0: return "{" + shard + "}.chan:" + ch
//	default:             return "{" + ch + "}.chan"
//	}
//
// so a key built in it records its own case taken and the cases before
// it not. A switch on a variable whose cases are all constants has arms
// that exclude each other whatever their order: an arm records every
// other case not taken. A case of several constants is one condition
// (the variable is one of them). A switch whose arm falls through into
// the next one gives no branches: that arm's code runs in two.

// switchArms records the arms of a switch statement whose tag or cases
// test the configuration. When no arm is a default and every arm
// returns, it returns the outcomes the code after the switch runs under
// (no case holds) and true.
func (f *branchFinder) switchArms(sw *ast.SwitchStmt) ([]outcome, bool) {
	if sw.Init != nil {
		return nil, false
	}
	var clauses []*ast.CaseClause
	for _, st := range sw.Body.List {
		cc := st.(*ast.CaseClause)
		if n := len(cc.Body); n > 0 {
			if br, ok := cc.Body[n-1].(*ast.BranchStmt); ok && br.Tok == token.FALLTHROUGH {
				return nil, false
			}
		}
		clauses = append(clauses, cc)
	}
	// holds[i] and fails[i] are the outcomes of clause i's case holding
	// and failing; a default has none.
	holds := make([][]outcome, len(clauses))
	fails := make([][]outcome, len(clauses))
	exclusive := sw.Tag != nil
	for i, cc := range clauses {
		switch {
		case cc.List == nil:
			continue // the default
		case sw.Tag == nil:
			holds[i], fails[i] = f.boolCase(cc.List)
		default:
			var constants bool
			holds[i], fails[i], constants = f.valueCase(sw.Tag, cc.List)
			exclusive = exclusive && constants
		}
	}
	// Past K arms an arm records its own case only: the cases each arm
	// fails grow with the square of the arms, and a pair of keys then
	// compared that need not be is a check more, never one less.
	few := len(clauses) <= K
	exits, hasDefault := true, false
	for i, cc := range clauses {
		var under []outcome
		under = append(under, holds[i]...)
		for j := range clauses {
			if few && j != i && (j < i || exclusive || cc.List == nil) {
				under = append(under, fails[j]...)
			}
		}
		for _, o := range under {
			f.add(cc.Colon, cc.End(), o, nil)
		}
		hasDefault = hasDefault || cc.List == nil
		exits = exits && armExits(f, cc)
	}
	if hasDefault || !exits || !few {
		return nil, false
	}
	return slices.Concat(fails...), true
}

// boolCase returns the outcomes of a case of a switch without a tag
// holding (one test) and failing (none of its tests holds).
func (f *branchFinder) boolCase(list []ast.Expr) (holds, fails []outcome) {
	for _, e := range list {
		o, ok := f.test(e)
		if !ok {
			continue
		}
		fails = append(fails, o.not())
		if len(list) == 1 {
			holds = []outcome{o}
		}
	}
	return holds, fails
}

// valueCase returns the outcomes of a case of a switch on tag holding and
// failing: the tag equals the constant, or is one of the constants;
// false when a value of the case is not a constant.
func (f *branchFinder) valueCase(tag ast.Expr, list []ast.Expr) (holds, fails []outcome, constants bool) {
	var conds []condition
	for _, e := range list {
		c := constantOf(f.info, e)
		if c == nil {
			return nil, nil, false
		}
		cond, holds, ok := comparison(f.info, tag, token.EQL, c, f.vars)
		if !ok || !holds {
			continue
		}
		cond = cond.named()
		conds = append(conds, cond)
		fails = append(fails, outcome{cond: cond})
	}
	if len(conds) != len(list) || !oneVariable(conds) {
		return nil, fails, true
	}
	one := oneOf(conds)
	if len(conds) > 1 {
		fails = append(fails, outcome{cond: one})
	}
	return []outcome{{cond: one, taken: true}}, fails, true
}

// oneOf returns the condition that one of the equalities conds holds
// (conds on one variable): the equality itself for one, else the
// variable equal to one of the constants, listed sorted.
func oneOf(conds []condition) condition {
	if len(conds) == 1 {
		return conds[0]
	}
	ks := make([]string, len(conds))
	for i, c := range conds {
		ks[i] = c.konst
	}
	slices.Sort(ks)
	one := conds[0]
	one.konst = strings.Join(ks, ", ")
	return one
}

// oneVariable reports whether the equalities conds test one variable in
// one way (not the length of an empty string and the text of another).
func oneVariable(conds []condition) bool {
	for _, c := range conds[1:] {
		c.konst = conds[0].konst
		if c != conds[0] {
			return false
		}
	}
	return true
}

// armExits reports whether a switch arm never reaches the code after the
// switch: it ends in a return or a panic, not a break.
func armExits(f *branchFinder, cc *ast.CaseClause) bool {
	if n := len(cc.Body); n > 0 {
		if br, ok := cc.Body[n-1].(*ast.BranchStmt); ok && br.Tok == token.BREAK {
			return false
		}
	}
	return terminates(f.info, &ast.BlockStmt{List: cc.Body})
}
