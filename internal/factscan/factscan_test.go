package factscan

import (
	"go/token"
	"go/types"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"golang.org/x/tools/go/analysis"
)

type scanned struct{ N int }

func (*scanned) AFact()       {}
func (*scanned) ScannedFact() {}

type byObject struct{}

func (*byObject) AFact() {}

// TestObjectsAndPackages checks that a scan returns the facts of its type
// only, with their objects and packages.
func TestObjectsAndPackages(t *testing.T) {
	pkg := types.NewPackage("p", "p")
	v := types.NewVar(token.NoPos, pkg, "v", types.Typ[types.String])
	w := types.NewVar(token.NoPos, pkg, "w", types.Typ[types.String])
	pass := &analysis.Pass{
		AllObjectFacts: func() []analysis.ObjectFact {
			return []analysis.ObjectFact{{Object: v, Fact: &scanned{1}}, {Object: w, Fact: &byObject{}}}
		},
		AllPackageFacts: func() []analysis.PackageFact {
			return []analysis.PackageFact{{Package: pkg, Fact: &byObject{}}, {Package: pkg, Fact: &scanned{2}}}
		},
	}
	assert.Equal(t, []ObjectFact[*scanned]{{v, &scanned{1}}}, Objects[*scanned](pass))
	assert.Equal(t, []PackageFact[*scanned]{{pkg, &scanned{2}}}, Packages[*scanned](pass))
}

// TestOnlyHereScans checks that no code of the analyzer but this package
// scans facts: the driver, which reads its own passes' facts whole, is
// the one other caller.
func TestOnlyHereScans(t *testing.T) {
	root, err := filepath.Abs("../..")
	require.NoError(t, err)
	scan := regexp.MustCompile(`\.All(Object|Package)Facts\(\)`)
	var found []string
	err = filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(root, path)
		if d.IsDir() {
			if rel == "internal/factscan" || rel == "internal/driver" || d.Name() == "testdata" || strings.HasPrefix(d.Name(), ".") {
				return filepath.SkipDir
			}
			return nil
		}
		if !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
			return nil
		}
		src, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		if scan.Match(src) {
			found = append(found, rel)
		}
		return nil
	})
	require.NoError(t, err)
	assert.Empty(t, found, "these files scan facts outside internal/factscan")
}
