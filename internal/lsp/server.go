package lsp

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log"
	"os"
	"sync"

	"go.lsp.dev/jsonrpc2"
	"go.lsp.dev/protocol"
	"go.lsp.dev/uri"
	"go.uber.org/zap"
)

// Run is the lsp subcommand: a language server on stdin and stdout, logs
// on stderr. It returns 0 after shutdown and exit, 1 when the client
// exits without shutdown or the connection breaks.
func Run(args []string, stdout, stderr io.Writer) int {
	if len(args) > 0 {
		fmt.Fprintf(stderr, "rediskeylint lsp: %q is not an argument; the server takes none and reads its options from initializationOptions (see docs/editors.md)\n", args[0])
		return 1
	}
	// Only protocol messages may reach stdout: anything else printed by
	// the process goes to stderr.
	os.Stdout = os.Stderr
	return Serve(context.Background(), os.Stdin, stdout, stderr)
}

// Serve runs the server on one connection until the client exits or the
// connection ends, and returns the exit code (see Run).
func Serve(ctx context.Context, in io.Reader, out io.Writer, logs io.Writer) int {
	conn := jsonrpc2.NewConn(jsonrpc2.NewStream(stdio{in, out}))
	s := &server{
		conn:      conn,
		client:    protocol.ClientDispatcher(conn, zap.NewNop()),
		log:       log.New(logs, "rediskeylint lsp: ", log.LstdFlags),
		docs:      newDocuments(),
		published: map[string]bool{},
		exit:      make(chan struct{}),
	}
	conn.Go(ctx, protocol.Handlers(s.handle))
	// A read from stdin does not end when stdin is closed: exit does not
	// wait for the connection to notice.
	select {
	case <-conn.Done():
	case <-s.exit:
	}
	_ = conn.Close()
	s.mu.Lock()
	ws, clean := s.ws, s.shutdown && s.exitSeen
	s.mu.Unlock()
	if ws != nil {
		ws.close()
	}
	if err := conn.Err(); err != nil && !clean && !errors.Is(err, io.EOF) {
		s.log.Print(err)
	}
	if clean {
		return 0
	}
	return 1
}

// stdio joins the two halves of the connection.
type stdio struct {
	io.Reader
	io.Writer
}

func (c stdio) Close() error {
	if r, ok := c.Reader.(io.Closer); ok {
		return r.Close()
	}
	return nil
}

// server is the protocol side: it answers the client's messages from the
// workspace's snapshots.
type server struct {
	conn   jsonrpc2.Conn
	client protocol.Client
	log    *log.Logger
	docs   *documents
	exit   chan struct{} // closed on exit

	mu        sync.Mutex
	ws        *workspace // nil until initialize
	shutdown  bool
	exitSeen  bool
	published map[string]bool // files whose last published diagnostics were not empty
	shown     string          // the last error shown to the user
}

// handle dispatches one message; the handlers around it (protocol.Handlers)
// run messages in order, each once the one before has replied, and cancel
// a request's context on $/cancelRequest.
func (s *server) handle(ctx context.Context, reply jsonrpc2.Replier, req jsonrpc2.Request) error {
	s.mu.Lock()
	ws, shutdown := s.ws, s.shutdown
	s.mu.Unlock()
	_, isCall := req.(*jsonrpc2.Call)
	switch {
	case req.Method() == protocol.MethodExit:
		return s.exited(ctx, reply)
	case req.Method() == protocol.MethodInitialize:
		return s.initialize(ctx, reply, req)
	case ws == nil && isCall:
		return reply(ctx, nil, jsonrpc2.NewError(jsonrpc2.ServerNotInitialized, "the server is not initialized"))
	case shutdown && isCall:
		return reply(ctx, nil, jsonrpc2.NewError(jsonrpc2.InvalidRequest, "the server is shut down"))
	case ws == nil || shutdown:
		return reply(ctx, nil, nil) // a notification: dropped
	}
	switch req.Method() {
	case protocol.MethodInitialized:
		// The workspace is analysed at once, so that symbols answer
		// before any file is opened.
		ws.changed(true)
		return reply(ctx, nil, nil)
	case protocol.MethodShutdown:
		s.mu.Lock()
		s.shutdown = true
		s.mu.Unlock()
		ws.close()
		return reply(ctx, nil, nil)
	case protocol.MethodTextDocumentDidOpen:
		return s.didOpen(ctx, reply, req)
	case protocol.MethodTextDocumentDidChange:
		return s.didChange(ctx, reply, req)
	case protocol.MethodTextDocumentDidSave:
		return s.didSave(ctx, reply, req)
	case protocol.MethodTextDocumentDidClose:
		return s.didClose(ctx, reply, req)
	case protocol.MethodTextDocumentHover:
		return s.hover(ctx, reply, req)
	case protocol.MethodTextDocumentReferences:
		return s.references(ctx, reply, req)
	case protocol.MethodWorkspaceSymbol:
		return s.symbols(ctx, reply, req)
	case protocol.MethodTextDocumentCodeAction:
		return s.codeActions(ctx, reply, req)
	}
	return jsonrpc2.MethodNotFoundHandler(ctx, reply, req)
}

func (s *server) initialize(ctx context.Context, reply jsonrpc2.Replier, req jsonrpc2.Request) error {
	var params protocol.InitializeParams
	if err := decode(req, &params); err != nil {
		return reply(ctx, nil, err)
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.ws != nil {
		return reply(ctx, nil, jsonrpc2.NewError(jsonrpc2.InvalidRequest, "the server is already initialized"))
	}
	dirs := folders(params)
	set, err := parseSettings(params.InitializationOptions, dirs[0])
	if err != nil {
		return reply(ctx, nil, jsonrpc2.NewError(jsonrpc2.InvalidParams, err.Error()))
	}
	s.ws = newWorkspace(dirs, set, s.docs, s.publish)
	s.log.Printf("serving %v", dirs)
	return reply(ctx, &protocol.InitializeResult{
		Capabilities: protocol.ServerCapabilities{
			TextDocumentSync: &protocol.TextDocumentSyncOptions{
				OpenClose: true,
				Change:    protocol.TextDocumentSyncKindFull,
				Save:      &protocol.SaveOptions{},
			},
			HoverProvider:           true,
			ReferencesProvider:      true,
			WorkspaceSymbolProvider: true,
			CodeActionProvider:      &protocol.CodeActionOptions{CodeActionKinds: []protocol.CodeActionKind{protocol.QuickFix}},
		},
		ServerInfo: &protocol.ServerInfo{Name: "rediskeylint"},
	}, nil)
}

// folders returns the directories of the workspace folders, else of the
// root, else the working directory.
//
//nolint:staticcheck // clients older than workspace folders (LSP 3.6) give only rootUri or rootPath
func folders(params protocol.InitializeParams) []string {
	var dirs []string
	for _, f := range params.WorkspaceFolders {
		dirs = append(dirs, uri.URI(f.URI).Filename())
	}
	switch {
	case len(dirs) > 0:
	case params.RootURI != "":
		dirs = []string{params.RootURI.Filename()}
	case params.RootPath != "":
		dirs = []string{params.RootPath}
	default:
		wd, _ := os.Getwd()
		dirs = []string{wd}
	}
	return dirs
}

// exited ends the server; the code says whether shutdown came first.
func (s *server) exited(ctx context.Context, reply jsonrpc2.Replier) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	err := reply(ctx, nil, nil)
	if !s.exitSeen {
		s.exitSeen = true
		close(s.exit)
	}
	return err
}

// publish sends the diagnostics of a new snapshot: for the open files,
// the files with problems, and the files whose diagnostics are now gone.
// A problem that names no file is shown to the user.
func (s *server) publish(snap *snapshot) {
	ctx := context.Background()
	files := map[string]bool{}
	for _, name := range s.docs.names() {
		files[name] = true
	}
	var general []string
	for _, p := range snap.problems {
		if p.file != "" {
			files[p.file] = true
		} else {
			general = append(general, p.message)
		}
	}
	s.mu.Lock()
	for name := range s.published {
		files[name] = true
	}
	s.mu.Unlock()
	for _, name := range sortedKeys(files) {
		diags := snap.diagnostics(name)
		if err := s.client.PublishDiagnostics(ctx, &protocol.PublishDiagnosticsParams{URI: uri.File(name), Diagnostics: diags}); err != nil {
			s.log.Printf("publishing diagnostics: %v", err)
		}
		s.mu.Lock()
		s.published[name] = len(diags) > 0
		if len(diags) == 0 {
			delete(s.published, name)
		}
		s.mu.Unlock()
	}
	for _, note := range snap.notes {
		s.log.Print(note)
		_ = s.client.LogMessage(ctx, &protocol.LogMessageParams{Type: protocol.MessageTypeLog, Message: note})
	}
	for _, p := range snap.problems {
		msg := p.message
		if p.file != "" {
			msg = fmt.Sprintf("%s:%d: %s", p.file, p.line, p.message)
		}
		s.log.Print(msg)
		_ = s.client.LogMessage(ctx, &protocol.LogMessageParams{Type: protocol.MessageTypeError, Message: msg})
	}
	shown := ""
	if len(general) > 0 {
		shown = general[0]
	}
	s.mu.Lock()
	show := shown != "" && shown != s.shown
	s.shown = shown
	s.mu.Unlock()
	if show {
		_ = s.client.ShowMessage(ctx, &protocol.ShowMessageParams{Type: protocol.MessageTypeError, Message: "rediskeylint: " + shown})
	}
}

// decode reads a message's parameters.
func decode(req jsonrpc2.Request, v any) error {
	if err := json.Unmarshal(req.Params(), v); err != nil {
		return jsonrpc2.NewError(jsonrpc2.InvalidParams, fmt.Sprintf("%s: %v", req.Method(), err))
	}
	return nil
}
