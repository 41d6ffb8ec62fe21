package keyshape

import (
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"path/filepath"
	"strconv"
	"strings"
)

// SourceVocabulary returns the words of every string literal in the
// production Go files of the packages under root that the patterns name:
// "./dir" is one directory, "./dir/..." also every directory below it
// (outside testdata and vendor). Production files are those not ending in
// _test.go.
func SourceVocabulary(root string, patterns []string) (Vocabulary, error) {
	v := Vocabulary{}
	fset := token.NewFileSet()
	for _, p := range patterns {
		dir, recursive := strings.CutSuffix(p, "/...")
		if err := addSource(v, fset, filepath.Join(root, dir), recursive); err != nil {
			return nil, err
		}
	}
	return v, nil
}

func addSource(v Vocabulary, fset *token.FileSet, dir string, recursive bool) error {
	return filepath.WalkDir(dir, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() {
			if name := d.Name(); path != dir && (!recursive || name == "testdata" || name == "vendor" || strings.HasPrefix(name, ".")) {
				return filepath.SkipDir
			}
			return nil
		}
		if !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
			return nil
		}
		f, err := parser.ParseFile(fset, path, nil, parser.SkipObjectResolution)
		if err != nil {
			return err
		}
		ast.Inspect(f, func(n ast.Node) bool {
			if lit, ok := n.(*ast.BasicLit); ok && lit.Kind == token.STRING {
				if s, err := strconv.Unquote(lit.Value); err == nil {
					v.Add(s)
				}
			}
			return true
		})
		return nil
	})
}
