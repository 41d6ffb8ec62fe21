package analyzer

import (
	"go/ast"
	"go/token"
	"strconv"

	"golang.org/x/tools/go/analysis"

	"github.com/rediskeylint/rediskeylint/internal/keyflow"
	"github.com/rediskeylint/rediskeylint/internal/origins"
	"github.com/rediskeylint/rediskeylint/internal/problems"
	"github.com/rediskeylint/rediskeylint/internal/renames"
	"github.com/rediskeylint/rediskeylint/internal/spelling"
	"github.com/rediskeylint/rediskeylint/internal/suppress"
	"github.com/rediskeylint/rediskeylint/keyrules"
)

// reporter turns findings into diagnostics: it places each at the
// narrowest position it can, attaches fixes, drops repeats and honours
// suppression comments. Key findings are held until every key of the
// package is seen (finish), because a fix that renames a key must rename
// it at every site (internal/renames).
type reporter struct {
	pass     *analysis.Pass
	origins  *origins.Table
	cfg      keyrules.Config
	suppress *suppress.Set
	seen     map[reportKey]bool
	// renames plans the key renames; nil when they are not offered.
	renames *renames.Plan
	// pending are the key findings not yet reported.
	pending []pendingFinding
	// helpers finds the literals of key helpers of other packages, to
	// place the findings of their text there; nil when they stay at the
	// calls (internal/spelling).
	helpers *spelling.Finder
}

// reportKey identifies one problem: the same rule at the same place
// about the same subject is reported once.
type reportKey struct {
	pos, end token.Pos
	rule     keyrules.RuleID
	about    subject
}

// A pendingFinding is a key finding waiting for its fix and for the
// others of its problem (internal/problems).
type pendingFinding struct {
	problems.Finding
	key reportKey
	d   analysis.Diagnostic
	// rename is the rename its fix would be part of; nil for none.
	rename *renames.Group
	// usedAt is the call that uses a key helper of another package at
	// whose literal the finding is placed; nil otherwise.
	usedAt *ast.CallExpr
}

func newReporter(pass *analysis.Pass, o *origins.Table, cfg keyrules.Config, r *runner) *reporter {
	rep := &reporter{
		pass: pass, origins: o, cfg: cfg,
		suppress: suppress.New(pass.Fset, pass.Files, !r.driverNolint, skipGenerated),
		seen:     make(map[reportKey]bool),
	}
	if r.atHelperLiterals {
		rep.helpers = spelling.NewFinder(pass.Fset)
	}
	if r.fixRenames {
		rep.renames = renames.New(pass, o.Spelling)
	}
	return rep
}

// keyTemplate records that a key of site has template t, for the renames.
func (r *reporter) keyTemplate(key keyArg, t keyrules.Template) {
	if r.renames != nil {
		r.renames.Occurs(key.expr, t)
	}
}

// finding records a keyrules finding of template t, a key of site.
func (r *reporter) finding(site *callSite, key keyArg, t keyrules.Template, f keyrules.Finding) {
	if r.quietSite(site) {
		return
	}
	pos, end := key.expr.Pos(), key.expr.End()
	// context says where the key's text comes from, after "key" in the
	// message: the helper of another package that spells it, or the
	// wrapper of this package it went through.
	context := ""
	var from keyflow.Via
	inLiteral := false
	var edit *renames.Edit
	var helper *keyflow.Spelling // the helper's literal the finding is at
	if f.Part >= 0 && f.Part < len(t.Parts) {
		o := r.origins.Get(t.Parts[f.Part].Origin)
		var lit *ast.BasicLit
		atHelper := false
		if r.helpers != nil {
			lit, atHelper = r.helpers.Literal(o.Spelled)
		}
		switch {
		case atHelper:
			// The text is a literal of a helper in another package.
			if o.Spelled.Ignores(f.Rule) {
				return
			}
			pos, end, _ = origins.LiteralRange(lit, o.Offset+f.Start, o.Offset+f.End)
			inLiteral, helper = true, o.Spelled
		case !o.Via.IsZero():
			// The text comes from a helper in another package.
			context, from = "from "+o.Via.String(), o.Via
		case o.Lit != nil:
			p, e, exact := origins.LiteralRange(o.Lit, o.Offset+f.Start, o.Offset+f.End)
			pos, end, inLiteral = p, e, true
			if exact && f.Fix != nil {
				edit = &renames.Edit{Lit: o.Lit, From: o.Offset + f.Start, To: o.Offset + f.End, Text: f.Fix.Replacement, Pos: p, End: e}
			}
		case o.Expr != nil:
			pos, end = o.Expr.Pos(), o.Expr.End()
		}
	}
	if f.Part < 0 {
		// A finding about the whole key (depth, length) belongs to the
		// literal that spells the whole key, when one does.
		if lit, from, to, ok := r.origins.WholeLiteral(t); ok {
			pos, end = literalBounds(lit, from, to)
			inLiteral = true
		}
	}
	// A key whose text a helper of another package made is that
	// package's text: each call here that uses it is a site of its own.
	what := problems.Subject{Template: t.Shape(), Problem: f.Problem, From: from}
	through := key.through != nil && context == ""
	if through {
		context = "(through " + keyflow.FuncLabel(key.through) + ")"
	}
	message := f.MessageWith(context)
	var usedAt *ast.CallExpr
	if helper != nil {
		// Every package that uses the helper says the same of its text.
		message, usedAt = f.MessageAbout(helper.Key), site.call
	}
	d := analysis.Diagnostic{Pos: pos, End: end, Category: string(f.Rule), Message: message}
	// Key findings placed at one expression because their text is not in
	// this package are told apart by what they say of which key, and the
	// wrapper the key went through.
	var of keySubject
	if !inLiteral {
		of.Subject = what
		if through {
			of.through = key.through
		}
	}
	k := reportKey{pos: pos, end: end, rule: f.Rule, about: of}
	var group *renames.Group
	if r.renames != nil && f.Fix != nil {
		group = r.renames.Add(key.expr, t, f, edit)
	}
	r.pending = append(r.pending, pendingFinding{key: k, d: d, rename: group, usedAt: usedAt, Finding: problems.Finding{
		Pos: pos, End: end, Rule: f.Rule, Call: site.call, Subject: what, AtLiteral: inLiteral,
		Shared: through || !r.origins.SpelledIn(t, key.expr), Hidden: r.hidden(site.call, d), Message: message}})
}

// hidden reports whether diagnostic d of a key sent at call is not
// reported where it is: in a quiet test file, or suppressed.
func (r *reporter) hidden(call *ast.CallExpr, d analysis.Diagnostic) bool {
	return r.quiet(d.Pos) || r.suppress.Suppressed(d.Pos, d.Category) ||
		call != nil && r.suppress.Suppressed(call.Pos(), d.Category)
}

// finish reports the key findings, with the renames that are safe, and the
// malformed suppression directives.
func (r *reporter) finish() {
	fixes := map[*renames.Group]*analysis.SuggestedFix{}
	if r.renames != nil {
		fixes = r.renames.Fixes()
	}
	findings := make([]problems.Finding, len(r.pending))
	for i, p := range r.pending {
		findings[i] = p.Finding
	}
	for _, kept := range problems.OnePerProblem(r.pass.Fset, findings) {
		p := r.pending[kept.Index]
		p.d.Related = kept.Related
		if p.usedAt != nil {
			used := analysis.RelatedInformation{Pos: p.usedAt.Pos(), End: p.usedAt.End(), Message: "used here"}
			p.d.Related = append([]analysis.RelatedInformation{used}, p.d.Related...)
		}
		if fix := fixes[p.rename]; fix != nil {
			p.d.SuggestedFixes = []analysis.SuggestedFix{*fix}
		}
		r.emit(p.Call, p.key, p.d)
	}
	r.pending = nil
	if r.cfg.Enabled(keyrules.RuleDirective) {
		for _, b := range r.suppress.Bad() {
			r.at(nil, b.Comment, keyrules.RuleDirective, about(directiveSubject{}),
				"directive "+strconv.Quote(b.Comment.Text)+" "+b.Problem)
		}
	}
}

// quiet reports whether a diagnostic at pos falls in a test file whose
// findings are not reported: such a finding cannot stand for others.
func (r *reporter) quiet(pos token.Pos) bool {
	f := r.pass.Fset.File(pos)
	return f != nil && isTestFile(f.Name()) && !r.cfg.Tests
}

// at reports a diagnostic of the given rule about s at node n.
func (r *reporter) at(call *ast.CallExpr, n ast.Node, rule keyrules.RuleID, s subject, message string, related ...analysis.RelatedInformation) {
	r.report(call, rule, s, analysis.Diagnostic{Pos: n.Pos(), End: n.End(), Message: message, Related: related})
}

// report reports d, a diagnostic of the given rule about s.
func (r *reporter) report(call *ast.CallExpr, rule keyrules.RuleID, s subject, d analysis.Diagnostic) {
	d.Category = string(rule)
	r.emit(call, reportKey{pos: d.Pos, end: d.End, rule: rule, about: s}, d)
}

func (r *reporter) emit(call *ast.CallExpr, k reportKey, d analysis.Diagnostic) {
	if r.seen[k] {
		return
	}
	r.seen[k] = true
	d.Message = problems.Bound(d.Message)
	if r.suppress.Suppressed(d.Pos, d.Category) || call != nil && r.suppress.Suppressed(call.Pos(), d.Category) {
		return
	}
	r.pass.Report(d)
}

// literalBounds maps a value range of a literal to positions, falling back
// to the whole literal.
func literalBounds(lit *ast.BasicLit, start, end int) (token.Pos, token.Pos) {
	p, e, _ := origins.LiteralRange(lit, start, end)
	return p, e
}
