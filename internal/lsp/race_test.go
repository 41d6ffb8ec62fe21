//go:build race

package lsp_test

// raceEnabled builds the server with the race detector when the tests run
// with it, so that a data race in the server fails them (exit status 66).
const raceEnabled = true
