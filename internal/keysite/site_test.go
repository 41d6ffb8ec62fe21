package keysite

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/rediskeylint/rediskeylint/keyrules"
)

// TestIsFallback tells the empty key on one path of several from an empty
// key that is the only one.
func TestIsFallback(t *testing.T) {
	empty := keyrules.Lit("")
	filled := keyrules.ParseTemplate("app:cleanup:<string>")
	assert.True(t, IsFallback(empty, []keyrules.Template{empty, filled}))
	assert.False(t, IsFallback(filled, []keyrules.Template{empty, filled}))
	assert.False(t, IsFallback(empty, []keyrules.Template{empty}), "an empty key alone is the key")
}
