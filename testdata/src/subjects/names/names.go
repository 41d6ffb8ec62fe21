// Package names holds key prefixes whose words differ only past the length
// a message quotes.
package names

const (
	LongA = "WordWordWordWordWordWordWordWordWordWordWordWordWordWordWordWordWordWordWordWordA"
	LongB = "WordWordWordWordWordWordWordWordWordWordWordWordWordWordWordWordWordWordWordWordB"
)
