package lsp

import (
	"go/token"

	"go.lsp.dev/protocol"
	"go.lsp.dev/uri"
)

// rangeOf converts the go/token positions of one file to a range.
func (s *snapshot) rangeOf(pos, end token.Position) protocol.Range {
	t := s.text(pos.Filename)
	r := protocol.Range{Start: t.position(pos), End: t.position(end)}
	if end.Line == 0 {
		r.End = r.Start
	}
	return r
}

// location converts the go/token positions of one file to a location.
func (s *snapshot) location(pos, end token.Position) protocol.Location {
	return protocol.Location{URI: uri.File(pos.Filename), Range: s.rangeOf(pos, end)}
}

func tokenPosition(file string, line, col int) token.Position {
	return token.Position{Filename: file, Line: line, Column: col}
}

// contains reports whether the position (line, byte column) lies in
// [pos, end]: a cursor just after an expression still points at it, as
// in gopls.
func contains(pos, end token.Position, line, col int) bool {
	after := line > pos.Line || line == pos.Line && col >= pos.Column
	before := line < end.Line || line == end.Line && col <= end.Column
	return after && before
}
