//go:build !race

package lsp_test

const raceEnabled = false
