package keyflow

import (
	"go/ast"
	"strings"

	"github.com/rediskeylint/rediskeylint/keyrules"
)

// A model rebuilds a call of a library function from what is known of its
// arguments; nil when it cannot tell.
type model func(ev *Evaluator, call *ast.CallExpr, depth int) []keyrules.Template

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
}

// holeOf models a conversion of its first argument to text of one kind.
func holeOf(kind keyrules.HoleKind) model {
	return func(ev *Evaluator, call *ast.CallExpr, _ int) []keyrules.Template {
		return ev.hole(call.Args[0], kind)
	}
}

// literalsMapped models a function applied to the literal text of its one
// argument (strings.ToLower); holes are assumed to be already so.
func literalsMapped(f func(string) string) model {
	return func(ev *Evaluator, call *ast.CallExpr, depth int) []keyrules.Template {
		if len(call.Args) != 1 {
			return nil
		}
		ts := ev.Templates(call.Args[0], depth+1)
		out := make([]keyrules.Template, len(ts))
		for i, t := range ts {
			parts := make([]keyrules.Part, len(t.Parts))
			for j, p := range t.Parts {
				if p.Hole == nil {
					p.Lit = f(p.Lit)
				}
				parts[j] = p
			}
			out[i] = keyrules.Template{Parts: parts}
		}
		return out
	}
}

// repeat rebuilds strings.Repeat of known text a constant number of times.
func repeat(ev *Evaluator, call *ast.CallExpr, depth int) []keyrules.Template {
	if len(call.Args) != 2 {
		return nil
	}
	tv, ok := ev.Info.Types[call.Args[1]]
	if !ok || tv.Value == nil {
		return nil
	}
	n, ok := ConstantInt(tv.Value)
	if !ok || n > 1024 {
		return nil
	}
	var out []keyrules.Template
	for _, t := range ev.Templates(call.Args[0], depth+1) {
		if !t.IsLiteral() {
			return nil
		}
		text := strings.Repeat(t.Text(), n)
		out = append(out, keyrules.Template{Parts: []keyrules.Part{{Lit: text, Origin: ev.Origins.Expr(call)}}})
	}
	return out
}

// sprint rebuilds fmt.Sprint: operands are formatted with %v, with a space
// between two operands when neither is a string.
func sprint(ev *Evaluator, call *ast.CallExpr, depth int) []keyrules.Template {
	if call.Ellipsis.IsValid() {
		return nil
	}
	return sprintArgs(ev, call.Args, depth)
}

// sprintArgs rebuilds the operands of a Sprint-like call.
func sprintArgs(ev *Evaluator, args []ast.Expr, depth int) []keyrules.Template {
	out := []keyrules.Template{{}}
	for i, arg := range args {
		if i > 0 && !IsString(ev.Info.TypeOf(arg)) && !IsString(ev.Info.TypeOf(args[i-1])) {
			out = Concat(out, []keyrules.Template{{Parts: []keyrules.Part{{Lit: " ", Origin: ev.Origins.Expr(arg)}}}}, ev.Origins)
		}
		out = Concat(out, ev.operand(arg, 'v', depth+1), ev.Origins)
	}
	return out
}

// join rebuilds strings.Join of a slice whose elements are known.
func join(ev *Evaluator, call *ast.CallExpr, depth int) []keyrules.Template {
	if len(call.Args) != 2 {
		return nil
	}
	elems := ev.ElementLists(call.Args[0], depth+1)
	if elems == nil {
		return nil
	}
	seps := ev.Templates(call.Args[1], depth+1)
	var out []keyrules.Template
	for _, list := range elems {
		for _, sep := range seps {
			joined := []keyrules.Template{{}}
			for i, el := range list {
				if i > 0 {
					joined = Concat(joined, []keyrules.Template{sep}, ev.Origins)
				}
				joined = Concat(joined, el, ev.Origins)
			}
			out = append(out, joined...)
		}
	}
	return Bound(out, ev.Origins)
}
