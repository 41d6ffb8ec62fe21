// Package origins records where the text of each part of a key template
// comes from: the string literal of the package that spells it and where
// in the literal's value, else the Go expression that renders it and the
// key helper of another package that produced it. keyrules.Part.Origin
// indexes a Table; findings underline and edit the text through it.
package origins

import (
	"go/ast"
	"go/token"
	"strconv"
	"unicode/utf8"

	"github.com/rediskeylint/rediskeylint/internal/keyflow"
	"github.com/rediskeylint/rediskeylint/keyrules"
)

// An Origin records where the text of one template part came from, so that
// a finding can underline exactly that text in a Go string literal.
type Origin struct {
	// Lit is the string literal of this package holding the part's text,
	// or nil when the text is not spelled out in this package (a constant
	// of another package, a formatted number, a producer in another
	// package).
	Lit *ast.BasicLit
	// Offset is where the part's text starts in the literal's value.
	Offset int
	// Expr is the Go expression the part came from; used as the position
	// when Lit is nil.
	Expr ast.Expr
	// Via is what of another package produced the text (a key helper, a
	// wrapper, a variable); zero when the text is local.
	Via keyflow.Via
	// Spelled says where that package spells the text, when its fact
	// tells (internal/spelling).
	Spelled *keyflow.Spelling
}

// A Table is the per-pass table that keyrules.Part.Origin indexes; it
// serves keyflow.Sources and keyflow.Origins.
type Table struct {
	list []Origin
}

// Add records o and returns its index for keyrules.Part.Origin.
func (os *Table) Add(o Origin) int {
	os.list = append(os.list, o)
	return len(os.list) - 1
}

// Shift records the origin of the text starting by bytes into that of
// origin i (keyflow.Origins).
func (os *Table) Shift(i, by int) int {
	o := os.Get(i)
	o.Offset += by
	return os.Add(o)
}

// Get returns origin i; the zero Origin when i is none (a part of a fact's
// template).
func (os *Table) Get(i int) Origin {
	if i < 0 || i >= len(os.list) {
		return Origin{}
	}
	return os.list[i]
}

// Source returns the string literal of this package that spells the text
// of origin i, else the expression it came from (scriptsites.Origins).
func (os *Table) Source(i int) (*ast.BasicLit, ast.Expr) {
	o := os.Get(i)
	return o.Lit, o.Expr
}

// Spelling returns the string literal of this package that spells the
// text of origin i and where that text starts in its value; nil when the
// text is not spelled here (internal/renames.Spelling).
func (os *Table) Spelling(i int) (*ast.BasicLit, int) {
	o := os.Get(i)
	if !o.Via.IsZero() {
		return nil, 0
	}
	return o.Lit, o.Offset
}

// Expr records text that expression e renders (keyflow.Sources).
func (os *Table) Expr(e ast.Expr) int {
	return os.Add(Origin{Expr: e})
}

// Literal records text spelled in lit's value from byte offset on
// (keyflow.Sources).
func (os *Table) Literal(lit *ast.BasicLit, offset int) int {
	return os.Add(Origin{Lit: lit, Offset: offset, Expr: lit})
}

// Unspelled records text that starts by bytes into that of origin i but is
// not spelled there as it renders (keyflow.Sources): no edit may be offered
// for it.
func (os *Table) Unspelled(i, by int) int {
	o := os.Get(i)
	o.Offset += by
	o.Lit = nil
	return os.Add(o)
}

// Via records text via, of another package, renders, used at e
// (keyflow.Sources).
func (os *Table) Via(e ast.Expr, via keyflow.Via) int {
	return os.Add(Origin{Expr: e, Via: via})
}

// Spelled records text as Via does, which that package spells as s tells
// (keyflow.Sources).
func (os *Table) Spelled(e ast.Expr, via keyflow.Via, s *keyflow.Spelling) int {
	return os.Add(Origin{Expr: e, Via: via, Spelled: s, Offset: s.From})
}

// SpelledIn reports whether some literal text of t is spelled inside e.
func (os *Table) SpelledIn(t keyrules.Template, e ast.Expr) bool {
	for _, p := range t.Parts {
		o := os.Get(p.Origin)
		if p.Hole == nil && o.Lit != nil && o.Via.IsZero() && o.Lit.Pos() >= e.Pos() && o.Lit.End() <= e.End() {
			return true
		}
	}
	return false
}

// WholeLiteral returns the one string literal of this package that spells
// a template without holes, and the range of the key in its value.
func (os *Table) WholeLiteral(t keyrules.Template) (lit *ast.BasicLit, start, end int, ok bool) {
	for i, p := range t.Parts {
		if p.Hole != nil {
			return nil, 0, 0, false
		}
		o := os.Get(p.Origin)
		if o.Lit == nil || !o.Via.IsZero() || lit != nil && o.Lit != lit || i > 0 && o.Offset != end {
			return nil, 0, 0, false
		}
		if i == 0 {
			lit, start = o.Lit, o.Offset
		}
		end = o.Offset + len(p.Lit)
	}
	return lit, start, end, lit != nil
}

// LiteralRange maps the byte range [start, end) of a string literal's value
// to source positions. It reports false when the range cannot be mapped one
// to one (an escape sequence inside it), in which case no edit may be
// offered for it.
func LiteralRange(lit *ast.BasicLit, start, end int) (pos, endPos token.Pos, exact bool) {
	src := lit.Value
	if len(src) < 2 {
		return lit.Pos(), lit.End(), false
	}
	if src[0] == '`' {
		// Raw strings hold their value verbatim (carriage returns aside).
		return lit.Pos() + 1 + token.Pos(start), lit.Pos() + 1 + token.Pos(end), true
	}
	// Walk the interpreted literal, tracking the value offset of each
	// source byte.
	body := src[1 : len(src)-1]
	valueOff, srcOff := 0, 0
	pos, endPos = token.NoPos, token.NoPos
	exact = true
	for srcOff <= len(body) {
		if valueOff == start && pos == token.NoPos {
			pos = lit.Pos() + 1 + token.Pos(srcOff)
		}
		if valueOff == end {
			endPos = lit.Pos() + 1 + token.Pos(srcOff)
			break
		}
		if srcOff == len(body) {
			break
		}
		if body[srcOff] != '\\' {
			_, size := utf8.DecodeRuneInString(body[srcOff:])
			if size == 0 {
				size = 1
			}
			srcOff += size
			valueOff += size
			continue
		}
		value, multibyte, tail, err := strconv.UnquoteChar(body[srcOff:], src[0])
		if err != nil {
			return lit.Pos(), lit.End(), false
		}
		if valueOff >= start && valueOff < end {
			exact = false
		}
		srcOff = len(body) - len(tail)
		if value < utf8.RuneSelf || !multibyte {
			valueOff++ // \n, \xNN and octal escapes stand for one byte
		} else {
			valueOff += utf8.RuneLen(value)
		}
	}
	if pos == token.NoPos || endPos == token.NoPos {
		return lit.Pos(), lit.End(), false
	}
	return pos, endPos, exact
}
