package analyzer

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/rediskeylint/rediskeylint/internal/keysite"
)

// TestPromotedInterfaceMethods: a call of a method promoted from an
// embedded interface field reaches the implementations the field is made
// with; only where they are not known, every implementation's, which the
// catalog says.
func TestPromotedInterfaceMethods(t *testing.T) {
	t.Parallel()
	runCases(t, newTestAnalyzer(t, nil), "precision/embedded")
	assertLineKeys(t, "precision/embedded")
	reasons := map[int]string{}
	for _, act := range analyseCases(t, newTestAnalyzer(t, nil), "precision/embedded") {
		res, ok := act.Result.(*keysite.Result)
		require.True(t, ok)
		for _, s := range res.Sites {
			if strings.HasSuffix(s.Pos.Filename, "embedded.go") && s.Reason != "" {
				reasons[s.Pos.Line] = s.Reason
			}
		}
	}
	assert.Equal(t, map[int]string{
		70: "the receiver's type is not known here: the keys of every implementation of embedded.Store.Load",
	}, reasons)
}

// TestHelperFieldsPerCall: a key helper that reads a field of a
// parameter's object gives, at each call, the field of the object the call
// passes.
func TestHelperFieldsPerCall(t *testing.T) {
	t.Parallel()
	runCases(t, newTestAnalyzer(t, nil), "precision/helperfields/...")
	assertLineKeys(t, "precision/helperfields")
}
