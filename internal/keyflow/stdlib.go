package keyflow

import (
	"go/ast"
	"strings"

	"github.com/rediskeylint/rediskeylint/keyrules"
)

// A model rebuilds a call of a library function from what is known of its
// arguments; the zero Value when it cannot tell.
type model func(ev *Evaluator, call *ast.CallExpr) Value

// models are the library functions that build strings, keyed by the
// callee's full name (types.Func.FullName).
var models map[string]model

// The table is filled in init: its models evaluate their arguments, which
// leads back to the table, and Go rejects that cycle in a variable's
// initialiser.
func init() {
	models = map[string]model{
		"fmt.Sprintf":                 sprintf,
		"fmt.Sprint":                  sprint,
		"strings.Join":                join,
		"strings.Repeat":              repeat,
		"strings.Replace":             replace,
		"strings.ReplaceAll":          replace,
		"(*strings.Replacer).Replace": replacerReplace,
		"strings.ToLower":             literalsMapped(strings.ToLower),
		"strings.ToUpper":             literalsMapped(strings.ToUpper),
		"strconv.Itoa":                holeOf(keyrules.Int),
		"strconv.FormatInt":           holeOf(keyrules.Int),
		"strconv.FormatUint":          holeOf(keyrules.Uint),
		"strconv.FormatBool":          holeOf(keyrules.Bool),
		"strconv.FormatFloat":         holeOf(keyrules.Float),
		"strconv.Quote":               holeOf(keyrules.Quoted),
		"encoding/hex.EncodeToString": holeOf(keyrules.Hex),
		"strconv.QuoteToASCII":        holeOf(keyrules.Quoted),
		"(time.Time).Format":          timeFormat,
		"(*strings.Builder).String":   bufferString,
		"(*bytes.Buffer).String":      bufferString,
	}
	// Sources whose text the type does not bound but the function does:
	// raw bytes, JSON, a time's default rendering. Their []byte results
	// reach a key through string(b).
	for name, kind := range map[string]keyrules.HoleKind{
		"encoding/json.Marshal": keyrules.JSON,
		"(time.Time).String":    keyrules.Time,
	} {
		models[name] = resultOf(kind)
	}
	// Decoders: raw bytes, or what the program encoded (roundtrip.go).
	for _, pair := range codecPairs {
		models[pair.decoder] = decoderModel(pair)
	}
}

// resultOf models a function whose result is text of one kind.
func resultOf(kind keyrules.HoleKind) model {
	return func(ev *Evaluator, call *ast.CallExpr) Value {
		return ev.hole(call, kind)
	}
}

// holeOf models a conversion of its first argument to text of one kind.
func holeOf(kind keyrules.HoleKind) model {
	return func(ev *Evaluator, call *ast.CallExpr) Value {
		return ev.hole(call.Args[0], kind)
	}
}

// literalsMapped models a function applied to the literal text of its one
// argument (strings.ToLower); holes are assumed to be already so.
func literalsMapped(f func(string) string) model {
	return func(ev *Evaluator, call *ast.CallExpr) Value {
		if len(call.Args) != 1 {
			return Value{}
		}
		v := ev.Eval(call.Args[0])
		out := make([]keyrules.Template, len(v.Alts))
		for i, t := range v.Alts {
			parts := make([]keyrules.Part, len(t.Parts))
			for j, p := range t.Parts {
				if p.Hole == nil {
					p.Lit = f(p.Lit)
				}
				parts[j] = p
			}
			out[i] = keyrules.Template{Parts: parts, Choices: t.Choices}
		}
		return v.With(out)
	}
}

// repeat rebuilds strings.Repeat of known text a constant number of times.
func repeat(ev *Evaluator, call *ast.CallExpr) Value {
	if len(call.Args) != 2 {
		return Value{}
	}
	tv, ok := ev.Info.Types[call.Args[1]]
	if !ok || tv.Value == nil {
		return Value{}
	}
	n, ok := ConstantInt(tv.Value)
	if !ok || n > 1024 {
		return Value{}
	}
	v := ev.Eval(call.Args[0])
	var out []keyrules.Template
	for _, t := range v.Alts {
		if !t.IsLiteral() {
			return Value{}
		}
		text := strings.Repeat(t.Text(), n)
		out = append(out, keyrules.Template{Parts: []keyrules.Part{{Lit: text, Origin: ev.Origins.Expr(call)}}})
	}
	return v.With(out)
}

// sprint rebuilds fmt.Sprint: operands are formatted with %v, with a space
// between two operands when neither is a string.
func sprint(ev *Evaluator, call *ast.CallExpr) Value {
	if call.Ellipsis.IsValid() {
		return Value{}
	}
	return sprintArgs(ev, call.Args)
}

// sprintArgs rebuilds the operands of a Sprint-like call.
func sprintArgs(ev *Evaluator, args []ast.Expr) Value {
	out := Of(keyrules.Template{})
	for i, arg := range args {
		if i > 0 && !IsString(ev.Info.TypeOf(arg)) && !IsString(ev.Info.TypeOf(args[i-1])) {
			out = out.Concat(Of(keyrules.Template{Parts: []keyrules.Part{{Lit: " ", Origin: ev.Origins.Expr(arg)}}}), ev.Origins)
		}
		out = out.Concat(ev.operand(arg, 'v'), ev.Origins)
	}
	return out
}

// join rebuilds strings.Join of a slice whose elements are known.
func join(ev *Evaluator, call *ast.CallExpr) Value {
	if len(call.Args) != 2 {
		return Value{}
	}
	elems, limit := ev.ElementLists(call.Args[0])
	if limit != NoLimit {
		return ev.Unknown(call).Limited(limit)
	}
	if elems == nil {
		return Value{}
	}
	seps := ev.Eval(call.Args[1])
	out := seps.With(nil)
	for _, list := range elems {
		for _, sep := range seps.Alts {
			joined := Of(keyrules.Template{})
			for i, el := range list {
				if i > 0 {
					joined = joined.Concat(Of(sep), ev.Origins)
				}
				joined = joined.Concat(el, ev.Origins)
			}
			out = out.Join(joined)
		}
	}
	return out.Bound(ev.Origins)
}
