package ifacecalls

import (
	"go/token"
	"go/types"
	"strings"

	"golang.org/x/tools/go/analysis"

	"github.com/rediskeylint/rediskeylint/internal/keyflow"
	"github.com/rediskeylint/rediskeylint/internal/problems"
	"github.com/rediskeylint/rediskeylint/keyrules"
)

// A Problem is a finding of the naming rules on keys that calls of an
// imported package send through an implementation of this package: the
// declaring package cannot tell them to be keys, so this package, whose
// method binds them, reports it at that method (the first by name, when
// several methods of the interface bind it), once for all the calls that
// share it (Calls, their positions).
type Problem struct {
	Impl    *types.Func
	Rule    keyrules.RuleID
	Subject problems.Subject
	Message string
	Calls   []token.Position
}

// Problems returns the findings that check gives on the templates of
// bound entries, less those it gives on the implementation's own key
// templates (its own sites report them at its literals), one per
// interface, key shape and problem, in the order of the entries.
func Problems(bound []Bound, check func(keyrules.Template) []keyrules.Finding) []Problem {
	type id struct {
		iface *types.Interface
		problems.Subject
	}
	index := map[id]int{}
	var out []Problem
	for _, b := range bound {
		own := map[keyrules.Problem]bool{}
		for _, t := range b.Own {
			for _, f := range check(t) {
				own[f.Problem] = true
			}
		}
		for _, t := range b.Rules {
			if t.IsUnknown() {
				continue
			}
			for _, f := range check(t) {
				if own[f.Problem] {
					continue
				}
				k := id{keyflow.InterfaceOf(b.Iface), problems.Subject{Template: t.Shape(), Problem: f.Problem}}
				i, seen := index[k]
				if !seen {
					i = len(out)
					index[k] = i
					iface := strings.TrimSuffix(keyflow.FuncLabel(b.Iface), "."+b.Iface.Name())
					out = append(out, Problem{Impl: b.Impl, Rule: f.Rule, Subject: k.Subject,
						Message: f.MessageWith("(called through " + iface + ")")})
				}
				if calls := out[i].Calls; len(calls) == 0 || calls[len(calls)-1] != b.Pos {
					out[i].Calls = append(out[i].Calls, b.Pos)
				}
			}
		}
	}
	return out
}

// Diagnostic returns the diagnostic of a problem, at the implementing
// method's name, its calls related where fset holds their files (all of
// them when the packages are analysed together).
func (p Problem) Diagnostic(fset *token.FileSet) analysis.Diagnostic {
	pos := p.Impl.Pos()
	d := analysis.Diagnostic{Pos: pos, End: pos + token.Pos(len(p.Impl.Name())), Category: string(p.Rule), Message: p.Message}
	for _, c := range p.Calls {
		fset.Iterate(func(f *token.File) bool {
			if f.Name() != c.Filename || c.Offset > f.Size() {
				return true
			}
			d.Related = append(d.Related, analysis.RelatedInformation{Pos: f.Pos(c.Offset), Message: "called here"})
			return false
		})
	}
	return d
}
