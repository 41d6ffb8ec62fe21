package analyzer

import (
	"go/ast"
	"go/token"
	"strconv"
	"unicode/utf8"

	"github.com/rediskeylint/rediskeylint/internal/keyflow"
)

// An origin records where the text of one template part came from, so that
// a finding can underline exactly that text in a Go string literal.
type origin struct {
	// lit is the string literal of this package holding the part's text,
	// or nil when the text is not spelled out in this package (a constant
	// of another package, a formatted number, a producer in another
	// package).
	lit *ast.BasicLit
	// offset is where the part's text starts in the literal's value.
	offset int
	// expr is the Go expression the part came from; used as the position
	// when lit is nil.
	expr ast.Expr
	// via is what of another package produced the text (a key helper, a
	// wrapper, a variable); zero when the text is local.
	via keyflow.Via
	// spelled says where that package spells the text, when its fact
	// tells (internal/spelling).
	spelled *keyflow.Spelling
}

// origins is the per-pass table that keyrules.Part.Origin indexes.
type origins struct {
	list []origin
}

// add records o and returns its index for keyrules.Part.Origin.
func (os *origins) add(o origin) int {
	os.list = append(os.list, o)
	return len(os.list) - 1
}

// Shift records the origin of the text starting by bytes into that of
// origin i (keyflow.Origins).
func (os *origins) Shift(i, by int) int {
	o := os.get(i)
	o.offset += by
	return os.add(o)
}

func (os *origins) get(i int) origin {
	if i < 0 || i >= len(os.list) {
		return origin{}
	}
	return os.list[i]
}

// Source returns the string literal of this package that spells the text
// of origin i, else the expression it came from (scriptsites.Origins).
func (os *origins) Source(i int) (*ast.BasicLit, ast.Expr) {
	o := os.get(i)
	return o.lit, o.expr
}

// spelling returns the string literal of this package that spells the
// text of origin i and where that text starts in its value; nil when the
// text is not spelled here (internal/renames.Spelling).
func (os *origins) spelling(i int) (*ast.BasicLit, int) {
	o := os.get(i)
	if !o.via.IsZero() {
		return nil, 0
	}
	return o.lit, o.offset
}

// Expr records text that expression e renders (keyflow.Sources).
func (os *origins) Expr(e ast.Expr) int {
	return os.add(origin{expr: e})
}

// Literal records text spelled in lit's value from byte offset on
// (keyflow.Sources).
func (os *origins) Literal(lit *ast.BasicLit, offset int) int {
	return os.add(origin{lit: lit, offset: offset, expr: lit})
}

// Unspelled records text that starts by bytes into that of origin i but is
// not spelled there as it renders (keyflow.Sources): no edit may be offered
// for it.
func (os *origins) Unspelled(i, by int) int {
	o := os.get(i)
	o.offset += by
	o.lit = nil
	return os.add(o)
}

// Via records text via, of another package, renders, used at e
// (keyflow.Sources).
func (os *origins) Via(e ast.Expr, via keyflow.Via) int {
	return os.add(origin{expr: e, via: via})
}

// Spelled records text as Via does, which that package spells as s tells
// (keyflow.Sources).
func (os *origins) Spelled(e ast.Expr, via keyflow.Via, s *keyflow.Spelling) int {
	return os.add(origin{expr: e, via: via, spelled: s, offset: s.From})
}

// literalRange maps the byte range [start, end) of a string literal's value
// to source positions. It reports false when the range cannot be mapped one
// to one (an escape sequence inside it), in which case no edit may be
// offered for it.
func literalRange(lit *ast.BasicLit, start, end int) (pos, endPos token.Pos, exact bool) {
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
