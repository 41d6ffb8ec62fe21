package analyzer

import (
	"go/ast"
	"go/constant"
	"strconv"

	"github.com/rediskeylint/rediskeylint/keyrules"
)

// A formatOp is one piece of a parsed fmt format string: literal text or a
// verb that consumes an operand.
type formatOp struct {
	// start and end are the byte range of the piece in the format string.
	start, end int
	// text is the literal text the piece renders (for "%%", "%"); empty
	// for a verb.
	text string
	// verb is the verb rune; 0 for literal text.
	verb rune
	// arg is the index of the operand the verb formats; -1 when the
	// format string is malformed there.
	arg int
}

// parseFormat splits a format string into literal text and verbs, following
// fmt's grammar: flags, width and precision (either may be '*', which
// consumes an operand), explicit argument indexes "[n]", and "%%".
// It reports false for a string fmt would render with %!(…) errors.
func parseFormat(format string) ([]formatOp, bool) {
	var ops []formatOp
	arg := 0
	lit := 0
	for i := 0; i < len(format); {
		if format[i] != '%' {
			i++
			continue
		}
		if i > lit {
			ops = append(ops, formatOp{start: lit, end: i, text: format[lit:i]})
		}
		start := i
		i++
		if i < len(format) && format[i] == '%' {
			ops = append(ops, formatOp{start: start, end: i + 1, text: "%"})
			i++
			lit = i
			continue
		}
		// Flags.
		for i < len(format) && isFlag(format[i]) {
			i++
		}
		i, arg = skipIndex(format, i, arg)
		i, arg = skipSize(format, i, arg) // width
		if i < len(format) && format[i] == '.' {
			i, arg = skipIndex(format, i+1, arg)
			i, arg = skipSize(format, i, arg) // precision
		}
		i, arg = skipIndex(format, i, arg)
		if i >= len(format) || arg < 0 {
			return nil, false
		}
		verb := rune(format[i])
		if verb == 0 {
			return nil, false // fmt prints %!(NOVERB)-like text for it
		}
		i++
		ops = append(ops, formatOp{start: start, end: i, verb: verb, arg: arg})
		arg++
		lit = i
	}
	if lit < len(format) {
		ops = append(ops, formatOp{start: lit, end: len(format), text: format[lit:]})
	}
	return ops, true
}

func isFlag(c byte) bool {
	return c == '+' || c == '-' || c == '#' || c == ' ' || c == '0'
}

// skipSize skips a width or precision: digits, or '*', which consumes an
// operand.
func skipSize(format string, i, arg int) (int, int) {
	if i < len(format) && format[i] == '*' {
		return i + 1, arg + 1
	}
	for i < len(format) && '0' <= format[i] && format[i] <= '9' {
		i++
	}
	return i, arg
}

// skipIndex parses an explicit argument index "[n]" at format[i:], returning
// the position after it and the operand index it selects (n-1), or arg
// unchanged when there is none; -1 when it is malformed.
func skipIndex(format string, i, arg int) (int, int) {
	if i >= len(format) || format[i] != '[' {
		return i, arg
	}
	j := i + 1
	for j < len(format) && format[j] != ']' {
		j++
	}
	if j >= len(format) {
		return j, -1
	}
	n, err := strconv.Atoi(format[i+1 : j])
	if err != nil || n < 1 {
		return j + 1, -1
	}
	return j + 1, n - 1
}

// sprintf rebuilds fmt.Sprintf with a constant format string.
func (b *builder) sprintf(call *ast.CallExpr, depth int) []keyrules.Template {
	if call.Ellipsis.IsValid() {
		return nil
	}
	return b.sprintfArgs(call.Args, depth)
}

// sprintfArgs rebuilds the format and operands of a Sprintf-like call.
func (b *builder) sprintfArgs(args []ast.Expr, depth int) []keyrules.Template {
	if len(args) == 0 {
		return nil
	}
	formats := b.formatTemplates(args[0], depth)
	if formats == nil {
		return nil
	}
	operands := args[1:]
	var out []keyrules.Template
	for _, f := range formats {
		ts, ok := b.formatOne(f, operands, depth)
		if !ok {
			return nil
		}
		out = append(out, ts...)
	}
	if len(out) > maxTemplates {
		return nil
	}
	return out
}

// formatTemplates returns the format string as a literal template (keeping
// where its text came from), or nil when it is not constant.
func (b *builder) formatTemplates(e ast.Expr, depth int) []keyrules.Template {
	tv, ok := b.info.Types[e]
	if !ok || tv.Value == nil || tv.Value.Kind() != constant.String {
		return nil
	}
	ts := b.templates(e, depth+1)
	for _, t := range ts {
		if !t.IsLiteral() {
			return nil
		}
	}
	return ts
}

// formatOne renders one constant format template with the operands.
func (b *builder) formatOne(format keyrules.Template, operands []ast.Expr, depth int) ([]keyrules.Template, bool) {
	text := format.Text()
	ops, ok := parseFormat(text)
	if !ok {
		return nil, false
	}
	out := []keyrules.Template{{}}
	for _, op := range ops {
		if op.verb == 0 {
			out = product(out, []keyrules.Template{b.slice(format, op.start, op.end, op.text)})
			continue
		}
		if op.arg >= len(operands) {
			return nil, false
		}
		out = product(out, b.operand(operands[op.arg], op.verb, depth+1))
	}
	return out, true
}

// slice returns the literal template for text[start:end] of a literal
// template whose parts may come from several literals, keeping origins.
// rendered is what that range renders as (it differs for "%%").
func (b *builder) slice(t keyrules.Template, start, end int, rendered string) keyrules.Template {
	var parts []keyrules.Part
	off := 0
	for _, p := range t.Parts {
		pStart, pEnd := off, off+len(p.Lit)
		off = pEnd
		lo, hi := max(start, pStart), min(end, pEnd)
		if lo >= hi {
			continue
		}
		o := b.origins.get(p.Origin)
		o.offset += lo - pStart
		text := p.Lit[lo-pStart : hi-pStart]
		if rendered != text {
			// "%%" renders one '%': keep the position, drop exactness.
			text = rendered
			o.lit = nil
		}
		parts = append(parts, keyrules.Part{Lit: text, Origin: b.origins.add(o)})
		if rendered != p.Lit[lo-pStart:hi-pStart] {
			break
		}
	}
	return keyrules.Template{Parts: parts}
}
