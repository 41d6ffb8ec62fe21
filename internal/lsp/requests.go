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

// The requests answer from the snapshot that covers every change before
// them.

func (s *server) hover(ctx context.Context, reply jsonrpc2.Replier, req jsonrpc2.Request) error {
	var p protocol.HoverParams
	if err := decode(req, &p); err != nil {
		return reply(ctx, nil, err)
	}
	snap, err := s.workspace().current(ctx)
	if err != nil {
		return reply(ctx, nil, err)
	}
	file := p.TextDocument.URI.Filename()
	line, col := snap.text(file).column(p.Position)
	if h := snap.hover(file, line, col); h != nil {
		return reply(ctx, h, nil)
	}
	return reply(ctx, nil, nil)
}

func (s *server) references(ctx context.Context, reply jsonrpc2.Replier, req jsonrpc2.Request) error {
	var p protocol.ReferenceParams
	if err := decode(req, &p); err != nil {
		return reply(ctx, nil, err)
	}
	snap, err := s.workspace().current(ctx)
	if err != nil {
		return reply(ctx, nil, err)
	}
	file := p.TextDocument.URI.Filename()
	line, col := snap.text(file).column(p.Position)
	return reply(ctx, snap.references(file, line, col), nil)
}

func (s *server) symbols(ctx context.Context, reply jsonrpc2.Replier, req jsonrpc2.Request) error {
	var p protocol.WorkspaceSymbolParams
	if err := decode(req, &p); err != nil {
		return reply(ctx, nil, err)
	}
	snap, err := s.workspace().current(ctx)
	if err != nil {
		return reply(ctx, nil, err)
	}
	return reply(ctx, snap.symbols(p.Query), nil)
}

func (s *server) codeActions(ctx context.Context, reply jsonrpc2.Replier, req jsonrpc2.Request) error {
	var p protocol.CodeActionParams
	if err := decode(req, &p); err != nil {
		return reply(ctx, nil, err)
	}
	snap, err := s.workspace().current(ctx)
	if err != nil {
		return reply(ctx, nil, err)
	}
	return reply(ctx, snap.codeActions(p.TextDocument.URI.Filename(), p.Range), nil)
}

func (s *server) workspace() *workspace {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.ws
}
