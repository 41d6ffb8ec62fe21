package infer

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/rediskeylint/rediskeylint/keyrules"
)

// TestInferJoinedWordsFollowColon: keys that join words with '_' and put
// ':' before a value follow separator ':' with snake_case words; the keys
// that are only joined words ("active_rooms") say nothing of the
// separator, so they do not outvote the others for '_'.
func TestInferJoinedWordsFollowColon(t *testing.T) {
	c := Infer(parseAll(
		"room_participants:<string>", "room_info:<string>",
		"active_rooms", "egress_list", "{ingress}_stream_key", "node_stats",
	))
	assert.Equal(t, keyrules.Choice{Value: ":", Agree: 2, Voters: 2}, c.Separator)
	assert.Equal(t, keyrules.CaseSnake, c.Case.Value)
	assert.Empty(t, c.Outliers)

	// A joiner that stands before a value is the separator when nothing
	// else is.
	c = Infer(parseAll("ratelimit_<string>", "session_<string>", "active_rooms"))
	assert.Equal(t, keyrules.Choice{Value: "_", Agree: 2, Voters: 2}, c.Separator)
}
