package lsp

import (
	"go/token"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"go.lsp.dev/protocol"
	"go.lsp.dev/uri"

	"github.com/rediskeylint/rediskeylint/analyzer"
	"github.com/rediskeylint/rediskeylint/internal/driver"
)

func TestDiagnosticOfFinding(t *testing.T) {
	const a, b = "/src/a.go", "/src/b.go"
	snap := &snapshot{overlay: map[string][]byte{
		a: []byte("package p\nvar k = \"é:Key\"\n"),
		b: []byte("package p\n\nvar j = \"é:key\"\n"),
	}}
	d := snap.diagnostic(driver.Finding{
		Rule:    "type",
		Message: `key "é:<int>" is used as a hash and a string`,
		Pos:     token.Position{Filename: a, Line: 2, Column: 13}, // "Key", after the 2-byte é
		End:     token.Position{Filename: a, Line: 2, Column: 16},
		Related: []driver.Related{{Message: "used as a string here", Pos: token.Position{Filename: b, Line: 3, Column: 9}}},
	})
	assert.Equal(t, protocol.Range{Start: protocol.Position{Line: 1, Character: 11}, End: protocol.Position{Line: 1, Character: 14}}, d.Range)
	assert.Equal(t, "type", d.Code)
	assert.Equal(t, "rediskeylint", d.Source)
	assert.Equal(t, uri.URI(analyzer.URL+"#type"), d.CodeDescription.Href)
	require.Len(t, d.RelatedInformation, 1)
	assert.Equal(t, protocol.Location{URI: uri.File(b), Range: protocol.Range{Start: protocol.Position{Line: 2, Character: 8}, End: protocol.Position{Line: 2, Character: 8}}}, d.RelatedInformation[0].Location)
	assert.Equal(t, "used as a string here", d.RelatedInformation[0].Message)
}

func TestProblemDiagnostic(t *testing.T) {
	const file = "/src/.rediskeylint.yml"
	snap := &snapshot{overlay: map[string][]byte{file: []byte("separator: \":\"\ncase: shouty\n")}}
	d := snap.problemDiagnostic(problem{file: file, line: 2, message: `case: "shouty" is not one of snake`})
	assert.Equal(t, protocol.DiagnosticSeverityError, d.Severity)
	assert.Equal(t, protocol.Range{Start: protocol.Position{Line: 1}, End: protocol.Position{Line: 1, Character: 12}}, d.Range, "the whole line of the option")
	d = snap.problemDiagnostic(problem{file: file, message: "does not parse"})
	assert.Equal(t, protocol.Range{End: protocol.Position{Character: 14}}, d.Range, "the first line")
}
