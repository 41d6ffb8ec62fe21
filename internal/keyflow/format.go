package keyflow

import (
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"

	"github.com/rediskeylint/rediskeylint/internal/keyflow/fmtstr"
	"github.com/rediskeylint/rediskeylint/keyrules"
)

// sprintf rebuilds fmt.Sprintf with a constant format string.
func sprintf(ev *Evaluator, call *ast.CallExpr) Value {
	if call.Ellipsis.IsValid() {
		return Value{}
	}
	return sprintfArgs(ev, call.Args)
}

// sprintfArgs rebuilds the format and operands of a Sprintf-like call.
func sprintfArgs(ev *Evaluator, args []ast.Expr) Value {
	if len(args) == 0 {
		return Value{}
	}
	formats := formatTemplates(ev, args[0])
	if !formats.Told() {
		return Value{}
	}
	operands := args[1:]
	out := formats.With(nil)
	for _, f := range formats.Alts {
		v, ok := formatOne(ev, f, operands)
		if !ok {
			return Value{}
		}
		out = out.Join(v)
	}
	return out.Bound(ev.Origins)
}

// formatTemplates returns the format string as a literal template (keeping
// where its text came from), or nothing when it is not constant.
func formatTemplates(ev *Evaluator, e ast.Expr) Value {
	tv, ok := ev.Info.Types[e]
	if !ok || tv.Value == nil || tv.Value.Kind() != constant.String {
		return Value{}
	}
	v := ev.Eval(e)
	for _, t := range v.Alts {
		if !t.IsLiteral() {
			return Value{}
		}
	}
	return v
}

// formatOne renders one constant format template with the operands.
func formatOne(ev *Evaluator, format keyrules.Template, operands []ast.Expr) (Value, bool) {
	text := format.Text()
	ops, ok := fmtstr.Parse(text)
	if !ok {
		return Value{}, false
	}
	out := Of(keyrules.Template{})
	for _, op := range ops {
		if op.Verb == 0 {
			out = out.Concat(Of(slicePart(format, op.Start, op.End, op.Text, ev.Origins)), ev.Origins)
			continue
		}
		if op.Arg >= len(operands) {
			return Value{}, false
		}
		v := ev.operand(operands[op.Arg], op.Verb)
		if op.Start > 0 {
			v = ev.valueOperand(operands[op.Arg], v)
		}
		out = out.Concat(v, ev.Origins)
	}
	return out, true
}

// slicePart returns the literal template for text[start:end] of a literal
// template whose parts may come from several literals, keeping origins.
// rendered is what that range renders as (it differs for "%%").
func slicePart(t keyrules.Template, start, end int, rendered string, o Sources) keyrules.Template {
	var parts []keyrules.Part
	off := 0
	for _, p := range t.Parts {
		pStart, pEnd := off, off+len(p.Lit)
		off = pEnd
		lo, hi := max(start, pStart), min(end, pEnd)
		if lo >= hi {
			continue
		}
		text := p.Lit[lo-pStart : hi-pStart]
		if rendered != text {
			// "%%" renders one '%': keep the position, drop exactness.
			parts = append(parts, keyrules.Part{Lit: rendered, Origin: o.Unspelled(p.Origin, lo-pStart)})
			break
		}
		parts = append(parts, keyrules.Part{Lit: text, Origin: o.Shift(p.Origin, lo-pStart)})
	}
	return keyrules.Template{Parts: parts}
}

// operand returns the templates of one formatted operand.
func (ev *Evaluator) operand(arg ast.Expr, verb rune) Value {
	t := ev.Info.TypeOf(arg)
	if t == nil {
		return ev.Unknown(arg)
	}
	if tv, ok := ev.Info.Types[arg]; ok && tv.Value != nil {
		switch {
		case verb == 'c' && tv.Value.Kind() == constant.Int:
			if r, ok := ConstantInt(tv.Value); ok {
				return Of(keyrules.Template{Parts: []keyrules.Part{{Lit: string(rune(r)), Origin: ev.Origins.Expr(arg)}}})
			}
		case verb == 's' && tv.Value.Kind() == constant.String,
			verb == 'v' && tv.Value.Kind() != constant.Float,
			verb == 'd' && tv.Value.Kind() == constant.Int:
			return ev.Eval(arg)
		}
	}
	kind := holeKind(t, verb)
	if kind == keyrules.Unknown && IsString(t) && (verb == 's' || verb == 'v') {
		return ev.Eval(arg)
	}
	if kind == keyrules.Int && (verb == 'd' || verb == 'v') {
		// An integer variable that only ever holds constants renders them.
		if v := ev.Eval(arg); AllLiteral(v.Alts) {
			return v
		}
	}
	if kind == keyrules.Unknown && (verb == 's' || verb == 'v') {
		// A call of a key helper, or a key type formatted by its String
		// method.
		if call, ok := ast.Unparen(arg).(*ast.CallExpr); ok {
			if v := ev.helpers.producerCall(ev, call); v.Told() {
				return v
			}
		}
		if !IsString(t) {
			if v := ev.helpers.stringerValue(ev, arg); v.Told() {
				return v
			}
		}
	}
	return ev.hole(arg, kind)
}

// holeKind classifies how a value of type t renders under verb (SPEC §3).
func holeKind(t types.Type, verb rune) keyrules.HoleKind {
	switch verb {
	case 'q':
		return keyrules.Quoted
	case 'x', 'X':
		return keyrules.Hex
	case 't':
		return keyrules.Bool
	}
	if isTime(t) {
		return keyrules.Time
	}
	if types.Implements(t, stringerType) || types.Implements(types.NewPointer(t), stringerType) && !isPointer(t) {
		if _, isIface := t.Underlying().(*types.Interface); !isIface {
			return keyrules.Unknown
		}
	}
	switch u := t.Underlying().(type) {
	case *types.Basic:
		switch {
		case u.Info()&types.IsUnsigned != 0:
			return keyrules.Uint
		case u.Info()&types.IsInteger != 0:
			if verb == 'c' {
				return keyrules.Unknown
			}
			return keyrules.Int
		case u.Info()&types.IsFloat != 0:
			return keyrules.Float
		case u.Info()&types.IsBoolean != 0:
			return keyrules.Bool
		}
	case *types.Slice:
		if basic, ok := u.Elem().Underlying().(*types.Basic); ok && basic.Kind() == types.Byte && verb == 's' {
			return keyrules.Unknown
		}
		return listKind(u.Elem())
	case *types.Array:
		return listKind(u.Elem())
	case *types.Map:
		return keyrules.Map
	case *types.Struct:
		return keyrules.Struct
	case *types.Pointer:
		if _, ok := u.Elem().Underlying().(*types.Struct); ok {
			return keyrules.Composite
		}
		return keyrules.Hex
	}
	return keyrules.Unknown
}

// listKind classifies a slice or array by its elements: [1 2] for scalars,
// brackets and braces when the elements are themselves composite.
func listKind(elem types.Type) keyrules.HoleKind {
	if _, ok := elem.Underlying().(*types.Basic); ok {
		return keyrules.List
	}
	return keyrules.Composite
}

var stringerType = types.NewInterfaceType([]*types.Func{
	types.NewFunc(token.NoPos, nil, "String", types.NewSignatureType(nil, nil, nil, nil,
		types.NewTuple(types.NewVar(token.NoPos, nil, "", types.Typ[types.String])), false)),
}, nil).Complete()

func isTime(t types.Type) bool {
	if p, ok := t.(*types.Pointer); ok {
		t = p.Elem()
	}
	n, ok := t.(*types.Named)
	return ok && n.Obj().Pkg() != nil && n.Obj().Pkg().Path() == "time" && n.Obj().Name() == "Time"
}

func isPointer(t types.Type) bool {
	_, ok := t.(*types.Pointer)
	return ok
}
