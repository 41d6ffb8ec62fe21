package problems

import (
	"fmt"
	"unicode/utf8"
)

// maxMessageBytes bounds a diagnostic's message: a key built from a 10 KB
// literal would otherwise be quoted whole, in every driver's output.
const maxMessageBytes = 400

// Bound elides the middle of a message longer than maxMessageBytes,
// keeping its start (the key's beginning) and its end (what is wrong), and
// saying how much was left out.
func Bound(m string) string {
	if len(m) <= maxMessageBytes {
		return m
	}
	const head, tail = 240, 120
	start := m[:head]
	for !utf8.ValidString(start) {
		start = start[:len(start)-1]
	}
	end := m[len(m)-tail:]
	for !utf8.ValidString(end) {
		end = end[1:]
	}
	return fmt.Sprintf("%s…(%d bytes elided)…%s", start, len(m)-len(start)-len(end), end)
}
