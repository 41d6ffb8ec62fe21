// Package problems makes one finding of each problem: however many keys,
// calls and alternatives reach a problem, it is reported once, and the
// other places it was found become the finding's related information.
//
// Findings are the same problem when they share, with the same rule:
//   - the literal text they underline (the same key helper's text reached
//     from many calls);
//   - a line, a template and a keyrules.Problem (the empty segments of one key
//     are one finding, not one per "::");
//   - for a finding not placed at a literal, a call and a Problem (the
//     alternatives of one key, or two keys of one call, that share a
//     problem: at a literal, each literal is its own place to fix, and
//     two keys that share a literal share its finding);
//   - for a finding not placed at a literal whose key's text is not
//     spelled at the call (a helper's, a wrapper's or another package's),
//     its subject: each call that reaches the text would otherwise repeat
//     it.
//
// The finding that stands for the others is the first, by position, that
// is not hidden (a quiet test file, a suppression), at a literal when one
// is. A message longer than a few hundred bytes (a key built from a long
// literal) is bounded (Bound).
package problems

import (
	"go/ast"
	"go/token"
	"sort"

	"golang.org/x/tools/go/analysis"

	"github.com/rediskeylint/rediskeylint/internal/keyflow"
	"github.com/rediskeylint/rediskeylint/keyrules"
)

// A Finding is one finding of a key rule, before the merge.
type Finding struct {
	Pos, End token.Pos
	Rule     keyrules.RuleID
	// Call is the call that sends the key; nil for none.
	Call *ast.CallExpr
	// Subject is what the finding says of which key.
	Subject Subject
	// AtLiteral is set when the finding underlines the literal that holds
	// the text it is about.
	AtLiteral bool
	// Shared is set when the key's text is not spelled at the call: every
	// call that uses it repeats the problem.
	Shared bool
	// Hidden is set when the finding is not reported where it is (a quiet
	// test file, a suppression): it stands for others only when none can.
	Hidden bool
	// Message is the diagnostic's message, which a related site repeats.
	Message string
}

// A Subject is what a finding says of which key: compared as a value,
// never by the text of its message.
type Subject struct {
	// Template is the key's template: two keys that render alike in
	// messages are two subjects when their shapes differ.
	Template keyrules.Shape
	// Problem is what the finding says of the key (keyrules.Finding).
	Problem keyrules.Problem
	// From is what of another package spells the text (a key helper, a
	// wrapper, a variable); zero when the text is this package's.
	From keyflow.Via
}

// A Kept finding is reported, with the others of its problem.
type Kept struct {
	// Index is the finding's index in the list given to OnePerProblem.
	Index   int
	Related []analysis.RelatedInformation
}

// maxRelated bounds the related sites a finding lists.
const maxRelated = 10

// A problemKey is one of the ways two findings are the same problem.
type problemKey struct {
	rule keyrules.RuleID
	// kind tells the ways apart; the other fields are those it compares.
	kind     kind
	pos, end token.Pos
	line     int
	file     string
	call     *ast.CallExpr
	template keyrules.Shape
	problem  keyrules.Problem
	subject  Subject
}

// A kind is a way two findings are the same problem.
type kind uint8

const (
	sameLiteral kind = iota
	sameLineAndTemplate
	sameCallAndProblem
	sameSubject
)

// OnePerProblem returns the findings to report, in the order given, each
// with the others of its problem as related information.
func OnePerProblem(fset *token.FileSet, findings []Finding) []Kept {
	order := make([]int, len(findings))
	for i := range order {
		order[i] = i
	}
	sort.SliceStable(order, func(a, b int) bool {
		fa, fb := findings[order[a]], findings[order[b]]
		if fa.Hidden != fb.Hidden {
			return !fa.Hidden
		}
		if fa.AtLiteral != fb.AtLiteral {
			return fa.AtLiteral
		}
		return fa.Pos < fb.Pos
	})
	standsFor := make(map[problemKey]int)
	related := make(map[int][]analysis.RelatedInformation)
	var kept []int
	for _, i := range order {
		keys := problemKeys(fset, findings[i])
		at, merged := -1, false
		for _, k := range keys {
			if k.kind == sameSubject && findings[i].AtLiteral {
				continue // two literals that spell one text are two places to fix
			}
			if j, ok := standsFor[k]; ok {
				at, merged = j, true
				break
			}
		}
		if !merged {
			at = i
			kept = append(kept, i)
		} else {
			related[at] = relate(related[at], findings[at], findings[i])
		}
		for _, k := range keys {
			if _, ok := standsFor[k]; !ok {
				standsFor[k] = at
			}
		}
	}
	sort.Ints(kept)
	out := make([]Kept, len(kept))
	for n, i := range kept {
		out[n] = Kept{Index: i, Related: related[i]}
	}
	return out
}

// problemKeys returns the keys of finding f.
func problemKeys(fset *token.FileSet, f Finding) []problemKey {
	position := fset.Position(f.Pos)
	keys := []problemKey{
		{rule: f.Rule, kind: sameLineAndTemplate, file: position.Filename, line: position.Line, template: f.Subject.Template, problem: f.Subject.Problem},
	}
	if !f.AtLiteral {
		keys = append(keys, problemKey{rule: f.Rule, kind: sameCallAndProblem, call: f.Call, problem: f.Subject.Problem})
	}
	if f.Shared || f.AtLiteral {
		keys = append(keys, problemKey{rule: f.Rule, kind: sameSubject, subject: f.Subject})
	}
	if f.AtLiteral {
		keys = append(keys, problemKey{rule: f.Rule, kind: sameLiteral, pos: f.Pos, end: f.End})
	}
	return keys
}

// relate adds finding o as a site of the problem finding at reports.
func relate(rel []analysis.RelatedInformation, at, o Finding) []analysis.RelatedInformation {
	site := o.Pos
	if site == at.Pos && o.Call != nil {
		site = o.Call.Pos() // the same text reached from another call
	}
	if site == at.Pos || len(rel) >= maxRelated {
		return rel
	}
	for _, r := range rel {
		if r.Pos == site {
			return rel
		}
	}
	return append(rel, analysis.RelatedInformation{Pos: site, Message: "also " + o.Message})
}
