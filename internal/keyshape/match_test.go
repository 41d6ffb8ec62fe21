package keyshape

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestMatcher(t *testing.T) {
	m := NewMatcher([]string{"<string>", "<int>:<string>", "rmq::queue::[<string>]::ready", "<string>jobs:<string>", "shop:user:<id>", "stats:<string>:<2006-01-02>", "log:<Jan _2 15:04>:end"})
	assert.Equal(t, 5, m.Len(), "templates without a letter take no part")
	for _, c := range []struct{ shape, template string }{
		{"rmq::queue::[<string>]::ready", "rmq::queue::[<string>]::ready"},
		{"rmq::queue::[<string>]::rejected", ""},
		{"<string>:jobs:<string>", "<string>jobs:<string>"},
		{"<string>:jobs:", "<string>jobs:<string>"}, // a hole may be empty
		{"<string>:job:<string>", ""},
		{"shop:user:<int>", "shop:user:<id>"},
		{"shop:users:<int>", ""},
		{"<string>:<int>", ""},
		{"<string>:jobs:{\"<string>\":<int>}\n", "<string>jobs:<string>"}, // JSON, with its line break
		{"stats:<string>:<string>", "stats:<string>:<2006-01-02>"},        // a time's layout is a hole
		{"stats:<string>:<int>", "stats:<string>:<2006-01-02>"},
		{"stats:<string>:2006-01-02", "stats:<string>:<2006-01-02>"},
		{"log:<string> <int>:end", "log:<Jan _2 15:04>:end"},
	} {
		assert.Equal(t, c.template, m.Match(c.shape), c.shape)
	}
	assert.Empty(t, NewMatcher(nil).Match("x"))
}

// TestRecordings checks the committed recordings: each production shape
// is its example reduced with its literals, a template equal to the shape
// matches it, the same template with one literal word changed does not,
// and a matcher without templates matches no shape.
func TestRecordings(t *testing.T) {
	files, err := filepath.Glob("../../testdata/runtime/*.json")
	require.NoError(t, err)
	require.NotEmpty(t, files)
	for _, f := range files {
		rec, err := LoadRecording(f)
		require.NoError(t, err)
		production := rec.ProductionShapes()
		assert.NotEmpty(t, production, f)
		var all []string
		for _, s := range rec.Shapes {
			all = append(all, s.Shape)
			v := Vocabulary{}
			for _, l := range s.Literals {
				v[l] = true
			}
			shape, _ := v.Reduce(s.Example)
			assert.Equal(t, s.Shape, shape, "%s: example %q", f, s.Example)
			assert.Equal(t, Production(s.Literals), s.Production, "%s: %s", f, s.Shape)
			assert.NotEmpty(t, s.Commands, "%s: %s", f, s.Shape)
		}
		assert.Equal(t, 1.0, MatchRecording(rec, NewMatcher(all)).Share(), f)
		for _, s := range production {
			changed := changeLastLiteral(s.Shape, s.Literals[len(s.Literals)-1])
			assert.Empty(t, NewMatcher([]string{changed}).Match(s.Shape), "%s: %s", f, changed)
		}
		assert.Less(t, MatchRecording(rec, NewMatcher(nil)).Share(), 1.0, f)
	}
}

// changeLastLiteral returns shape with its last word equal to word, outside
// a placeholder, spelled differently.
func changeLastLiteral(shape, word string) string {
	toks := tokens(shape)
	for i := len(toks) - 1; i >= 0; i-- {
		if toks[i] == word && (i == 0 || !strings.HasSuffix(toks[i-1], "<")) {
			toks[i] += "x"
			break
		}
	}
	return strings.Join(toks, "")
}
