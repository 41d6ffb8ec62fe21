package analyzer

import (
	"slices"
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/rediskeylint/rediskeylint/internal/keyflow"
	"github.com/rediskeylint/rediskeylint/keyrules"
)

// TestSinkKeysCompareAsValues orders sink keys by their fields, not by
// their text: parameter 2 comes before parameter 10; templates of one
// parameter and command in the order they read.
func TestSinkKeysCompareAsValues(t *testing.T) {
	lit := func(s string) keyrules.Part { return keyrules.Part{Lit: s} }
	hole := keyrules.Part{Hole: keyrules.NewHole(keyrules.Int)}
	key := func(param int, command string, parts ...keyrules.Part) sinkKey {
		return sinkKey{Param: param, Command: command, Template: keyflow.EncodeTemplate(keyrules.Template{Parts: parts})}
	}
	tenth := key(10, "GET", lit("a"))
	second := key(2, "GET", lit("a"))
	spread := sinkKey{Param: 2, Variadic: true, Command: "GET", Template: second.Template}
	set := key(2, "SET", lit("a"))
	withHole := key(2, "GET", lit("user:"), hole)
	tagged := key(2, "GET", lit("user:{"), hole, lit("}"))

	keys := []sinkKey{tagged, withHole, tenth, set, second, spread}
	slices.SortStableFunc(keys, compareSinkKeys)
	assert.Equal(t, []sinkKey{spread, second, withHole, tagged, set, tenth}, keys)
	assert.Zero(t, compareSinkKeys(second, second))
}
