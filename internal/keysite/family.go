package keysite

import (
	"go/ast"
	"go/token"
	"strconv"

	"golang.org/x/tools/go/ast/inspector"

	"github.com/rediskeylint/rediskeylint/keyrules"
)

// Key families: a key helper called with a literal mark at each call
// (limitKey("gw"), limitKey("ga"), …) gives one literal template per call,
// but the code writes one key shape. The family of a template is that shape:
// the text of every string literal passed whole as the argument of a call
// (other than the site's own Redis call) stands as a value. init counts a
// family once.

// Marks are the string literals that are arguments of a call, each with
// that call: the candidates for a mark of a family.
type Marks map[*ast.BasicLit]*ast.CallExpr

// Spelling returns the string literal of the package that spells the text
// of a template part's origin, and where in its value; nil when none does.
type Spelling func(origin int) (*ast.BasicLit, int)

// FindMarks returns the marks of the package that ins visits.
func FindMarks(ins *inspector.Inspector) Marks {
	out := Marks{}
	for c := range ins.Root().Preorder((*ast.CallExpr)(nil)) {
		call := c.Node().(*ast.CallExpr)
		for _, arg := range call.Args {
			if lit, ok := ast.Unparen(arg).(*ast.BasicLit); ok && lit.Kind == token.STRING {
				out[lit] = call
			}
		}
	}
	return out
}

// Family returns t, a key of the Redis call site, with the marks a call
// passes to a key helper as values, or "" when t holds none or nothing
// but them and punctuation is left (keyFor("user", id) is no family of
// keyFor("order", id)).
func Family(t keyrules.Template, spelling Spelling, marks Marks, site *ast.CallExpr) string {
	var family keyrules.Template
	marked := false
	for _, p := range t.Parts {
		if p.Hole == nil && isMark(p, spelling, marks, site) {
			family.Parts = append(family.Parts, keyrules.Part{Hole: keyrules.NewHole(keyrules.Unknown)})
			marked = true
			continue
		}
		family.Parts = append(family.Parts, p)
	}
	if !marked || !hasLetters(family) {
		return ""
	}
	return family.String()
}

// isMark reports whether literal part p is the whole value of a string
// literal passed to a call other than site.
func isMark(p keyrules.Part, spelling Spelling, marks Marks, site *ast.CallExpr) bool {
	lit, offset := spelling(p.Origin)
	if lit == nil || offset != 0 {
		return false
	}
	call, ok := marks[lit]
	if !ok || call == site {
		return false
	}
	value, err := strconv.Unquote(lit.Value)
	return err == nil && value == p.Lit
}

func hasLetters(t keyrules.Template) bool {
	for _, p := range t.Parts {
		for _, r := range p.Lit {
			if 'a' <= r && r <= 'z' || 'A' <= r && r <= 'Z' {
				return true
			}
		}
	}
	return false
}
