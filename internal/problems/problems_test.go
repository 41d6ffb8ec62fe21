package problems

import (
	"go/ast"
	"go/token"
	"go/types"
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/rediskeylint/rediskeylint/internal/keyflow"
	"github.com/rediskeylint/rediskeylint/keyrules"
)

// positions gives findings places in one file of lines of 100 bytes:
// at(line, col).
type positions struct {
	fset *token.FileSet
	file *token.File
}

func newPositions() positions {
	fset := token.NewFileSet()
	f := fset.AddFile("p.go", -1, 100*100)
	lines := make([]int, 100)
	for i := range lines {
		lines[i] = i * 100
	}
	f.SetLines(lines)
	return positions{fset, f}
}

func (p positions) at(line, col int) token.Pos { return p.file.Pos((line-1)*100 + col - 1) }

// call is a call expression spanning [pos, pos+10).
func (p positions) call(line, col int) *ast.CallExpr {
	pos := p.at(line, col)
	return &ast.CallExpr{Fun: &ast.Ident{NamePos: pos, Name: "f"}, Lparen: pos + 1, Rparen: pos + 9}
}

var (
	userInt = keyrules.Template{Parts: []keyrules.Part{{Lit: "User:"}, {Hole: keyrules.NewHole(keyrules.Int)}}}
	userLit = keyrules.Lit("User:<int>") // renders as userInt does
)

func subject(t keyrules.Template, problem keyrules.Problem) Subject {
	return Subject{Template: t.Shape(), Problem: problem}
}

// notSnake is segment "User" not in the case style.
var notSnake = keyrules.Problem{Check: keyrules.CheckCase, Text: "User"}

// kept renders what OnePerProblem keeps: each kept index with its related
// lines.
func kept(p positions, fs []Finding) map[int][]int {
	out := map[int][]int{}
	for _, k := range OnePerProblem(p.fset, fs) {
		lines := []int{}
		for _, r := range k.Related {
			lines = append(lines, p.fset.Position(r.Pos).Line)
		}
		out[k.Index] = lines
	}
	return out
}

func TestOnePerProblem(t *testing.T) {
	p := newPositions()
	finding := func(line, col int, call *ast.CallExpr, s Subject, atLiteral bool) Finding {
		return Finding{Pos: p.at(line, col), End: p.at(line, col+4), Rule: keyrules.RuleCase, Call: call,
			Subject: s, AtLiteral: atLiteral, Message: "key segment " + s.Problem.Text}
	}
	call5 := p.call(5, 1)
	tests := []struct {
		name     string
		findings []Finding
		want     map[int][]int // kept index → lines of its related sites
	}{
		{
			name: "one literal reached from two calls",
			findings: []Finding{
				finding(3, 5, p.call(10, 2), subject(userInt, notSnake), true),
				finding(3, 5, p.call(20, 2), subject(userInt, notSnake), true),
			},
			want: map[int][]int{0: {20}},
		},
		{
			name: "two literals that spell one text are two places to fix",
			findings: []Finding{
				finding(3, 5, p.call(3, 1), subject(userInt, notSnake), true),
				finding(4, 5, p.call(4, 1), subject(userInt, notSnake), true),
			},
			want: map[int][]int{0: {}, 1: {}},
		},
		{
			name: "the alternatives of one key at one call",
			findings: []Finding{
				finding(5, 5, call5, subject(userInt, notSnake), false),
				finding(5, 5, call5, subject(keyrules.Lit("User:1"), notSnake), false),
			},
			want: map[int][]int{0: {5}}, // listed at its call
		},
		{
			name: "two problems of the alternatives of one key at one call",
			findings: []Finding{
				finding(5, 5, call5, subject(userInt, notSnake), false),
				finding(5, 5, call5, subject(keyrules.Lit("Users:1"), keyrules.Problem{Check: keyrules.CheckCase, Text: "Users"}), false),
			},
			want: map[int][]int{0: {}, 1: {}},
		},
		{
			name: "a helper's text at two calls of the package",
			findings: []Finding{
				{Pos: p.at(7, 5), End: p.at(7, 9), Rule: keyrules.RuleCase, Call: p.call(7, 1), Subject: subject(userInt, notSnake), Shared: true, Message: "m"},
				{Pos: p.at(9, 5), End: p.at(9, 9), Rule: keyrules.RuleCase, Call: p.call(9, 1), Subject: subject(userInt, notSnake), Shared: true, Message: "m"},
			},
			want: map[int][]int{0: {9}},
		},
		{
			name: "text spelled at each call is not shared",
			findings: []Finding{
				finding(7, 5, p.call(7, 1), subject(userInt, notSnake), false),
				finding(9, 5, p.call(9, 1), subject(userInt, notSnake), false),
			},
			want: map[int][]int{0: {}, 1: {}},
		},
		{
			name: "keys that render alike on one line are two keys",
			findings: []Finding{
				finding(11, 5, p.call(11, 1), subject(userInt, notSnake), false),
				finding(11, 30, p.call(11, 20), subject(userLit, notSnake), false),
			},
			want: map[int][]int{0: {}, 1: {}},
		},
		{
			name: "one template and problem on one line",
			findings: []Finding{
				finding(11, 5, p.call(11, 1), subject(userInt, notSnake), false),
				finding(11, 30, p.call(11, 20), subject(userInt, notSnake), false),
			},
			want: map[int][]int{0: {11}},
		},
		{
			name: "another rule is another problem",
			findings: []Finding{
				finding(3, 5, p.call(3, 1), subject(userInt, notSnake), true),
				{Pos: p.at(3, 5), End: p.at(3, 9), Rule: keyrules.RuleCharset, Call: p.call(3, 1), Subject: subject(userInt, notSnake), AtLiteral: true},
			},
			want: map[int][]int{0: {}, 1: {}},
		},
		{
			name: "a hidden finding stands for none while another can",
			findings: []Finding{
				{Pos: p.at(3, 5), End: p.at(3, 9), Rule: keyrules.RuleCase, Call: p.call(12, 1), Subject: subject(userInt, notSnake), AtLiteral: true, Hidden: true},
				finding(3, 5, p.call(15, 1), subject(userInt, notSnake), true),
			},
			want: map[int][]int{1: {12}},
		},
		{
			name: "at a literal before elsewhere",
			findings: []Finding{
				{Pos: p.at(2, 5), End: p.at(2, 9), Rule: keyrules.RuleCase, Call: p.call(2, 1), Subject: subject(userInt, notSnake), Shared: true},
				finding(6, 5, p.call(8, 1), subject(userInt, notSnake), true),
			},
			want: map[int][]int{1: {2}},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			assert.Equal(t, tt.want, kept(p, tt.findings))
		})
	}
}

func TestRelatedAreBounded(t *testing.T) {
	p := newPositions()
	var fs []Finding
	for i := 0; i < 15; i++ {
		fs = append(fs, Finding{Pos: p.at(1, 5), End: p.at(1, 9), Rule: keyrules.RuleCase, Call: p.call(10+i, 1),
			Subject: subject(userInt, notSnake), AtLiteral: true, Message: "key m"})
	}
	out := OnePerProblem(p.fset, fs)
	assert.Len(t, out, 1)
	assert.Len(t, out[0].Related, maxRelated)
	assert.Equal(t, "also key m", out[0].Related[0].Message)
}

// TestHelpersAreObjectsNotNames merges the findings of one helper's text
// at two calls, and keeps apart those of two helpers named alike (keys.User
// of two packages named keys), which read the same in messages.
func TestHelpersAreObjectsNotNames(t *testing.T) {
	p := newPositions()
	helper := func(path string) keyflow.Via {
		sig := types.NewSignatureType(nil, nil, nil, nil, types.NewTuple(types.NewVar(token.NoPos, nil, "", types.Typ[types.String])), false)
		return keyflow.ViaFunc(types.NewFunc(token.NoPos, types.NewPackage(path, "keys"), "User", sig))
	}
	a, b := helper("example.com/a/keys"), helper("example.com/b/keys")
	assert.Equal(t, a.String(), b.String(), "the two helpers read alike")
	shared := func(line int, from keyflow.Via) Finding {
		s := subject(userInt, notSnake)
		s.From = from
		return Finding{Pos: p.at(line, 5), End: p.at(line, 9), Rule: keyrules.RuleCase, Call: p.call(line, 1), Subject: s, Shared: true, Message: "m"}
	}
	assert.Equal(t, map[int][]int{0: {9}}, kept(p, []Finding{shared(7, a), shared(9, a)}), "one helper's text")
	assert.Equal(t, map[int][]int{0: {}, 1: {}}, kept(p, []Finding{shared(7, a), shared(9, b)}), "two helpers")
}
