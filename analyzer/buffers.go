package analyzer

import (
	"go/ast"
	"go/types"

	"github.com/rediskeylint/rediskeylint/keyrules"
)

// builderString rebuilds b.String() of a local strings.Builder or
// bytes.Buffer written in straight-line code: every write before the call
// must stand in a block that encloses the call, so each runs exactly once.
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
		if !isInside(call.Pos(), w.block) {
			return nil // a write in a branch or loop: the content is not straight-line
		}
		switch w.method {
		case "Reset":
			out = []keyrules.Template{{}}
		case "WriteString":
			out = product(out, b.templates(w.call.Args[0], depth+1))
		case "WriteByte", "WriteRune":
			out = product(out, b.operand(w.call.Args[0], 'c', depth+1))
		case "Fprintf":
			ts := b.sprintfArgs(w.call.Args[1:], depth+1)
			if ts == nil {
				return nil
			}
			out = product(out, ts)
		case "Fprint":
			ts := b.sprintArgs(w.call.Args[1:], depth+1)
			out = product(out, ts)
		default:
			out = product(out, b.unknown(w.call.Args[0]))
		}
	}
	return out
}
