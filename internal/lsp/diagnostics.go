package lsp

import (
	"go.lsp.dev/protocol"
	"go.lsp.dev/uri"

	"github.com/rediskeylint/rediskeylint/analyzer"
	"github.com/rediskeylint/rediskeylint/internal/driver"
)

// source is the diagnostics' source, which editors show beside gopls's.
const source = "rediskeylint"

// diagnostics returns the diagnostics of file: its findings and the
// problems found in it.
func (s *snapshot) diagnostics(file string) []protocol.Diagnostic {
	out := []protocol.Diagnostic{}
	for _, f := range s.findings {
		if f.Pos.Filename == file {
			out = append(out, s.diagnostic(f))
		}
	}
	for _, p := range s.problems {
		if p.file == file {
			out = append(out, s.problemDiagnostic(p))
		}
	}
	return out
}

// diagnostic converts a finding: code the rule, its document linked.
func (s *snapshot) diagnostic(f driver.Finding) protocol.Diagnostic {
	d := protocol.Diagnostic{
		Range:           s.rangeOf(f.Pos, f.End),
		Severity:        protocol.DiagnosticSeverityWarning,
		Code:            f.Rule,
		CodeDescription: &protocol.CodeDescription{Href: uri.URI(analyzer.URL + "#" + f.Rule)},
		Source:          source,
		Message:         f.Message,
	}
	for _, r := range f.Related {
		d.RelatedInformation = append(d.RelatedInformation, protocol.DiagnosticRelatedInformation{
			Location: protocol.Location{URI: uri.File(r.Pos.Filename), Range: s.rangeOf(r.Pos, r.Pos)},
			Message:  r.Message,
		})
	}
	return d
}

// problemDiagnostic converts a problem found in a file: an error over
// its position, or over the first line when it names none.
func (s *snapshot) problemDiagnostic(p problem) protocol.Diagnostic {
	t := s.text(p.file)
	var r protocol.Range
	if p.line > 0 {
		r.Start = t.position(tokenPosition(p.file, p.line, max(p.col, 1)))
	}
	// Up to the end of the line, so that the editor underlines something.
	r.End = t.offsetPosition(t.lineEnd(t.offset(r.Start)))
	if p.col > 0 && r.End == r.Start {
		r.End.Character++
	}
	return protocol.Diagnostic{Range: r, Severity: protocol.DiagnosticSeverityError, Source: source, Message: p.message}
}
