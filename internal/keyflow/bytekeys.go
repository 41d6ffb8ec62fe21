package keyflow

import (
	"go/ast"
	"go/types"
)

// bytesCall returns the templates of a key made as bytes: []byte(s) and
// string(b) keep the text, append(b, ...) adds to it, as in
// append([]byte("tq:"), sum[:]...), where the digest's bytes are a hole.
// False when call is none of these.
func (ev *Evaluator) bytesCall(call *ast.CallExpr) (Value, bool) {
	if tv, ok := ev.Info.Types[call.Fun]; ok && tv.IsType() {
		if len(call.Args) != 1 {
			return Value{}, false
		}
		from := ev.Info.TypeOf(call.Args[0])
		if IsString(tv.Type) && isBytes(from) || isBytes(tv.Type) && (IsString(from) || isBytes(from)) {
			return ev.Eval(call.Args[0]), true
		}
		return Value{}, false
	}
	id, ok := ast.Unparen(call.Fun).(*ast.Ident)
	if !ok || len(call.Args) == 0 || !isBytes(ev.Info.TypeOf(call)) {
		return Value{}, false
	}
	if b, isBuiltin := ev.Info.Uses[id].(*types.Builtin); !isBuiltin || b.Name() != "append" {
		return Value{}, false
	}
	out := ev.Eval(call.Args[0])
	for _, a := range call.Args[1:] {
		var more Value
		switch {
		case call.Ellipsis.IsValid() && IsString(ev.Info.TypeOf(a)):
			more = ev.Eval(a) // append(b, s...)
		case call.Ellipsis.IsValid():
			more = ev.Unknown(a) // bytes of unknown text, a digest's say
		default:
			more = ev.operand(a, 'c')
		}
		out = out.Concat(more, ev.Origins)
	}
	return out, true
}

// isBytes reports whether t is a slice of bytes.
func isBytes(t types.Type) bool {
	if t == nil {
		return false
	}
	s, ok := t.Underlying().(*types.Slice)
	if !ok {
		return false
	}
	b, ok := s.Elem().Underlying().(*types.Basic)
	return ok && b.Kind() == types.Byte
}
