package analyzer

import (
	"go/ast"
	"go/constant"

	"github.com/rediskeylint/rediskeylint/internal/keyflow"
	"github.com/rediskeylint/rediskeylint/internal/keyflow/fmtstr"
	"github.com/rediskeylint/rediskeylint/keyrules"
)

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
	return keyflow.Bound(out, b.Origins)
}

// formatTemplates returns the format string as a literal template (keeping
// where its text came from), or nil when it is not constant.
func (b *builder) formatTemplates(e ast.Expr, depth int) []keyrules.Template {
	tv, ok := b.Info.Types[e]
	if !ok || tv.Value == nil || tv.Value.Kind() != constant.String {
		return nil
	}
	ts := b.Templates(e, depth+1)
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
	ops, ok := fmtstr.Parse(text)
	if !ok {
		return nil, false
	}
	out := []keyrules.Template{{}}
	for _, op := range ops {
		if op.Verb == 0 {
			out = keyflow.Concat(out, []keyrules.Template{b.slice(format, op.Start, op.End, op.Text)}, b.Origins)
			continue
		}
		if op.Arg >= len(operands) {
			return nil, false
		}
		out = keyflow.Concat(out, b.operand(operands[op.Arg], op.Verb, depth+1), b.Origins)
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
		o := b.Origins.get(p.Origin)
		o.offset += lo - pStart
		text := p.Lit[lo-pStart : hi-pStart]
		if rendered != text {
			// "%%" renders one '%': keep the position, drop exactness.
			text = rendered
			o.lit = nil
		}
		parts = append(parts, keyrules.Part{Lit: text, Origin: b.Origins.add(o)})
		if rendered != p.Lit[lo-pStart:hi-pStart] {
			break
		}
	}
	return keyrules.Template{Parts: parts}
}
