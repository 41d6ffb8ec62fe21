package analyzer

import (
	"go/ast"
	"go/token"
	"slices"

	"golang.org/x/tools/go/analysis"

	"github.com/rediskeylint/rediskeylint/internal/keyflow"
	"github.com/rediskeylint/rediskeylint/internal/suppress"
	"github.com/rediskeylint/rediskeylint/keyrules"
)

// Findings at the literals of key helpers of other packages. A key
// helper's text (keys.BadUser: "Shop:User:" + id) is spelled once, in its
// package, and a problem of that text is one problem however many
// packages call the helper. The helper's KeyFunc fact says where each
// literal part is spelled (keyflow.Spelling). A driver that loads every
// package into one file set from source (the standalone binary: Option
// ReportAtHelperLiterals) gets the finding there, quoting the helper's
// template, from each package that uses it, and keeps one. Otherwise (go
// vet, golangci-lint), and whenever the pass's file set does not hold the
// literal's line as the helper's package read it, the finding stays at
// the calls, once per package.

// spellings returns where the text of an origin of the package is spelled,
// for the facts of its key helpers: a string literal of the package, with
// the rules a suppression comment turns off there.
func spellings(pass *analysis.Pass, o *origins, withNolint bool) func(int) *keyflow.Spelling {
	var set *suppress.Set
	return func(i int) *keyflow.Spelling {
		lit, offset := o.spelling(i)
		if lit == nil {
			return nil
		}
		file := pass.Fset.File(lit.Pos())
		if file == nil {
			return nil
		}
		if set == nil {
			set = suppress.New(pass.Fset, pass.Files, withNolint, skipGenerated)
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

// helperLiteral returns the literal that spells s in the pass's file set,
// when the option is on and the file set holds s's line as the helper's
// package read it (an importer's file set may hold a file of the same name
// with a partial line table).
func (r *reporter) helperLiteral(s *keyflow.Spelling) (*ast.BasicLit, bool) {
	if !r.atHelpers || s == nil {
		return nil, false
	}
	if r.files == nil {
		r.files = make(map[string]*token.File)
		r.pass.Fset.Iterate(func(f *token.File) bool {
			r.files[f.Name()] = f
			return true
		})
	}
	f := r.files[s.File]
	if f == nil || f.Size() != s.Size || s.Line > f.LineCount() ||
		f.Offset(f.LineStart(s.Line)) != s.LineStart || lineEnd(f, s.Line) != s.LineEnd ||
		s.Offset < s.LineStart || s.Offset+len(s.Raw) > s.LineEnd {
		return nil, false
	}
	return &ast.BasicLit{ValuePos: f.Pos(s.Offset), Kind: token.STRING, Value: s.Raw}, true
}

// ignoredAt reports whether a suppression comment at the helper's literal
// turns rule off.
func ignoredAt(s *keyflow.Spelling, rule keyrules.RuleID) bool {
	return s.IgnoredAll || slices.Contains(s.Ignored, rule)
}
