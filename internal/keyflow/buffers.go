package keyflow

import (
	"go/ast"
	"go/types"

	"github.com/rediskeylint/rediskeylint/keyrules"
)

// bufferString rebuilds b.String() of a local strings.Builder or
// bytes.Buffer: every write before the call runs once (it stands in a
// block that encloses the call), or the writes in the body of an if
// without else all run or none do; a write in a loop or in one of several
// exclusive branches leaves the content unknown.
func bufferString(ev *Evaluator, call *ast.CallExpr) Value {
	v := ReceiverVar(ev.Info, call)
	if v == nil {
		return Value{}
	}
	out := Of(keyrules.Template{})
	// The writes of one branch happen together or not at all: skip is
	// the content without the branch being read (branch).
	var branch ast.Node
	var skip Value
	endBranch := func() {
		if branch != nil {
			out = skip.Join(out).Bound(ev.Origins)
			branch, skip = nil, Value{}
		}
	}
	for _, w := range ev.Locals().writes[v] {
		if w.call.Pos() >= call.Pos() {
			break
		}
		if IsInside(call.Pos(), w.block) {
			endBranch()
		} else {
			if ev.Locals().repeats(w.call.Pos(), call.Pos()) {
				return Value{} // a write in a loop: the content is not known
			}
			if w.block != branch {
				if ifs := ev.indexed().branches[w.block]; ifs == nil || ifs.Else != nil {
					// Only the body of an if without else is known to
					// run or not: of two exclusive branches, or a
					// switch's cases, the content is not known.
					return Value{}
				}
				endBranch()
				branch, skip = w.block, out
			}
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
	endBranch()
	return out
}

// isStart reports whether v is the empty content a buffer starts with:
// the next write is the key's own first text.
func isStart(v Value) bool {
	return len(v.Alts) == 1 && len(v.Alts[0].Parts) == 0
}

// ifBodies maps the body of each if statement of the files to it.
func ifBodies(files []*ast.File) map[ast.Node]*ast.IfStmt {
	out := make(map[ast.Node]*ast.IfStmt)
	for _, f := range files {
		ast.Inspect(f, func(n ast.Node) bool {
			if ifs, ok := n.(*ast.IfStmt); ok {
				out[ifs.Body] = ifs
			}
			return true
		})
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
