package lsp_test

import (
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
	"unicode/utf16"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"go.lsp.dev/protocol"
	"go.lsp.dev/uri"

	"github.com/rediskeylint/rediskeylint/analyzer"
	"github.com/rediskeylint/rediskeylint/keyrules"
)

// TestServerOverStdio drives the built binary as an editor would, over
// stdio, through every feature: diagnostics on open, hover, references,
// workspace symbols, code actions, an unsaved edit, a package that does
// not load, a bad configuration file, a cancelled request, shutdown and
// exit.
func TestServerOverStdio(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the binary and loads go-redis")
	}
	dir := copyDir(t, "testdata/shop")
	file := filepath.Join(dir, "orders", "orders.go")
	src, err := os.ReadFile(file)
	require.NoError(t, err)
	source := string(src)
	s := startSession(t, dir)
	ctx := context.Background()

	init, err := s.server.Initialize(ctx, &protocol.InitializeParams{
		WorkspaceFolders:      []protocol.WorkspaceFolder{{URI: string(uri.File(dir)), Name: "shop"}},
		InitializationOptions: map[string]any{"fix-renames": true},
	})
	require.NoError(t, err)
	assert.Equal(t, true, init.Capabilities.HoverProvider)
	assert.Equal(t, "rediskeylint", init.ServerInfo.Name)
	require.NoError(t, s.server.Initialized(ctx, &protocol.InitializedParams{}))

	// Diagnostics on open, at UTF-16 positions: a 4-byte rune, two
	// UTF-16 units, stands before the key on its line.
	require.NoError(t, s.server.DidOpen(ctx, &protocol.DidOpenTextDocumentParams{TextDocument: protocol.TextDocumentItem{
		URI: uri.File(file), LanguageID: "go", Version: 1, Text: source,
	}}))
	diags := s.waitDiagnostics(file, "two case findings", func(d []protocol.Diagnostic) bool { return len(d) == 2 })
	shop := at(source, `"Shop`, 1)
	visits := at(source, `Visits:%d`, 0)
	require.Equal(t, []protocol.Position{shop, visits}, []protocol.Position{diags[0].Range.Start, diags[1].Range.Start}, describe(diags))
	for _, d := range diags {
		assert.Equal(t, "rediskeylint", d.Source)
		assert.Equal(t, "case", d.Code)
		require.NotNil(t, d.CodeDescription)
		assert.Equal(t, analyzer.URL+"#case", string(d.CodeDescription.Href))
		assert.Contains(t, d.Message, `key "Shop:Visits:<int>"`)
	}

	// Hover on a helper call: template, client and command, data type,
	// the TTL seen at another site, the sites sharing it.
	hover, err := s.server.Hover(ctx, &protocol.HoverParams{TextDocumentPositionParams: position(file, at(source, "orderKey(id), \"state\").Result", 3))})
	require.NoError(t, err)
	require.NotNil(t, hover)
	for _, want := range []string{"shop:order:<int>", "go-redis", "`HGET`", "data type: hash", "TTL: set by `EXPIRE`", "3 sites share this template"} {
		assert.Contains(t, hover.Contents.Value, want)
	}
	// Hover on a literal with a hash tag: its slot and tag.
	hover, err = s.server.Hover(ctx, &protocol.HoverParams{TextDocumentPositionParams: position(file, at(source, `"shop:config`, 5))})
	require.NoError(t, err)
	require.NotNil(t, hover)
	assert.Contains(t, hover.Contents.Value, "hash slot: "+itoa(keyrules.HashSlot("shop:config:{main}:flags"))+" (hash tag `{main}`)")
	// Hover on a wrapper's argument: the wrapper is the client; inside the
	// wrapper, the key is its parameter.
	cache := filepath.Join(dir, "orders", "cache.go")
	cacheSrc, err := os.ReadFile(cache)
	require.NoError(t, err)
	hover, err = s.server.Hover(ctx, &protocol.HoverParams{TextDocumentPositionParams: position(cache, at(string(cacheSrc), `"shop:banner"`, 1))})
	require.NoError(t, err)
	require.NotNil(t, hover)
	assert.Contains(t, hover.Contents.Value, "shop:banner")
	assert.Contains(t, hover.Contents.Value, "client: orders.Get, command `GET`")
	hover, err = s.server.Hover(ctx, &protocol.HoverParams{TextDocumentPositionParams: position(cache, at(string(cacheSrc), "key).Val()", 0))})
	require.NoError(t, err)
	require.NotNil(t, hover)
	assert.Contains(t, hover.Contents.Value, "forwarded")
	// Hover where a key variable is built: the key it becomes.
	hover, err = s.server.Hover(ctx, &protocol.HoverParams{TextDocumentPositionParams: position(file, at(source, `"Shop:Visits`, 3))})
	require.NoError(t, err)
	require.NotNil(t, hover)
	assert.Contains(t, hover.Contents.Value, "Shop:Visits:<int>")
	assert.Contains(t, hover.Contents.Value, "`INCR`")
	assert.Equal(t, lineOf(source, `"Shop:Visits`), hover.Range.Start.Line, "the value hovered")
	// No key, no hover.
	hover, err = s.server.Hover(ctx, &protocol.HoverParams{TextDocumentPositionParams: position(file, at(source, "package orders", 2))})
	require.NoError(t, err)
	assert.Nil(t, hover)

	// References: the writers and the reader of the template.
	refs, err := s.server.References(ctx, &protocol.ReferenceParams{TextDocumentPositionParams: position(file, at(source, "orderKey(id), time.Hour", 1))})
	require.NoError(t, err)
	var lines []uint32
	for _, r := range refs {
		lines = append(lines, r.Range.Start.Line)
	}
	assert.Equal(t, []uint32{lineOf(source, "HSet"), lineOf(source, "Expire"), lineOf(source, "HGet(")}, lines)

	// Workspace symbols: the key templates by name.
	syms, err := s.server.Symbols(ctx, &protocol.WorkspaceSymbolParams{Query: "order:"})
	require.NoError(t, err)
	require.Len(t, syms, 1)
	assert.Equal(t, "shop:order:<int>", syms[0].Name)
	assert.Equal(t, protocol.SymbolKindKey, syms[0].Kind)
	syms, err = s.server.Symbols(ctx, &protocol.WorkspaceSymbolParams{Query: "SHOP"})
	require.NoError(t, err)
	assert.Len(t, syms, 4, "every template, whatever the case, and no wrapper's parameter")

	// Code actions: the rename (fix-renames is set) and the directive.
	actions, err := s.server.CodeAction(ctx, &protocol.CodeActionParams{
		TextDocument: protocol.TextDocumentIdentifier{URI: uri.File(file)},
		Range:        diags[0].Range,
	})
	require.NoError(t, err)
	var titles []string
	for _, a := range actions {
		titles = append(titles, a.Title)
	}
	require.Len(t, actions, 2, "%q", titles)
	assert.Equal(t, `Rename key "Shop:Visits:<int>" to "shop:visits:<int>"; stored data is not migrated`, actions[0].Title)
	assert.Len(t, actions[0].Edit.Changes[uri.File(file)], 2)
	assert.Equal(t, "Add //rediskeylint:ignore case with a reason", actions[1].Title)
	ignore := actions[1].Edit.Changes[uri.File(file)]
	require.Len(t, ignore, 1)
	assert.Equal(t, protocol.Position{Line: shop.Line}, ignore[0].Range.Start)
	assert.True(t, strings.HasPrefix(ignore[0].NewText, "\t//rediskeylint:ignore case "), ignore[0].NewText)
	// Applying the rename's edits to the buffer leaves no finding.
	renamed := apply(t, source, actions[0].Edit.Changes[uri.File(file)])

	// An unsaved edit: the buffer, not the file on disk, is analysed.
	change(t, s, file, 2, renamed)
	s.waitDiagnostics(file, "no findings", func(d []protocol.Diagnostic) bool { return len(d) == 0 })

	// A package that does not load: its error, on its position.
	broken := strings.Replace(renamed, "return rdb.Incr(ctx, key).Result()", "return rdb.Incr(ctx, key).Result(), 1", 1)
	change(t, s, file, 3, broken)
	diags = s.waitDiagnostics(file, "load errors", func(d []protocol.Diagnostic) bool {
		return len(d) > 0 && d[0].Severity == protocol.DiagnosticSeverityError
	})
	for _, d := range diags {
		assert.Equal(t, protocol.DiagnosticSeverityError, d.Severity)
		assert.Equal(t, lineOf(broken, "Result(), 1"), d.Range.Start.Line, describe(diags))
	}
	assert.Contains(t, describe(diags), "single-value context")
	// The server still answers, with what the last analysis found.
	syms, err = s.server.Symbols(ctx, &protocol.WorkspaceSymbolParams{Query: "order:"})
	require.NoError(t, err)
	assert.Len(t, syms, 1)

	// A cancelled request: the client gives up, the server goes on.
	change(t, s, file, 4, source)
	cancelled, cancel := context.WithCancel(ctx)
	cancel()
	_, err = s.server.Symbols(cancelled, &protocol.WorkspaceSymbolParams{Query: "shop"})
	require.Error(t, err)
	s.waitDiagnostics(file, "the two findings again", func(d []protocol.Diagnostic) bool {
		return len(d) == 2 && d[0].Code == "case" && d[1].Code == "case"
	})

	// A bad configuration file: an error on the file, reported on save.
	config := filepath.Join(dir, ".rediskeylint.yml")
	require.NoError(t, os.WriteFile(config, []byte("separator: \":\"\ncase: shouty\n"), 0o644))
	require.NoError(t, s.server.DidSave(ctx, &protocol.DidSaveTextDocumentParams{TextDocument: protocol.TextDocumentIdentifier{URI: uri.File(file)}}))
	diags = s.waitDiagnostics(config, "the configuration error", func(d []protocol.Diagnostic) bool { return len(d) == 1 })
	assert.Contains(t, diags[0].Message, "shouty")
	assert.Equal(t, protocol.DiagnosticSeverityError, diags[0].Severity)
	assert.Equal(t, uint32(1), diags[0].Range.Start.Line, "the line of the bad option: %s", describe(diags))
	require.NoError(t, os.Remove(config))
	require.NoError(t, s.server.DidSave(ctx, &protocol.DidSaveTextDocumentParams{TextDocument: protocol.TextDocumentIdentifier{URI: uri.File(file)}}))
	s.waitDiagnostics(config, "no error once the file is gone", func(d []protocol.Diagnostic) bool { return len(d) == 0 })

	// Shutdown and exit: exit code 0, and nothing on stdout but messages.
	require.NoError(t, s.server.Shutdown(ctx))
	require.NoError(t, s.server.Exit(ctx))
	assert.Equal(t, 0, s.exitCode(), "stderr:\n%s", s.stderr)
	shown := map[string]bool{}
	for _, body := range frames(t, s.stdout.Bytes()) {
		var msg map[string]any
		require.NoError(t, json.Unmarshal([]byte(body), &msg), body)
		assert.Equal(t, "2.0", msg["jsonrpc"], body)
		// The first diagnostics and hover, for docs/editors.md (go test -v).
		for _, what := range []string{`"Shop:Visits`, `Redis key`} {
			if strings.Contains(body, what) && !shown[what] {
				shown[what] = true
				t.Logf("server: %s", body)
			}
		}
	}
}

// TestExitWithoutShutdown: an exit that no shutdown preceded ends the
// server with code 1, as the protocol says.
func TestExitWithoutShutdown(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the binary")
	}
	dir := copyDir(t, "testdata/shop")
	s := startSession(t, dir)
	ctx := context.Background()
	_, err := s.server.Initialize(ctx, &protocol.InitializeParams{WorkspaceFolders: folder(dir)})
	require.NoError(t, err)
	require.NoError(t, s.server.Exit(ctx))
	assert.Equal(t, 1, s.exitCode())
}

// TestBadInitializationOptions: an unknown option fails initialize with an
// error naming it and the options there are.
func TestBadInitializationOptions(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the binary")
	}
	dir := copyDir(t, "testdata/shop")
	s := startSession(t, dir)
	ctx := context.Background()
	_, err := s.server.Initialize(ctx, &protocol.InitializeParams{WorkspaceFolders: folder(dir), InitializationOptions: map[string]any{"sepaartor": "."}})
	require.Error(t, err)
	assert.Contains(t, err.Error(), `"sepaartor" is not an option; the options are`)
	assert.Contains(t, err.Error(), "separator")
	_, err = s.server.Initialize(ctx, &protocol.InitializeParams{WorkspaceFolders: folder(dir), InitializationOptions: map[string]any{"case": "shouty"}})
	require.Error(t, err)
	assert.Contains(t, err.Error(), "case")
	require.NoError(t, s.server.Exit(ctx))
	assert.Equal(t, 1, s.exitCode())
}

// at returns the protocol position, in UTF-16 units, of the first
// occurrence of needle in src, plus offset bytes.
func at(src, needle string, offset int) protocol.Position {
	i := strings.Index(src, needle)
	if i < 0 {
		panic("the fixture lacks " + needle)
	}
	i += offset
	line := strings.Count(src[:i], "\n")
	start := strings.LastIndexByte(src[:i], '\n') + 1
	return protocol.Position{Line: uint32(line), Character: uint32(len(utf16.Encode([]rune(src[start:i]))))}
}

func folder(dir string) []protocol.WorkspaceFolder {
	return []protocol.WorkspaceFolder{{URI: string(uri.File(dir)), Name: filepath.Base(dir)}}
}

func lineOf(src, needle string) uint32 { return at(src, needle, 0).Line }

func position(file string, p protocol.Position) protocol.TextDocumentPositionParams {
	return protocol.TextDocumentPositionParams{TextDocument: protocol.TextDocumentIdentifier{URI: uri.File(file)}, Position: p}
}

// change sends the whole new text of file, unsaved.
func change(t *testing.T, s *session, file string, version int32, text string) {
	t.Helper()
	require.NoError(t, s.server.DidChange(context.Background(), &protocol.DidChangeTextDocumentParams{
		TextDocument:   protocol.VersionedTextDocumentIdentifier{TextDocumentIdentifier: protocol.TextDocumentIdentifier{URI: uri.File(file)}, Version: version},
		ContentChanges: []protocol.TextDocumentContentChangeEvent{{Text: text}},
	}))
}

// apply applies text edits of one line to src.
func apply(t *testing.T, src string, edits []protocol.TextEdit) string {
	t.Helper()
	edits = slices.Clone(edits)
	slices.SortFunc(edits, func(a, b protocol.TextEdit) int { return int(b.Range.Start.Character) - int(a.Range.Start.Character) })
	lines := strings.Split(src, "\n")
	for _, e := range edits {
		require.Equal(t, e.Range.Start.Line, e.Range.End.Line)
		u := utf16.Encode([]rune(lines[e.Range.Start.Line]))
		line := string(utf16.Decode(u[:e.Range.Start.Character])) + e.NewText + string(utf16.Decode(u[e.Range.End.Character:]))
		lines[e.Range.Start.Line] = line
	}
	return strings.Join(lines, "\n")
}

func itoa(n int) string { return strconv.Itoa(n) }

// TestIgnoreWithoutFixRenames: without fix-renames no fix renames a key,
// and the inserted directive, once in the buffer, suppresses the findings
// of its rule on the line below.
func TestIgnoreWithoutFixRenames(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the binary and loads go-redis")
	}
	dir := copyDir(t, "testdata/shop")
	file := filepath.Join(dir, "orders", "orders.go")
	src, err := os.ReadFile(file)
	require.NoError(t, err)
	s := startSession(t, dir)
	ctx := context.Background()
	_, err = s.server.Initialize(ctx, &protocol.InitializeParams{WorkspaceFolders: folder(dir)})
	require.NoError(t, err)
	require.NoError(t, s.server.Initialized(ctx, &protocol.InitializedParams{}))
	require.NoError(t, s.server.DidOpen(ctx, &protocol.DidOpenTextDocumentParams{TextDocument: protocol.TextDocumentItem{
		URI: uri.File(file), LanguageID: "go", Version: 1, Text: string(src),
	}}))
	diags := s.waitDiagnostics(file, "two case findings", func(d []protocol.Diagnostic) bool { return len(d) == 2 })

	actions, err := s.server.CodeAction(ctx, &protocol.CodeActionParams{TextDocument: protocol.TextDocumentIdentifier{URI: uri.File(file)}, Range: diags[1].Range})
	require.NoError(t, err)
	require.Len(t, actions, 1)
	assert.Equal(t, "Add //rediskeylint:ignore case with a reason", actions[0].Title)

	edit := actions[0].Edit.Changes[uri.File(file)][0]
	lines := strings.SplitAfter(string(src), "\n")
	lines[edit.Range.Start.Line] = edit.NewText + lines[edit.Range.Start.Line]
	change(t, s, file, 2, strings.Join(lines, ""))
	s.waitDiagnostics(file, "no findings under the directive", func(d []protocol.Diagnostic) bool { return len(d) == 0 })

	require.NoError(t, s.server.Shutdown(ctx))
	require.NoError(t, s.server.Exit(ctx))
	assert.Equal(t, 0, s.exitCode(), "stderr:\n%s", s.stderr)
}
