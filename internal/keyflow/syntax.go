package keyflow

import (
	"cmp"
	"go/ast"
	"go/token"
	"iter"
	"slices"

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
	// decls are the files' top-level declarations by position, built on
	// first use (declarations).
	decls []inspector.Cursor
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

// returnsOrLits are the node types of a walk for the return statements
// of a function, which skips those of the function literals inside it.
var returnsOrLits = []ast.Node{(*ast.ReturnStmt)(nil), (*ast.FuncLit)(nil)}

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

// declarations returns the top-level declarations of the files, in the
// order of their positions.
func (s *syntax) declarations() []inspector.Cursor {
	if s.decls == nil {
		s.decls = []inspector.Cursor{}
		for _, f := range s.files {
			for c := range f.Children() {
				if _, ok := c.Node().(ast.Decl); ok {
					s.decls = append(s.decls, c)
				}
			}
		}
		slices.SortFunc(s.decls, func(a, b inspector.Cursor) int { return cmp.Compare(a.Node().Pos(), b.Node().Pos()) })
	}
	return s.decls
}

// declAt returns the index in declarations of the last declaration that
// starts at or before pos, or -1.
func declAt(decls []inspector.Cursor, pos token.Pos) int {
	i, found := slices.BinarySearchFunc(decls, pos, func(c inspector.Cursor, pos token.Pos) int { return cmp.Compare(c.Node().Pos(), pos) })
	if !found {
		i--
	}
	return i
}

// at returns the cursor of n, a node of the package's files (a
// declaration, or a node inside one), and whether it found it. The
// callers ask of a function's body or literal, which their question
// treats as unknown when it is not found.
func (s *syntax) at(n ast.Node) (inspector.Cursor, bool) {
	decls := s.declarations()
	if i := declAt(decls, n.Pos()); i >= 0 {
		if c, ok := decls[i].FindNode(n); ok {
			return c, true
		}
	}
	return s.all.FindNode(n) // a node of a file outside the view
}
