package infer

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/rediskeylint/rediskeylint/keyrules"
)

// TestInferUnknownStartDoesNotVote: a key that starts with a value the
// analysis does not know (a prefix read from the configuration) glued to
// its literal rest is unknown; the rest ("instances-by-creation") ends a
// word of the key, it is not a template of its own, and votes for nothing.
func TestInferUnknownStartDoesNotVote(t *testing.T) {
	c := Infer(parseAll(
		"<string>instances-by-creation", "<string>pods-by-node", "<string>Leases.<int>",
		"user:<int>", "order:<int>:lines",
	))
	assert.Equal(t, 2, c.Samples)
	assert.Equal(t, keyrules.Choice{Value: ":", Agree: 2, Voters: 2}, c.Separator)
	assert.Equal(t, keyrules.Choice{Value: keyrules.CaseSnake, Agree: 2, Voters: 2}, c.Case)
	assert.Equal(t, 2, c.MinDepth)
	assert.Equal(t, map[int]int{2: 1, 3: 1}, c.Depths)
	assert.Empty(t, c.Outliers)

	// A typed value in front is known to be a value: the rest still votes;
	// so does the rest after punctuation, segments of their own.
	c = Infer(parseAll("<int>:score", "user:<int>", "<string>:jobs:<string>"))
	assert.Equal(t, 3, c.Samples)
}
