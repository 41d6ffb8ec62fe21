// Package spelling places the problems of a key helper's text at the
// helper's literal. A key helper's text (keys.BadUser: "Shop:User:" + id)
// is spelled once, in its package, and a problem of that text is one
// problem however many packages call the helper.
//
// When the helper's package is analysed, Recorder tells for each literal
// part of its exported templates where it is spelled (keyflow.Spelling,
// carried by the KeyFunc fact): the literal, its line, and the rules a
// suppression comment there turns off. When a package that uses the
// helper is analysed by a driver that reports such findings at the
// literal (the standalone binary), a Finder gives the literal a position
// in the pass's file set: in the helper's file as parsed, when the file
// set holds it as the helper's package read it, else in a file of that
// name that the Finder adds, which knows the literal's line and column
// and nothing else (the helper's package may have been read from export
// data, or answered by a result cache). Either way the finding has the
// same file, line and column.
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
	// files holds the file set's files by name, filled on first use;
	// added the files the Finder added, by name and size.
	files map[string]*token.File
	added map[addedKey]*token.File
}

type addedKey struct {
	name       string
	line, size int
}

// NewFinder returns the finder of fset.
func NewFinder(fset *token.FileSet) *Finder {
	return &Finder{fset: fset, added: make(map[addedKey]*token.File)}
}

// Literal returns the literal s names, positioned in the file set.
func (f *Finder) Literal(s *keyflow.Spelling) (*ast.BasicLit, bool) {
	if s == nil || s.Line < 1 || s.LineStart < s.Line-1 || s.Offset < s.LineStart ||
		s.Offset+len(s.Raw) > s.LineEnd || s.LineEnd > s.Size {
		return nil, false
	}
	tf := f.parsed(s)
	if tf == nil {
		tf = f.add(s)
	}
	return &ast.BasicLit{ValuePos: tf.Pos(s.Offset), Kind: token.STRING, Value: s.Raw}, true
}

// parsed returns the file of the file set that holds s's line as the
// helper's package read it, or nil.
func (f *Finder) parsed(s *keyflow.Spelling) *token.File {
	if f.files == nil {
		f.files = make(map[string]*token.File)
		f.fset.Iterate(func(tf *token.File) bool {
			f.files[tf.Name()] = tf
			return true
		})
	}
	tf := f.files[s.File]
	if tf == nil || tf.Size() != s.Size || s.Line > tf.LineCount() ||
		tf.Offset(tf.LineStart(s.Line)) != s.LineStart || lineEnd(tf, s.Line) != s.LineEnd {
		return nil
	}
	return tf
}

// add adds to the file set a file named as s's, of its size, whose
// positions on s's line have that line's number and columns.
func (f *Finder) add(s *keyflow.Spelling) *token.File {
	k := addedKey{s.File, s.Line, s.Size}
	if tf := f.added[k]; tf != nil {
		return tf
	}
	tf := f.fset.AddFile(s.File, -1, s.Size)
	lines := []int{0}
	if s.LineStart > 0 {
		lines = append(lines, s.LineStart)
	}
	if s.LineEnd < s.Size {
		lines = append(lines, s.LineEnd)
	}
	tf.SetLines(lines)
	// The line's number, as a //line directive would give it.
	tf.AddLineColumnInfo(s.LineStart, s.File, s.Line, 1)
	f.added[k] = tf
	return tf
}
