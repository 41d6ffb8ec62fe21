// Package lsp is `rediskeylint lsp`, a language server that runs beside
// gopls and shows the keyspace in the editor.
//
// # Model
//
// The server speaks the Language Server Protocol over stdio through
// go.lsp.dev/jsonrpc2 and the types of go.lsp.dev/protocol; nothing but
// protocol messages is written to stdout, logs go to stderr and to
// window/logMessage.
//
// Each workspace folder is one analysis: the packages ./... of the folder,
// test files included, loaded by internal/driver with the editor's unsaved
// buffers as overlays, under the result cache, with the flags of the
// command line taken from initializationOptions (same names). The first
// analysis of a folder runs the analyzer on every package for its catalog
// of key sites; later ones let the cache answer the packages that did not
// change and keep their sites from the run before, so an edit re-analyses
// the edited package and its importers only.
//
// Analyses run one at a time on a worker: initialized, opening, saving or
// closing a document asks for one at once, an edit after a short pause. A request that
// reads results (hover, references, symbols, code actions) waits for the
// analysis that covers every edit received before it, and gives up when
// the client cancels it.
//
// From one analysis come the diagnostics of the open documents (the
// findings, a package's load errors, a bad configuration file's error)
// and the keyspace: every key site with its templates (and, when its key
// is a local variable, the places the variable is given its value), from
// which hover, references and workspace symbols answer. Code actions are the fixes the
// findings carry (renames only with fix-renames, which the analyzer
// decides) and the insertion of a //rediskeylint:ignore directive.
//
// Positions are converted between the analyzer's byte columns and the
// protocol's UTF-16 code units with the file contents the analysis read.
package lsp
