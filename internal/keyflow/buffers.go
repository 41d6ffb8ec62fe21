package keyflow

import (
	"go/ast"
	"go/types"

	"github.com/rediskeylint/rediskeylint/keyrules"
)

// bufferString rebuilds b.String() of a local strings.Builder or
// bytes.Buffer: every write before the call runs once (it stands in a
// block that encloses the call), or the writes stand in the arms of an
// if statement, its body and its else block, each of which runs all its
// writes or none. The content after the statement is that of either arm
// that does not return (the content before it for an arm without
// writes), each recording the branch of the configuration it was built
// in (branchchoices.go). A write in a loop, in a switch's case or in an
// arm nested in another arm leaves the content unknown.
func bufferString(ev *Evaluator, call *ast.CallExpr) Value {
	v := ReceiverVar(ev.Info, call)
	if v == nil {
		return Value{}
	}
	out := Of(keyrules.Template{})
	var (
		open     ifArm    // the if statement whose arms are being read
		arm      ast.Node // the arm being read
		before   Value    // the content before the statement
		arms     Value    // the contents after the arms read
		wrote    = map[ast.Node]bool{}
		finished []*ast.IfStmt
	)
	endArm := func() {
		if arm == nil {
			return
		}
		// An arm that returns does not reach the call.
		if !terminates(ev.Info, arm.(*ast.BlockStmt)) {
			arms = arms.Join(ev.inBranches(out, arm.Pos()))
		}
		wrote[arm] = true
		arm = nil
	}
	endIf := func() {
		if open.ifst == nil {
			return
		}
		endArm()
		ifst := open.ifst
		var none Value // the content of the runs where no arm writes
		switch {
		case ifst.Else == nil:
			none = before
		case !wrote[ifst.Else]:
			none = ev.inBranches(before, ifst.Else.Pos())
		}
		if !wrote[ifst.Body] && ifst.Else != nil {
			none = ev.inBranches(before, ifst.Body.Pos()).Join(none)
		}
		if !IsInside(call.Pos(), open.holder) {
			// The statement itself may not run.
			none = before.Join(none)
		}
		out = none.Join(arms).Bound(ev.Origins)
		finished = append(finished, ifst)
		open, arms, before = ifArm{}, Value{}, Value{}
	}
	for _, w := range ev.Locals().writesTo(v) {
		if w.call.Pos() >= call.Pos() {
			break
		}
		switch {
		case IsInside(call.Pos(), w.block):
			endIf()
		case ev.Locals().repeats(w.call.Pos(), call.Pos()):
			return Value{} // a write in a loop: the content is not known
		case w.block != arm:
			a, ok := ev.ifArmIndex()[w.block]
			if !ok || IsInside(w.call.Pos(), arm) {
				return Value{}
			}
			if a.ifst != open.ifst {
				endIf()
				for _, f := range finished {
					if IsInside(f.Pos(), a.ifst) {
						return Value{} // an arm nested in another
					}
				}
				open, before = a, out
			}
			endArm()
			arm, out = w.block, before
		}
		switch w.method {
		case "Reset":
			out = Of(keyrules.Template{}).withFlags(out)
		case "WriteString":
			arg := ev.Eval(w.call.Args[0])
			if !isStart(out) {
				// Written after the key's own text, like an operand of +.
				arg = ev.valueOperand(w.call.Args[0], arg)
			}
			out = out.Concat(arg, ev.Origins)
		case "WriteByte", "WriteRune":
			out = out.Concat(ev.operand(w.call.Args[0], 'c'), ev.Origins)
		case "Fprintf":
			v := sprintfArgs(ev, w.call.Args[1:])
			if !v.Told() {
				return Value{}
			}
			out = out.Concat(v, ev.Origins)
		case "Fprint":
			out = out.Concat(sprintArgs(ev, w.call.Args[1:]), ev.Origins)
		default: // Write, and writerMethod
			out = out.Concat(ev.Unknown(w.call.Args[0]), ev.Origins)
		}
	}
	endIf()
	return out
}

// isStart reports whether v is the empty content a buffer starts with:
// the next write is the key's own first text.
func isStart(v Value) bool {
	return len(v.Alts) == 1 && len(v.Alts[0].Parts) == 0
}

// An ifArm is the body or the else block of an if statement, with the
// block (or case clause) that holds the statement.
type ifArm struct {
	ifst   *ast.IfStmt
	holder ast.Node
}

// ifArmsOf maps the arms of each if statement of the files that stands in
// a block or case clause to it.
func ifArmsOf(files *syntax) map[ast.Node]ifArm {
	out := make(map[ast.Node]ifArm)
	add := func(holder ast.Node, list []ast.Stmt) {
		for _, st := range list {
			ifs, ok := st.(*ast.IfStmt)
			if !ok {
				continue
			}
			out[ifs.Body] = ifArm{ifst: ifs, holder: holder}
			if els, ok := ifs.Else.(*ast.BlockStmt); ok {
				out[els] = ifArm{ifst: ifs, holder: holder}
			}
		}
	}
	for c := range files.preorder((*ast.BlockStmt)(nil), (*ast.CaseClause)(nil), (*ast.CommClause)(nil)) {
		switch n := c.Node().(type) {
		case *ast.BlockStmt:
			add(n, n.List)
		case *ast.CaseClause:
			add(n, n.Body)
		case *ast.CommClause:
			add(n, n.Body)
		}
	}
	return out
}

// ReceiverVar returns the variable a method call is made on, as v in
// v.Method(), or nil.
func ReceiverVar(info *types.Info, call *ast.CallExpr) *types.Var {
	sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr)
	if !ok {
		return nil
	}
	id, ok := ast.Unparen(sel.X).(*ast.Ident)
	if !ok {
		return nil
	}
	v, _ := info.Uses[id].(*types.Var)
	return v
}
