package keyflow

import (
	"go/ast"
	"iter"

	"golang.org/x/tools/go/ast/inspector"
)

// The walks of the package's syntax. An inspector records the events of
// every file of the package once (the analyzer shares one with its own
// walks); a question then visits only the node types it acts on, in the
// order of ast.Inspect, and skips every subtree that holds none of them,
// where ast.Inspect calls back at every node. A walk that prunes (the
// returns of a function, not of the literals inside it) does so with
// Cursor.Inspect. A view of part of the files (the production view,
// production.go) walks its own files only.

// syntax is the files an Evaluator reads, as cursors of the package's
// inspector, in the order of Package.Files.
type syntax struct {
	// all is the root of the inspector, which holds every file of the
	// package.
	all   inspector.Cursor
	files []inspector.Cursor
}

// newSyntax returns the cursors of files in ins, an inspector of the
// package's files; of a new inspector when ins is nil or lacks one of
// them.
func newSyntax(ins *inspector.Inspector, files []*ast.File) *syntax {
	if s, ok := cursorsOf(ins, files); ok {
		return s
	}
	s, _ := cursorsOf(inspector.New(files), files)
	return s
}

// cursorsOf returns the cursors of files in ins, and whether it holds
// them all.
func cursorsOf(ins *inspector.Inspector, files []*ast.File) (*syntax, bool) {
	if ins == nil {
		return nil, false
	}
	byFile := make(map[*ast.File]inspector.Cursor)
	for c := range ins.Root().Children() {
		byFile[c.Node().(*ast.File)] = c
	}
	s := &syntax{all: ins.Root(), files: make([]inspector.Cursor, 0, len(files))}
	for _, f := range files {
		c, ok := byFile[f]
		if !ok {
			return nil, false
		}
		s.files = append(s.files, c)
	}
	return s, true
}

// preorder returns the nodes of the files that are of one of types, in
// the order ast.Inspect visits them.
func (s *syntax) preorder(types ...ast.Node) iter.Seq[inspector.Cursor] {
	return func(yield func(inspector.Cursor) bool) {
		for _, f := range s.files {
			for c := range f.Preorder(types...) {
				if !yield(c) {
					return
				}
			}
		}
	}
}
