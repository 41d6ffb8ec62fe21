package lsp

import (
	"context"

	"go.lsp.dev/jsonrpc2"
	"go.lsp.dev/protocol"
)

// The document notifications keep the documents and ask for analyses.

func (s *server) didOpen(ctx context.Context, reply jsonrpc2.Replier, req jsonrpc2.Request) error {
	var p protocol.DidOpenTextDocumentParams
	if err := decode(req, &p); err != nil {
		return s.notificationError(ctx, reply, err)
	}
	s.docs.set(p.TextDocument.URI.Filename(), p.TextDocument.Text)
	s.workspace().changed(true)
	return reply(ctx, nil, nil)
}

func (s *server) didChange(ctx context.Context, reply jsonrpc2.Replier, req jsonrpc2.Request) error {
	var p protocol.DidChangeTextDocumentParams
	if err := decode(req, &p); err != nil {
		return s.notificationError(ctx, reply, err)
	}
	if n := len(p.ContentChanges); n > 0 {
		// The server asks for whole documents (TextDocumentSyncKindFull).
		s.docs.set(p.TextDocument.URI.Filename(), p.ContentChanges[n-1].Text)
		s.workspace().changed(false)
	}
	return reply(ctx, nil, nil)
}

func (s *server) didSave(ctx context.Context, reply jsonrpc2.Replier, req jsonrpc2.Request) error {
	var p protocol.DidSaveTextDocumentParams
	if err := decode(req, &p); err != nil {
		return s.notificationError(ctx, reply, err)
	}
	s.workspace().changed(true)
	return reply(ctx, nil, nil)
}

func (s *server) didClose(ctx context.Context, reply jsonrpc2.Replier, req jsonrpc2.Request) error {
	var p protocol.DidCloseTextDocumentParams
	if err := decode(req, &p); err != nil {
		return s.notificationError(ctx, reply, err)
	}
	s.docs.close(p.TextDocument.URI.Filename())
	s.workspace().changed(true)
	return reply(ctx, nil, nil)
}

// notificationError logs a notification that cannot be read: there is no
// reply to carry the error.
func (s *server) notificationError(ctx context.Context, reply jsonrpc2.Replier, err error) error {
	s.log.Print(err)
	return reply(ctx, nil, nil)
}

// answer decodes a request's parameters, waits for the snapshot that
// covers every change sent before it, and replies with what ask gives.
func answer[P any](s *server, ctx context.Context, reply jsonrpc2.Replier, req jsonrpc2.Request, ask func(*snapshot, *P) any) error {
	var p P
	if err := decode(req, &p); err != nil {
		return reply(ctx, nil, err)
	}
	snap, err := s.workspace().current(ctx)
	if err != nil {
		return reply(ctx, nil, err)
	}
	return reply(ctx, ask(snap, &p), nil)
}

// at returns the file and the 1-based line and column of a position.
func (s *snapshot) at(doc protocol.TextDocumentIdentifier, pos protocol.Position) (file string, line, col int) {
	file = doc.URI.Filename()
	line, col = s.text(file).column(pos)
	return file, line, col
}

func (s *server) hover(ctx context.Context, reply jsonrpc2.Replier, req jsonrpc2.Request) error {
	return answer(s, ctx, reply, req, func(snap *snapshot, p *protocol.HoverParams) any {
		if h := snap.hover(snap.at(p.TextDocument, p.Position)); h != nil {
			return h
		}
		return nil
	})
}

func (s *server) references(ctx context.Context, reply jsonrpc2.Replier, req jsonrpc2.Request) error {
	return answer(s, ctx, reply, req, func(snap *snapshot, p *protocol.ReferenceParams) any {
		return snap.references(snap.at(p.TextDocument, p.Position))
	})
}

func (s *server) symbols(ctx context.Context, reply jsonrpc2.Replier, req jsonrpc2.Request) error {
	return answer(s, ctx, reply, req, func(snap *snapshot, p *protocol.WorkspaceSymbolParams) any {
		return snap.symbols(p.Query)
	})
}

func (s *server) codeActions(ctx context.Context, reply jsonrpc2.Replier, req jsonrpc2.Request) error {
	return answer(s, ctx, reply, req, func(snap *snapshot, p *protocol.CodeActionParams) any {
		return snap.codeActions(p.TextDocument.URI.Filename(), p.Range)
	})
}

func (s *server) workspace() *workspace {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.ws
}
