// Package spelling places the problems of a key helper's text at the
// helper's literal. A key helper's text (keys.BadUser: "Shop:User:" + id)
// is spelled once, in its package, and a problem of that text is one
// problem however many packages call the helper.
//
// When the helper's package is analysed, Recorder tells for each literal
// part of its exported templates where it is spelled (keyflow.Spelling,
// carried by the KeyFunc fact): the literal, its line, and the rules a
// suppression comment there turns off. When a package that uses the
// helper is analysed, a Finder finds that literal in the pass's file set —
// only when the file set holds the literal's line as the helper's package
// read it: a driver that loads every package from source into one file
// set (the standalone binary) does, while an importer's file set (go vet)
// holds at most a partial line table of the file, and the finding then
// stays at the calls.
package spelling

import (
	"go/ast"
	"go/token"

	"github.com/rediskeylint/rediskeylint/internal/keyflow"
	"github.com/rediskeylint/rediskeylint/internal/suppress"
	"github.com/rediskeylint/rediskeylint/keyrules"
)

// Recorder returns where the text of an origin of the package is spelled,
// for the facts of its key helpers: spelled gives the string literal of
// the package that spells an origin's text, and where in its value;
// withNolint and generated are suppress.New's.
func Recorder(fset *token.FileSet, files []*ast.File, spelled func(origin int) (*ast.BasicLit, int),
	withNolint bool, generated func(*ast.File) bool) func(int) *keyflow.Spelling {
	var set *suppress.Set
	return func(i int) *keyflow.Spelling {
		lit, offset := spelled(i)
		if lit == nil {
			return nil
		}
		file := fset.File(lit.Pos())
		if file == nil {
			return nil
		}
		if set == nil {
			set = suppress.New(fset, files, withNolint, generated)
		}
		p := file.Position(lit.Pos())
		s := &keyflow.Spelling{File: file.Name(), Offset: p.Offset, Raw: lit.Value, From: offset,
			Line: p.Line, LineStart: file.Offset(file.LineStart(p.Line)), LineEnd: lineEnd(file, p.Line), Size: file.Size()}
		rules, all := set.At(lit.Pos())
		s.IgnoredAll = all
		for _, r := range rules {
			s.Ignored = append(s.Ignored, keyrules.RuleID(r))
		}
		return s
	}
}

// lineEnd returns the offset where the line after line starts in file, or
// its size for its last line.
func lineEnd(file *token.File, line int) int {
	if line < file.LineCount() {
		return file.Offset(file.LineStart(line + 1))
	}
	return file.Size()
}

// A Finder finds the literals Spellings name in one file set.
type Finder struct {
	fset *token.FileSet
	// files holds the file set's files by name, filled on first use.
	files map[string]*token.File
}

// NewFinder returns the finder of fset.
func NewFinder(fset *token.FileSet) *Finder {
	return &Finder{fset: fset}
}

// Literal returns the literal s names, positioned in the file set, when
// the file set holds its line as the helper's package read it.
func (f *Finder) Literal(s *keyflow.Spelling) (*ast.BasicLit, bool) {
	if s == nil {
		return nil, false
	}
	if f.files == nil {
		f.files = make(map[string]*token.File)
		f.fset.Iterate(func(tf *token.File) bool {
			f.files[tf.Name()] = tf
			return true
		})
	}
	tf := f.files[s.File]
	if tf == nil || tf.Size() != s.Size || s.Line < 1 || s.Line > tf.LineCount() ||
		tf.Offset(tf.LineStart(s.Line)) != s.LineStart || lineEnd(tf, s.Line) != s.LineEnd ||
		s.Offset < s.LineStart || s.Offset+len(s.Raw) > s.LineEnd {
		return nil, false
	}
	return &ast.BasicLit{ValuePos: tf.Pos(s.Offset), Kind: token.STRING, Value: s.Raw}, true
}
