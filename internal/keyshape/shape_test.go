package keyshape

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestReduce(t *testing.T) {
	v := Vocabulary{}
	v.Add("rmq::queue::[{queue}]::ready")
	v.Add("%s:jobs:%s:inprogress")
	v.Add("a")   // one character alone: a value as likely as a word
	v.Add("g:")  // one character set off by a separator: a word of a key
	v.Add("123") // digits: always a value
	v.Add("work: a message, not a key")
	for _, c := range []struct{ key, shape string }{
		{"rmq::queue::[things]::ready", "rmq::queue::[<string>]::ready"},
		{"work:jobs:send_email:inprogress", "<string>:jobs:<string>:inprogress"},
		{"work:jobs:7:inprogress", "<string>:jobs:<int>:inprogress"},
		{"a:123", "<string>:<int>"},
		{"", ""},
		{"::", "::"},
		{"clé:queue", "<string>:queue"},
		{"work:jobs", "<string>:jobs"},
		{"work:g:mygroup", "<string>:g:<string>"},
		{"work:a:b", "<string>:<string>:<string>"},
	} {
		shape, _ := v.Reduce(c.key)
		assert.Equal(t, c.shape, shape, c.key)
	}
	_, literals := v.Reduce("rmq::queue::[x]::ready")
	assert.Equal(t, []string{"rmq", "queue", "ready"}, literals)
	_, literals = v.Reduce("foo:bar")
	assert.Empty(t, literals)
	_, literals = v.Reduce("g:foo")
	assert.Equal(t, []string{"g"}, literals)
	assert.False(t, Production(literals), "a one-character word alone does not make a shape production")
	assert.True(t, Production([]string{"g", "jobs"}))
}
