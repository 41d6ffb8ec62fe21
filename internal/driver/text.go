package driver

import (
	"fmt"
	"io"
)

// writeText prints one "file:line:col: rule: message" line per finding,
// the file relative to base when it lies below it.
func writeText(w io.Writer, findings []Finding, base string) error {
	for _, f := range findings {
		if _, err := fmt.Fprintf(w, "%s:%d:%d: %s: %s\n", relPath(base, f.Pos.Filename), f.Pos.Line, f.Pos.Column, f.Rule, f.Message); err != nil {
			return err
		}
	}
	return nil
}
