package analyzer

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/rediskeylint/rediskeylint/keyrules"
)

func TestTTLKeysCompareByPieces(t *testing.T) {
	tpl := func(parts ...keyrules.Part) keyrules.Template { return keyrules.Template{Parts: parts} }
	lit := func(s string) keyrules.Part { return keyrules.Part{Lit: s} }
	hole := func(k keyrules.HoleKind) keyrules.Part { return keyrules.Part{Hole: keyrules.NewHole(k)} }
	named := keyrules.NewHole(keyrules.Int)
	named.Name = "id"

	split := tpl(lit("user:"), lit("session:"), hole(keyrules.Int))
	whole := tpl(lit("user:session:"), hole(keyrules.Int))
	assert.Equal(t, ttlParts(whole), ttlParts(split), "literals split across parts are one piece")
	assert.Equal(t, ttlParts(whole), ttlParts(tpl(lit("user:session:"), hole(keyrules.Int), lit(""))))

	spelled := tpl(lit("user:session:<int>"))
	assert.Equal(t, whole.String(), spelled.String())
	assert.NotEqual(t, ttlParts(whole), ttlParts(spelled), "a hole is not the text of its label")
	assert.NotEqual(t, ttlParts(whole), ttlParts(tpl(lit("user:session:"), keyrules.Part{Hole: named})))
	assert.NotEqual(t, ttlParts(whole), ttlParts(tpl(lit("user:session:"), hole(keyrules.Uint))))
}
