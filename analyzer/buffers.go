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
// block that encloses the call) or at most once (it stands in a branch);
// a write in a loop leaves the content unknown.
func (b *builder) builderString(call *ast.CallExpr, recv types.Type, depth int) []keyrules.Template {
	if p, ok := recv.(*types.Pointer); ok {
		recv = p.Elem()
	}
	if !isBuffer(recv) || b.locals == nil {
		return nil
	}
	v := receiverVar(b.info, call)
	if v == nil {
		return nil
	}
	out := []keyrules.Template{{}}
	for _, w := range b.locals.writes[v] {
		if w.call.Pos() >= call.Pos() {
			break
		}
		var before []keyrules.Template
		if !isInside(call.Pos(), w.block) {
			if b.locals.repeats(w.call.Pos(), call.Pos()) {
				return nil // a write in a loop: the content is not known
			}
			// A write in a branch happens or not.
			before = out
		}
		switch w.method {
		case "Reset":
			out = []keyrules.Template{{}}
		case "WriteString":
			out = keyflow.Concat(out, b.templates(w.call.Args[0], depth+1), b.origins)
		case "WriteByte", "WriteRune":
			out = keyflow.Concat(out, b.operand(w.call.Args[0], 'c', depth+1), b.origins)
		case "Fprintf":
			ts := b.sprintfArgs(w.call.Args[1:], depth+1)
			if ts == nil {
				return nil
			}
			out = keyflow.Concat(out, ts, b.origins)
		case "Fprint":
			ts := b.sprintArgs(w.call.Args[1:], depth+1)
			out = keyflow.Concat(out, ts, b.origins)
		default: // Write, and writerMethod
			out = keyflow.Concat(out, b.unknown(w.call.Args[0]), b.origins)
		}
		if before != nil {
			out = keyflow.Bound(append(before, out...), b.origins)
		}
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
