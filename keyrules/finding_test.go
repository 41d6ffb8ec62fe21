package keyrules

import (
	"strings"
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

// TestFindingProblem compares what findings say of their keys as values:
// the same check of the same text is one problem whatever the key, and
// two texts are two problems though the message shortens them alike.
func TestFindingProblem(t *testing.T) {
	c := checker(t, only(RuleCase))
	user1, user2 := c.Check(tpl("User:1")), c.Check(tpl("User:", Int))
	require.Len(t, user1, 1)
	require.Len(t, user2, 1)
	assert.Equal(t, Problem{Check: CheckCase, Text: "User", M: int(styleSnake)}, user1[0].Problem)
	assert.Equal(t, user1[0].Problem, user2[0].Problem)
	assert.NotEqual(t, user1[0].Problem, c.Check(tpl("Users:1"))[0].Problem)

	long := strings.Repeat("Word", 30)
	a, b := c.Check(tpl(long+"A:1")), c.Check(tpl(long+"B:1"))
	require.Len(t, a, 1)
	require.Len(t, b, 1)
	assert.Equal(t, a[0].Predicate, b[0].Predicate, "the message quotes both words shortened alike")
	assert.NotEqual(t, a[0].Problem, b[0].Problem)

	depth := checker(t, only(RuleDepth))
	assert.Equal(t, Problem{Check: CheckMaxDepth, N: 7, M: 6}, depth.Check(tpl("a:b:c:d:e:f:g"))[0].Problem)
}
