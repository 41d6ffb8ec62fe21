package plugin

import (
	"fmt"
	"path/filepath"
	"strings"

	"golang.org/x/tools/go/analysis"
)

// foldRelated returns a copy of a whose diagnostics carry no related
// information. golangci-lint turns each related position into an issue of
// its own, which its one-issue-per-line default may keep in place of the
// finding; so the finding alone is reported, and a related position on
// another line than the finding is named at the end of its message.
func foldRelated(a *analysis.Analyzer) *analysis.Analyzer {
	b := *a
	b.Run = func(pass *analysis.Pass) (any, error) {
		p := *pass
		p.Report = func(d analysis.Diagnostic) {
			at := pass.Fset.Position(d.Pos)
			var notes []string
			for _, r := range d.Related {
				pos := pass.Fset.Position(r.Pos)
				if pos.Filename == at.Filename && pos.Line == at.Line {
					continue
				}
				notes = append(notes, fmt.Sprintf("%s:%d: %s", filepath.Base(pos.Filename), pos.Line, r.Message))
			}
			if len(notes) > 0 {
				d.Message += " (" + strings.Join(notes, "; ") + ")"
			}
			d.Related = nil
			pass.Report(d)
		}
		return a.Run(&p)
	}
	return &b
}
