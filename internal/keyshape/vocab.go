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

// Fixtures are the string literals of a module's test files: a key spelled
// whole there is one the test chose.
type Fixtures map[string]bool

// ReadSource returns the words of every string literal in the production
// Go files of the packages under root that the patterns name, and the
// string literals of their test files: "./dir" is one directory,
// "./dir/..." also every directory below it (outside testdata and vendor).
// Test files are those ending in _test.go.
func ReadSource(root string, patterns []string) (Vocabulary, Fixtures, error) {
	v, fixtures := Vocabulary{}, Fixtures{}
	fset := token.NewFileSet()
	for _, p := range patterns {
		dir, recursive := strings.CutSuffix(p, "/...")
		if err := addSource(v, fixtures, fset, filepath.Join(root, dir), recursive); err != nil {
			return nil, nil, err
		}
	}
	return v, fixtures, nil
}

func addSource(v Vocabulary, fixtures Fixtures, fset *token.FileSet, dir string, recursive bool) error {
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
		if !strings.HasSuffix(path, ".go") {
			return nil
		}
		test := strings.HasSuffix(path, "_test.go")
		f, err := parser.ParseFile(fset, path, nil, parser.SkipObjectResolution)
		if err != nil {
			return err
		}
		ast.Inspect(f, func(n ast.Node) bool {
			if lit, ok := n.(*ast.BasicLit); ok && lit.Kind == token.STRING {
				if s, err := strconv.Unquote(lit.Value); err == nil && test {
					fixtures[s] = true
				} else if err == nil {
					v.Add(s)
				}
			}
			return true
		})
		return nil
	})
}
