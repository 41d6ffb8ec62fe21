package analyzer

import "golang.org/x/tools/go/analysis"

// WithRuleInMessages returns a copy of a whose diagnostics' messages start
// with their rule, as in "case: key ...", for drivers that print the
// message but not the category: go vet's text output and golangci-lint.
// Drivers that show the category (JSON, SARIF) use a itself, so that
// every form shows the rule once.
func WithRuleInMessages(a *analysis.Analyzer) *analysis.Analyzer {
	b := *a
	b.Run = func(pass *analysis.Pass) (any, error) {
		p := *pass
		p.Report = func(d analysis.Diagnostic) {
			d.Message = d.Category + ": " + d.Message
			pass.Report(d)
		}
		return a.Run(&p)
	}
	return &b
}
