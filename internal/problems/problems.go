package analyzer

import (
	"go/ast"
	"go/token"
	"sort"

	"golang.org/x/tools/go/analysis"
)

// A problem is one finding, however many keys, calls and alternatives
// reach it. Pending findings are the same problem when they share, with
// the same rule:
//   - the literal text they underline (the same key helper's text reached
//     from many calls);
//   - a line, a template and a predicate (the empty segments of one key
//     are one finding, not one per "::");
//   - for a finding the package cannot place at a literal, a call and a
//     predicate (the alternatives of one key, or two keys of one call,
//     that share a problem: at a literal, each literal is its own place
//     to fix, and two keys that share a literal share its finding);
//   - for a finding the package cannot place at a literal, its message,
//     when the key's text is not spelled at the call: the text is a
//     helper's, a wrapper's or another package's, and each call that
//     reaches it would otherwise repeat it.
// The finding that stands for the others is the first, by position, that
// a quiet test file or a suppression does not hide, at a literal when one
// is; the others become its related information.

// maxRelated bounds the related sites a finding lists.
const maxRelated = 10

// A problemKey is one of the ways two findings are the same problem.
type problemKey struct {
	rule string
	// kind tells the ways apart; the other fields are those it compares.
	kind     uint8
	pos, end token.Pos
	line     int
	file     string
	call     *ast.CallExpr
	text     string
}

// The kinds of problem keys.
const (
	sameLiteral uint8 = iota
	sameLineAndTemplate
	sameCallAndPredicate
	sameMessage
)

// oneFindingPerProblem returns the pending findings to report, in their
// order, each with the others of its problem as related information.
func (r *reporter) oneFindingPerProblem() []int {
	order := make([]int, len(r.pending))
	for i := range order {
		order[i] = i
	}
	hidden := func(i int) bool {
		p := r.pending[i]
		return r.quiet(p.d.Pos) || r.suppress.Suppressed(p.d.Pos, p.d.Category) ||
			p.call != nil && r.suppress.Suppressed(p.call.Pos(), p.d.Category)
	}
	sort.SliceStable(order, func(a, b int) bool {
		pa, pb := r.pending[order[a]], r.pending[order[b]]
		if ha, hb := hidden(order[a]), hidden(order[b]); ha != hb {
			return !ha
		}
		if pa.atLiteral != pb.atLiteral {
			return pa.atLiteral
		}
		return pa.d.Pos < pb.d.Pos
	})
	standsFor := make(map[problemKey]int)
	var kept []int
	for _, i := range order {
		keys := r.problemKeys(i)
		at, merged := -1, false
		for _, k := range keys {
			if k.kind == sameMessage && r.pending[i].atLiteral {
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
			r.relate(at, i)
		}
		for _, k := range keys {
			if _, ok := standsFor[k]; !ok {
				standsFor[k] = at
			}
		}
	}
	sort.Ints(kept)
	return kept
}

// problemKeys returns the keys of pending finding i.
func (r *reporter) problemKeys(i int) []problemKey {
	p := r.pending[i]
	rule := p.d.Category
	position := r.pass.Fset.Position(p.d.Pos)
	keys := []problemKey{
		{rule: rule, kind: sameLineAndTemplate, file: position.Filename, line: position.Line, text: p.template + "\x00" + p.predicate},
	}
	if !p.atLiteral {
		keys = append(keys, problemKey{rule: rule, kind: sameCallAndPredicate, call: p.call, text: p.predicate})
	}
	if p.shared || p.atLiteral {
		keys = append(keys, problemKey{rule: rule, kind: sameMessage, text: p.problem[1]})
	}
	if p.atLiteral {
		keys = append(keys, problemKey{rule: rule, kind: sameLiteral, pos: p.d.Pos, end: p.d.End})
	}
	return keys
}

// relate lists finding i as a site of the problem that finding at reports.
func (r *reporter) relate(at, i int) {
	d, o := &r.pending[at].d, r.pending[i]
	site := o.d.Pos
	if site == d.Pos && o.call != nil {
		site = o.call.Pos() // the same text reached from another call
	}
	if site == d.Pos || len(d.Related) >= maxRelated {
		return
	}
	for _, rel := range d.Related {
		if rel.Pos == site {
			return
		}
	}
	d.Related = append(d.Related, analysis.RelatedInformation{Pos: site, Message: "also " + o.d.Message})
}
