package analyzer

import (
	"go/ast"
	"go/token"
	"go/types"

	"github.com/rediskeylint/rediskeylint/internal/keyflow"
	"github.com/rediskeylint/rediskeylint/keyrules"
)

// builderString rebuilds b.String() of a local strings.Builder or
// bytes.Buffer: every write before the call runs once (it stands in a
// block that encloses the call), or the writes in the body of an if
// without else all run or none do; a write in a loop or in one of several
// exclusive branches leaves the content unknown.
func (b *builder) builderString(call *ast.CallExpr, recv types.Type, depth int) []keyrules.Template {
	if p, ok := recv.(*types.Pointer); ok {
		recv = p.Elem()
	}
	if !isBuffer(recv) || b.Locals == nil {
		return nil
	}
	v := receiverVar(b.Info, call)
	if v == nil {
		return nil
	}
	out := []keyrules.Template{{}}
	// The writes of one branch happen together or not at all: skip is
	// the content without the branch being read (branch).
	var branch ast.Node
	var skip []keyrules.Template
	endBranch := func() {
		if branch != nil {
			out = keyflow.Bound(append(skip, out...), b.Origins)
			branch, skip = nil, nil
		}
	}
	for _, w := range b.Locals.writes[v] {
		if w.call.Pos() >= call.Pos() {
			break
		}
		if isInside(call.Pos(), w.block) {
			endBranch()
		} else {
			if b.Locals.repeats(w.call.Pos(), call.Pos()) {
				return nil // a write in a loop: the content is not known
			}
			if w.block != branch {
				if ifs := b.branches[w.block]; ifs == nil || ifs.Else != nil {
					// Only the body of an if without else is known to
					// run or not: of two exclusive branches, or a
					// switch's cases, the content is not known.
					return nil
				}
				endBranch()
				branch, skip = w.block, out
			}
		}
		switch w.method {
		case "Reset":
			out = []keyrules.Template{{}}
		case "WriteString":
			out = keyflow.Concat(out, b.Templates(w.call.Args[0], depth+1), b.Origins)
		case "WriteByte", "WriteRune":
			out = keyflow.Concat(out, b.operand(w.call.Args[0], 'c', depth+1), b.Origins)
		case "Fprintf":
			ts := b.sprintfArgs(w.call.Args[1:], depth+1)
			if ts == nil {
				return nil
			}
			out = keyflow.Concat(out, ts, b.Origins)
		case "Fprint":
			ts := b.sprintArgs(w.call.Args[1:], depth+1)
			out = keyflow.Concat(out, ts, b.Origins)
		default: // Write, and writerMethod
			out = keyflow.Concat(out, b.Unknown(w.call.Args[0]), b.Origins)
		}
	}
	endBranch()
	return out
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

// repeats reports whether the statement at pos is in a loop that does not
// also hold use: it may run any number of times before use.
func (ld *localDefs) repeats(pos, use token.Pos) bool {
	for _, body := range ld.loops {
		if isInside(pos, body) && !isInside(use, body) {
			return true
		}
	}
	return false
}
