package keyrules

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestFindingSubjectAndPredicate(t *testing.T) {
	fs := checker(t, only(RuleCase)).Check(tpl("User:", Int))
	require.Len(t, fs, 1)
	f := fs[0]
	assert.Equal(t, `"User:<int>"`, f.Key)
	assert.Equal(t, `segment "User" is not snake_case`, f.Predicate)
	assert.Equal(t, f.Message, f.MessageWith(""))
	assert.Equal(t, `key from cache.Key "User:<int>" segment "User" is not snake_case`, f.MessageWith("from cache.Key"))
}

func TestFindingKeyIsShortened(t *testing.T) {
	long := make([]byte, 200)
	for i := range long {
		long[i] = 'a'
	}
	fs := checker(t, only(RuleLength)).Check(tpl(string(long)))
	require.NotEmpty(t, fs)
	assert.Equal(t, `"`+shorten(string(long))+`"`, fs[0].Key)
	assert.Equal(t, "key "+fs[0].Key+" "+fs[0].Predicate, fs[0].Message)
}
