package ifacecalls

import (
	"go/token"
	"go/types"
	"strings"

	"golang.org/x/tools/go/analysis"

	"github.com/rediskeylint/rediskeylint/internal/keyflow"
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
	Message string
	Calls   []token.Position
}

// Problems returns the findings that check gives on the templates of
// bound entries, less those it gives on the implementation's own key
// templates (its own sites report them at its literals), one per
// interface and message, in the order of the entries.
func Problems(bound []Bound, check func(keyrules.Template) []keyrules.Finding) []Problem {
	index := map[string]int{}
	var out []Problem
	for _, b := range bound {
		own := map[string]bool{}
		for _, t := range b.Own {
			for _, f := range check(t) {
				own[string(f.Rule)+" "+f.Predicate] = true
			}
		}
		for _, t := range b.Rules {
			if t.IsUnknown() {
				continue
			}
			for _, f := range check(t) {
				if own[string(f.Rule)+" "+f.Predicate] {
					continue
				}
				iface := strings.TrimSuffix(keyflow.FuncLabel(b.Iface), "."+b.Iface.Name())
				message := f.MessageWith("(called through " + iface + ")")
				i, seen := index[message]
				if !seen {
					i = len(out)
					index[message] = i
					out = append(out, Problem{Impl: b.Impl, Rule: f.Rule, Message: message})
				}
				if calls := out[i].Calls; len(calls) == 0 || calls[len(calls)-1] != b.Pos {
					out[i].Calls = append(out[i].Calls, b.Pos)
				}
			}
		}
	}
	return out
}

// Related returns the calls of a problem as related information, those
// whose file fset holds (all of them when the packages are analysed
// together).
func (p Problem) Related(fset *token.FileSet) []analysis.RelatedInformation {
	var out []analysis.RelatedInformation
	for _, c := range p.Calls {
		fset.Iterate(func(f *token.File) bool {
			if f.Name() != c.Filename || c.Offset > f.Size() {
				return true
			}
			out = append(out, analysis.RelatedInformation{Pos: f.Pos(c.Offset), Message: "called here"})
			return false
		})
	}
	return out
}
