package analyzer

import (
	"bytes"
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"go/types"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/packages"
)

// TestEveryFixCompiles runs the analyzer with -fix-renames over every
// analysistest case, applies every fix it offers, all at once as -fix
// does, and type-checks each package edited: no fix may break the build.
// Identical edits from several diagnostics (one rename seen at several
// sites) are applied once; other overlapping edits are a failure.
func TestEveryFixCompiles(t *testing.T) {
	t.Parallel()
	entries, err := os.ReadDir(filepath.Join(testdataDir, "src"))
	require.NoError(t, err)
	var patterns []string
	for _, e := range entries {
		switch e.Name() {
		case "github.com", "typeerrors":
			continue // the client stubs; a package that does not type-check
		}
		patterns = append(patterns, e.Name()+"/...")
	}
	a := renamingAnalyzer(t)
	applied, edited := 0, 0
	for _, r := range analyseCases(t, a, patterns...) {
		if r.Err != nil || len(r.Package.TypeErrors) > 0 {
			continue
		}
		n := applyAndCheck(t, r.Package, r.Diagnostics)
		applied += n
		if n > 0 {
			edited++
		}
	}
	assert.Greater(t, applied, 10, "the testdata should exercise many fixes")
	t.Logf("%d edits applied in %d packages, every one type-checks", applied, edited)
}

// applyAndCheck applies the fixes of diags to the files of pkg and
// type-checks the result; it returns the number of distinct edits.
func applyAndCheck(t *testing.T, pkg *packages.Package, diags []analysis.Diagnostic) int {
	t.Helper()
	fixed, count := applyFixes(t, pkg, diags)
	if count == 0 {
		return 0
	}
	fset := token.NewFileSet()
	var files []*ast.File
	imports := map[string]*types.Package{}
	for _, f := range pkg.Syntax {
		for _, spec := range f.Imports {
			if name := pkg.TypesInfo.PkgNameOf(spec); name != nil {
				path, _ := strconv.Unquote(spec.Path.Value)
				imports[path] = name.Imported()
			}
		}
		name := pkg.Fset.File(f.FileStart).Name()
		src, ok := fixed[name]
		if !ok {
			var err error
			src, err = os.ReadFile(name)
			require.NoError(t, err)
		}
		nf, err := parser.ParseFile(fset, name, src, parser.ParseComments)
		require.NoError(t, err, "the fixed file does not parse")
		files = append(files, nf)
	}
	var errs bytes.Buffer
	conf := types.Config{
		Importer: importerFunc(func(path string) (*types.Package, error) {
			if p, ok := imports[path]; ok {
				return p, nil
			}
			return nil, fmt.Errorf("%s is not imported", path)
		}),
		Error: func(err error) { fmt.Fprintln(&errs, err) },
	}
	_, _ = conf.Check(pkg.PkgPath, fset, files, nil)
	assert.Empty(t, errs.String(), "package %s does not type-check after its fixes", pkg.PkgPath)
	return count
}

// applyFixes applies every fix of diags to the files of pkg, as -fix
// does: identical edits (one rename seen at several sites) once, and
// other overlapping edits fail the test. It returns the edited sources by
// file name and the number of distinct edits.
func applyFixes(t *testing.T, pkg *packages.Package, diags []analysis.Diagnostic) (map[string][]byte, int) {
	t.Helper()
	type edit struct {
		from, to int
		text     string
	}
	byFile := map[*token.File]map[edit]bool{}
	for _, d := range diags {
		for _, f := range d.SuggestedFixes {
			for _, e := range f.TextEdits {
				tf := pkg.Fset.File(e.Pos)
				if byFile[tf] == nil {
					byFile[tf] = map[edit]bool{}
				}
				byFile[tf][edit{tf.Offset(e.Pos), tf.Offset(e.End), string(e.NewText)}] = true
			}
		}
	}
	fixed := map[string][]byte{}
	count := 0
	for tf, set := range byFile {
		src, err := os.ReadFile(tf.Name())
		require.NoError(t, err)
		var edits []edit
		for e := range set {
			edits = append(edits, e)
		}
		sort.Slice(edits, func(i, j int) bool { return edits[i].from > edits[j].from })
		for i, e := range edits {
			if i > 0 {
				require.LessOrEqual(t, e.to, edits[i-1].from, "%s: overlapping edits %v and %v", tf.Name(), e, edits[i-1])
			}
			src = append(src[:e.from:e.from], append([]byte(e.text), src[e.to:]...)...)
		}
		fixed[tf.Name()] = src
		count += len(edits)
	}
	return fixed, count
}

// importerFunc imports through a function.
type importerFunc func(path string) (*types.Package, error)

func (f importerFunc) Import(path string) (*types.Package, error) { return f(path) }
