package analyzer

import (
	"go/ast"
	"go/token"
	"strings"

	"golang.org/x/tools/go/analysis"

	"github.com/rediskeylint/rediskeylint/keyrules"
)

// reporter turns findings into diagnostics: it places each at the
// narrowest position it can, attaches fixes, drops repeats and honours
// //nolint comments.
type reporter struct {
	pass    *analysis.Pass
	origins *origins
	nolint  *nolintIndex
	seen    map[reportKey]bool
}

// reportKey identifies one problem: the same rule at the same text is
// reported once, however many keys share that text.
type reportKey struct {
	pos, end token.Pos
	rule     string
	// message tells apart findings placed at the same call because their
	// text is not in this package.
	message string
}

func newReporter(pass *analysis.Pass, o *origins) *reporter {
	return &reporter{pass: pass, origins: o, nolint: newNolintIndex(pass.Fset, pass.Files), seen: make(map[reportKey]bool)}
}

// finding reports a keyrules finding of template t, a key of site.
func (r *reporter) finding(site *callSite, key keyArg, t keyrules.Template, f keyrules.Finding) {
	pos, end := key.expr.Pos(), key.expr.End()
	message := f.Message
	inLiteral := false
	var fixes []analysis.SuggestedFix
	if f.Part >= 0 && f.Part < len(t.Parts) {
		o := r.origins.get(t.Parts[f.Part].Origin)
		switch {
		case o.via != "":
			// The text comes from a helper in another package.
			message = strings.Replace(message, "key ", "key from "+o.via+" ", 1)
		case o.lit != nil:
			p, e, exact := literalRange(o.lit, o.offset+f.Start, o.offset+f.End)
			pos, end, inLiteral = p, e, true
			if exact && f.Fix != nil {
				fixes = []analysis.SuggestedFix{{
					Message:   f.Fix.Message,
					TextEdits: []analysis.TextEdit{{Pos: p, End: e, NewText: []byte(f.Fix.Replacement)}},
				}}
			}
		case o.expr != nil:
			pos, end = o.expr.Pos(), o.expr.End()
		}
	}
	if f.Part < 0 {
		// A finding about the whole key (depth, length) belongs to the
		// literal that spells the whole key, when one does.
		if lit, from, to, ok := r.wholeLiteral(t); ok {
			pos, end = literalBounds(lit, from, to)
			inLiteral = true
		}
	}
	if key.via != "" && !strings.Contains(message, " from ") {
		message = strings.Replace(message, "key ", "key (through "+key.via+") ", 1)
	}
	d := analysis.Diagnostic{Pos: pos, End: end, Category: f.Rule, Message: message, SuggestedFixes: fixes}
	k := reportKey{pos: pos, end: end, rule: f.Rule}
	if !inLiteral {
		k.message = message
	}
	r.emit(site.call, k, d)
}

// at reports a diagnostic of the given rule at node n.
func (r *reporter) at(call *ast.CallExpr, n ast.Node, rule, message string, related ...analysis.RelatedInformation) {
	r.report(call, analysis.Diagnostic{Pos: n.Pos(), End: n.End(), Category: rule, Message: message, Related: related})
}

func (r *reporter) report(call *ast.CallExpr, d analysis.Diagnostic) {
	r.emit(call, reportKey{d.Pos, d.End, d.Category, d.Message}, d)
}

func (r *reporter) emit(call *ast.CallExpr, k reportKey, d analysis.Diagnostic) {
	if r.seen[k] {
		return
	}
	r.seen[k] = true
	if r.nolint.suppressed(d.Pos, d.Category) || call != nil && r.nolint.suppressed(call.Pos(), d.Category) {
		return
	}
	r.pass.Report(d)
}

// wholeLiteral reports the one string literal of this package that spells
// a template without holes, and the range of the key in its value.
func (r *reporter) wholeLiteral(t keyrules.Template) (*ast.BasicLit, int, int, bool) {
	var lit *ast.BasicLit
	start, end := 0, 0
	for i, p := range t.Parts {
		if p.Hole != nil {
			return nil, 0, 0, false
		}
		o := r.origins.get(p.Origin)
		if o.lit == nil || o.via != "" || lit != nil && o.lit != lit || i > 0 && o.offset != end {
			return nil, 0, 0, false
		}
		if i == 0 {
			lit, start = o.lit, o.offset
		}
		end = o.offset + len(p.Lit)
	}
	return lit, start, end, lit != nil
}

// literalBounds maps a value range of a literal to positions, falling back
// to the whole literal.
func literalBounds(lit *ast.BasicLit, start, end int) (token.Pos, token.Pos) {
	p, e, _ := literalRange(lit, start, end)
	return p, e
}
