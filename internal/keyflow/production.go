package keyflow

import (
	"go/ast"
	"go/token"
	"go/types"

	"github.com/rediskeylint/rediskeylint/keyrules"
)

// The production view. A package checked with its tests holds its _test.go
// files too, and what they do (call a key helper with "", set a package
// variable in TestMain, build an object with a fixture name) says nothing of
// the keys the production code sends. So an evaluation that starts at an
// expression outside the test files is answered by a second Evaluator built
// from the production files alone: every call, allocation and assignment
// it follows is production code. An evaluation that starts in a test file
// sees the whole package, its production code included.

// newProduction returns the Evaluator of p's production files, or nil when
// p has no test file or nothing but test files.
func newProduction(p Package, origins Sources, at *token.Pos) *Evaluator {
	var files []*ast.File
	for _, f := range p.Files {
		if !p.TestFiles[f] {
			files = append(files, f)
		}
	}
	if len(files) == len(p.Files) || len(files) == 0 {
		return nil
	}
	decls := make(map[*types.Func]*ast.FuncDecl)
	for fn, d := range p.Decls {
		if !inFiles(d.Pos(), files) {
			continue
		}
		decls[fn] = d
	}
	// It shares the package's inspector and walks its own files only.
	p.Files, p.Decls, p.TestFiles = files, decls, nil
	// Its summaries are those the whole package exports; it exports none.
	p.Facts.Export = nil
	return New(p, origins, at)
}

// inFiles reports whether pos lies in one of files.
func inFiles(pos token.Pos, files []*ast.File) bool {
	for _, f := range files {
		if f.FileStart <= pos && pos <= f.FileEnd {
			return true
		}
	}
	return false
}

// viewAt returns the Evaluator that answers an evaluation starting at pos:
// the production view outside test files, ev itself inside them or while
// an evaluation is under way (it goes on where it started).
func (ev *Evaluator) viewAt(pos token.Pos) *Evaluator {
	if ev.production == nil || ev.active > 0 || !inFiles(pos, ev.production.files) {
		return ev
	}
	return ev.production
}

// enter marks an evaluation as under way until the returned function is
// called.
func (ev *Evaluator) enter() (leave func()) {
	ev.active++
	return func() { ev.active-- }
}

// firstArg returns the first argument arg gives for a parameter that ts
// holds a hole of, or nil: where the call being bound is.
func firstArg(ts []keyrules.Template, arg func(idx int) ast.Expr) ast.Expr {
	for _, t := range ts {
		for _, p := range t.Parts {
			if r, ok := ParamOf(p.Hole); ok {
				if a := arg(r.Root.Param); a != nil {
					return a
				}
			}
		}
	}
	return nil
}
