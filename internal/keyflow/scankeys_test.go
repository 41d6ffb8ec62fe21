package keyflow

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/rediskeylint/rediskeylint/keyrules"
)

// TestGlobTemplate turns SCAN MATCH patterns into the templates of the
// keys they match: wildcards and classes are holes, escapes are their
// character, the pattern's own holes stay.
func TestGlobTemplate(t *testing.T) {
	ev := &Evaluator{Origins: &sources{}}
	lit := func(s string) keyrules.Part { return keyrules.Part{Lit: s} }
	hole := keyrules.Part{Hole: keyrules.NewHole(keyrules.Int)}
	for _, tc := range []struct {
		pattern keyrules.Template
		want    string
	}{
		{keyrules.Template{Parts: []keyrules.Part{lit("user:*:profile")}}, "user:<string>:profile"},
		{keyrules.Template{Parts: []keyrules.Part{lit("job:?")}}, "job:<string>"},
		{keyrules.Template{Parts: []keyrules.Part{lit("h[ae]llo:*")}}, "h<string>llo:<string>"},
		{keyrules.Template{Parts: []keyrules.Part{lit("a:**")}}, "a:<string>"},
		{keyrules.Template{Parts: []keyrules.Part{lit(`star:\*:x`)}}, "star:*:x"},
		{keyrules.Template{Parts: []keyrules.Part{lit("t:"), hole, lit(":*")}}, "t:<int>:<string>"},
		{keyrules.Template{Parts: []keyrules.Part{lit("[unclosed")}}, "<string>"},
	} {
		assert.Equal(t, tc.want, ev.globTemplate(tc.pattern).String(), "%s", tc.pattern)
	}
}
