package driver

import (
	"encoding/json"
	"fmt"
	"io"
)

// The JSON form is the tree of go/analysis drivers (package → analyzer →
// diagnostics), so that tools reading `go vet -json` read it too, with each
// finding once under its package's import path.

type jsonDiagnostic struct {
	Category       string        `json:"category"`
	Posn           string        `json:"posn"`
	End            string        `json:"end"`
	Message        string        `json:"message"`
	Fingerprint    string        `json:"fingerprint"`
	SuggestedFixes []jsonFix     `json:"suggested_fixes,omitempty"`
	Related        []jsonRelated `json:"related,omitempty"`
}

type jsonFix struct {
	Message string     `json:"message"`
	Edits   []jsonEdit `json:"edits"`
}

type jsonEdit struct {
	Filename string `json:"filename"`
	Start    int    `json:"start"`
	End      int    `json:"end"`
	New      string `json:"new"`
}

type jsonRelated struct {
	Posn    string `json:"posn"`
	Message string `json:"message"`
}

func writeJSON(w io.Writer, findings []Finding, analyzerName string) error {
	tree := map[string]map[string][]jsonDiagnostic{}
	for _, f := range findings {
		d := jsonDiagnostic{
			Category:    f.Rule,
			Posn:        f.Pos.String(),
			End:         f.End.String(),
			Message:     f.Message,
			Fingerprint: f.Fingerprint,
		}
		for _, fix := range f.Fixes {
			jf := jsonFix{Message: fix.Message, Edits: []jsonEdit{}}
			for _, e := range fix.Edits {
				jf.Edits = append(jf.Edits, jsonEdit{e.File, e.Start, e.End, e.New})
			}
			d.SuggestedFixes = append(d.SuggestedFixes, jf)
		}
		for _, r := range f.Related {
			d.Related = append(d.Related, jsonRelated{r.Pos.String(), r.Message})
		}
		if tree[f.Package] == nil {
			tree[f.Package] = map[string][]jsonDiagnostic{}
		}
		tree[f.Package][analyzerName] = append(tree[f.Package][analyzerName], d)
	}
	enc := json.NewEncoder(w)
	enc.SetIndent("", "\t")
	if err := enc.Encode(tree); err != nil {
		return fmt.Errorf("writing JSON: %w", err)
	}
	return nil
}
