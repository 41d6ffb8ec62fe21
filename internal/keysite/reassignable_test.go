package keysite

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/rediskeylint/rediskeylint/keyrules"
)

func TestReassignableOpensTheMarkedText(t *testing.T) {
	mark := "field pkg.Config.Prefix"
	ts := []keyrules.Template{{Parts: []keyrules.Part{
		{Lit: "jobs", Reassignable: mark}, {Lit: ":"}, {Hole: keyrules.NewHole(keyrules.Int)}}}}
	names, open := Reassignable(ts)
	assert.Equal(t, []string{mark}, names)
	assert.Equal(t, []string{"<field pkg.Config.Prefix>:<int>"}, open)

	names, open = Reassignable([]keyrules.Template{{Parts: []keyrules.Part{{Lit: "jobs:"}}}})
	assert.Nil(t, names)
	assert.Nil(t, open, "nothing to open")
}
