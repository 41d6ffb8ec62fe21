package plugin

import (
	"go/token"
	"testing"

	"github.com/stretchr/testify/assert"
	"golang.org/x/tools/go/analysis"
)

// TestFoldRelated: golangci-lint would show related positions as issues of
// their own; the plugin's diagnostics carry none, and name the positions
// on other lines in the message.
func TestFoldRelated(t *testing.T) {
	fset := token.NewFileSet()
	f := fset.AddFile("/src/app/main.go", -1, 100)
	f.SetLines([]int{0, 20, 40, 60, 80})
	line := func(n, col int) token.Pos { return f.LineStart(n) + token.Pos(col) }

	a := &analysis.Analyzer{Name: "rediskeylint", Run: func(pass *analysis.Pass) (any, error) {
		pass.Report(analysis.Diagnostic{Pos: line(3, 4), Message: "type: key \"k\" is used as a string here", Related: []analysis.RelatedInformation{
			{Pos: line(3, 10), Message: "key k"},
			{Pos: line(1, 2), Message: "used as a set by SADD here"},
		}})
		pass.Report(analysis.Diagnostic{Pos: line(4, 0), Message: "crossslot: keys differ", Related: []analysis.RelatedInformation{
			{Pos: line(4, 5), Message: "key a"},
		}})
		return nil, nil
	}}
	var got []analysis.Diagnostic
	_, err := foldRelated(a).Run(&analysis.Pass{Fset: fset, Report: func(d analysis.Diagnostic) { got = append(got, d) }})
	assert.NoError(t, err)
	if assert.Len(t, got, 2) {
		assert.Equal(t, `type: key "k" is used as a string here (main.go:1: used as a set by SADD here)`, got[0].Message)
		assert.Equal(t, "crossslot: keys differ", got[1].Message, "a related position on the finding's line adds nothing")
		assert.Nil(t, got[0].Related)
		assert.Nil(t, got[1].Related)
	}
}
