package lsp

import (
	"bytes"
	"go/token"

	"go.lsp.dev/protocol"
	"go.lsp.dev/uri"

	"github.com/rediskeylint/rediskeylint/internal/driver"
)

// ignoreReason is the reason an inserted directive gives until the user
// writes one: a directive without a reason suppresses nothing.
const ignoreReason = "TODO: say why this key is fine"

// codeActions returns, for each finding of file that overlaps rng, the
// fixes it carries and the insertion of a //rediskeylint:ignore directive.
func (s *snapshot) codeActions(file string, rng protocol.Range) []protocol.CodeAction {
	t := s.text(file)
	startLine, startCol := t.column(rng.Start)
	endLine, endCol := t.column(rng.End)
	from, to := tokenPosition(file, startLine, startCol), tokenPosition(file, endLine, endCol)
	out := []protocol.CodeAction{}
	for _, f := range s.findings {
		if f.Pos.Filename != file || !overlaps(f.Pos, f.End, from, to) {
			continue
		}
		diag := s.diagnostic(f)
		for _, fix := range f.Fixes {
			out = append(out, protocol.CodeAction{
				Title:       fix.Message,
				Kind:        protocol.QuickFix,
				Diagnostics: []protocol.Diagnostic{diag},
				Edit:        &protocol.WorkspaceEdit{Changes: s.edits(fix.Edits)},
				IsPreferred: len(f.Fixes) == 1,
			})
		}
		out = append(out, protocol.CodeAction{
			Title:       "Add //rediskeylint:ignore " + f.Rule + " with a reason",
			Kind:        protocol.QuickFix,
			Diagnostics: []protocol.Diagnostic{diag},
			Edit:        &protocol.WorkspaceEdit{Changes: map[uri.URI][]protocol.TextEdit{uri.File(file): {s.ignoreEdit(f)}}},
		})
	}
	return out
}

// edits converts a fix's byte-offset edits to text edits by file.
func (s *snapshot) edits(edits []driver.Edit) map[uri.URI][]protocol.TextEdit {
	out := map[uri.URI][]protocol.TextEdit{}
	for _, e := range edits {
		t := s.text(e.File)
		u := uri.File(e.File)
		out[u] = append(out[u], protocol.TextEdit{
			Range:   protocol.Range{Start: t.offsetPosition(e.Start), End: t.offsetPosition(e.End)},
			NewText: e.New,
		})
	}
	return out
}

// ignoreEdit inserts, alone on the line above the finding and indented as
// it, the directive that suppresses the finding's rule.
func (s *snapshot) ignoreEdit(f driver.Finding) protocol.TextEdit {
	t := s.text(f.Pos.Filename)
	start := t.lineStart(f.Pos.Line - 1)
	line := t[start:t.lineEnd(start)]
	indent := line[:len(line)-len(bytes.TrimLeft(line, " \t"))]
	at := t.offsetPosition(start)
	return protocol.TextEdit{
		Range:   protocol.Range{Start: at, End: at},
		NewText: string(indent) + "//rediskeylint:ignore " + f.Rule + " " + ignoreReason + "\n",
	}
}

// overlaps reports whether [pos, end] and [from, to] of one file share a
// position.
func overlaps(pos, end, from, to token.Position) bool {
	return !before(end, from) && !before(to, pos)
}

// before reports whether a comes strictly before b.
func before(a, b token.Position) bool {
	return a.Line < b.Line || a.Line == b.Line && a.Column < b.Column
}
